import os from 'node:os';

/** Timing of repeated runs of one piece of work. */
export interface Timing {
  /** Median milliseconds per run. */
  median: number;
  /** 95th percentile milliseconds per run. */
  p95: number;
}

/** Median and p95 of measured milliseconds. */
export function timingOf(values: readonly number[]): Timing {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
  };
}

/** The machine's load, printed beside browser timings (they move with it). */
export function machineLoad(): string {
  return `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} CPUs`;
}

/** Runs `work` a few times to warm up, then `runs` times, and returns median and p95 milliseconds. */
export async function measure(runs: number, work: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < Math.min(20, runs); i++) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await work();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return timingOf(times);
}

/** Prints one benchmark line: ours against the raw engine, and the ratio. */
export function report(name: string, ours: Timing, raw: Timing): void {
  const ratio = ours.median / raw.median;
  console.log(
    `${name.padEnd(44)} meridian ${ours.median.toFixed(3)} ms (p95 ${ours.p95.toFixed(3)})  raw ${raw.median.toFixed(3)} ms  ratio ${ratio.toFixed(1)}x`,
  );
}

/**
 * Times two pieces of work in alternation (a, b, b, a, …) after a warm-up, so both see the same machine load;
 * returns the timings of each.
 */
export async function measurePair(
  runs: number,
  ours: () => Promise<unknown>,
  raw: () => Promise<unknown>,
): Promise<{ ours: Timing; raw: Timing }> {
  for (let i = 0; i < Math.min(5, runs); i++) {
    await ours();
    await raw();
  }
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    // Swap who goes first every round, so that neither pays for what the other leaves behind.
    const order = i % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
    for (const index of order) {
      const started = process.hrtime.bigint();
      await (index === 0 ? ours : raw)();
      times[index].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return { ours: timingOf(times[0]), raw: timingOf(times[1]) };
}
