// CPU profile of one page load (Chrome DevTools Protocol), summed by function: where the browser's main thread
// spends its time before the charts draw. Used by the dashboard benchmark with MERIDIAN_BENCH_PROFILE=1.
import type { Page } from 'playwright-core';

/** One node of a V8 CPU profile (the fields used here). */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** A V8 CPU profile: nodes, and the sampled node of each tick. */
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time of one function. */
export interface HotFunction {
  /** `name (file:line)`. */
  name: string;
  /** Milliseconds spent in the function itself. */
  selfMs: number;
}

/** The hottest functions and script files of a profile, by self time. */
export interface ProfileSummary {
  functions: HotFunction[];
  files: HotFunction[];
}

/** Starts profiling the page's main thread; the answer stops it and gives the hottest functions and files. */
export async function startProfile(page: Page): Promise<(top: number) => Promise<ProfileSummary>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 500 });
  await session.send('Profiler.start');
  return async (top) => {
    const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    await session.detach();
    return {
      functions: hottest(
        profile,
        top,
        (frame, file) =>
          `${frame.functionName || '(anonymous)'} (${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1})`,
      ),
      files: hottest(profile, top, (_, file) => file),
    };
  };
}

/** Sums sample time per key of a frame (function, file …) and answers the `top` largest. */
function hottest(
  profile: CpuProfile,
  top: number,
  keyOf: (frame: ProfileNode['callFrame'], file: string) => string,
): HotFunction[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((nodeId, i) => {
    const frame = byNode.get(nodeId)?.callFrame;
    if (!frame) return;
    const name = keyOf(frame, frame.url.split('/').pop() || `(${frame.functionName || 'native'})`);
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals.entries()]
    .map(([name, selfMs]) => ({ name, selfMs }))
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, top);
}
