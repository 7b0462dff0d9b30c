/** Timing of repeated runs of one piece of work. */
export interface Timing {
  /** Median milliseconds per run. */
  median: number;
  /** 95th percentile milliseconds per run. */
  p95: number;
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
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] ?? 0, p95: times[Math.floor(runs * 0.95)] ?? 0 };
}

/** Prints one benchmark line: ours against the raw engine, and the ratio. */
export function report(name: string, ours: Timing, raw: Timing): void {
  const ratio = ours.median / raw.median;
  console.log(
    `${name.padEnd(44)} meridian ${ours.median.toFixed(3)} ms (p95 ${ours.p95.toFixed(3)})  raw ${raw.median.toFixed(3)} ms  ratio ${ratio.toFixed(1)}x`,
  );
}
