// Table chart with 100,000 rows in headless Chromium: time from chart data in memory to the first paint
// (target < 300 ms), and the time of each scroll step to its painted frame. The raw engine is the browser
// itself: the same rows as a plain HTML table (every row, and only the rows in view), no React, no windowing.
import type { Page } from 'playwright-core';
import { openBenchPage } from './browser-page';
import { machineLoad, report, timingOf } from './measure';
import type { TablePage } from './table-render-page';

const ROWS = 100_000;
const PAINT_RUNS = Number(process.env['TABLE_BENCH_RUNS'] ?? 15);
const WARMUP_RUNS = Math.min(3, PAINT_RUNS);
/** A plain table of every row takes seconds to lay out: a few runs tell its cost well enough. */
const PLAIN_RUNS = Math.min(3, PAINT_RUNS);
const SCROLL_STEPS = 120;
/** About a screen of rows per step (600 px body, 32 px rows): each step shows rows not seen before. */
const SCROLL_STEP_PX = 640;
const FIRST_PAINT_TARGET_MS = 300;
type Paint = Awaited<ReturnType<TablePage['meridianFirstPaint']>>;
type Kind = 'meridianFirstPaint' | 'plainFirstPaint' | 'windowFirstPaint';

/** Opens the page afresh (a new document: no DOM or garbage left by the run before) and waits for its data. */
async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => window.tablePage !== undefined);
}

async function firstPaint(page: Page, url: string, kind: Kind): Promise<Paint> {
  await openPage(page, url);
  return page.evaluate(async (k) => {
    const p = window.tablePage;
    if (!p) throw new Error('the bench page did not load');
    return p[k]();
  }, kind);
}

/** Checks what a person would see before timing it: the first row in view, and how many row elements. */
function check(name: string, paint: Paint, maxRows: number, minRows: number): void {
  if (paint.firstCell !== 'order 0')
    throw new Error(`${name}: the first cell reads "${paint.firstCell}", not "order 0"`);
  if (paint.rowElements > maxRows || paint.rowElements < minRows)
    throw new Error(`${name}: ${paint.rowElements} row elements, expected ${minRows}..${maxRows}`);
}

/** Times kinds in alternation (a, b, b, a …) after a warm-up, so that all see the same machine load. */
async function paintTimings(
  page: Page,
  url: string,
  kinds: readonly Kind[],
  runs: number,
): Promise<Map<Kind, number[]>> {
  const warmups = runs === PAINT_RUNS ? WARMUP_RUNS : 0;
  for (let i = 0; i < warmups; i++) for (const kind of kinds) await firstPaint(page, url, kind);
  const times = new Map<Kind, number[]>(kinds.map((k) => [k, []]));
  for (let i = 0; i < runs; i++) {
    const order = i % 2 === 0 ? kinds : [...kinds].reverse();
    for (const kind of order) {
      const { ms } = await firstPaint(page, url, kind);
      if (process.env['TABLE_BENCH_VERBOSE']) console.log(`  ${kind} ${ms.toFixed(1)} ms`);
      times.get(kind)?.push(ms);
    }
  }
  return times;
}

async function scroll(page: Page, url: string, kind: 'meridianScroll' | 'plainScroll') {
  await openPage(page, url);
  return page.evaluate(
    async ({ k, steps, px }) => {
      const p = window.tablePage;
      if (!p) throw new Error('the bench page did not load');
      return p[k](steps, px);
    },
    { k: kind, steps: SCROLL_STEPS, px: SCROLL_STEP_PX },
  );
}

export async function run(): Promise<void> {
  const bench = await openBenchPage('table-render-page.tsx', { width: 1280, height: 800 });
  try {
    const { page } = bench;
    page.on('crash', () => console.error('the bench page crashed'));
    const url = `${bench.url}?rows=${ROWS}`;

    // What is timed must be right: the first row in view, only a window of rows in the DOM (or all of them).
    const meridian = await firstPaint(page, url, 'meridianFirstPaint');
    check('Table chart', meridian, 80, 10);
    check('plain table', await firstPaint(page, url, 'plainFirstPaint'), ROWS, ROWS);
    check('plain window', await firstPaint(page, url, 'windowFirstPaint'), 40, 10);
    console.log(`Table chart keeps ${meridian.rowElements} row elements in the DOM for ${ROWS} rows`);
    // Browser timings move with the machine's load: print it beside them.
    console.log(machineLoad());

    const times = await paintTimings(page, url, ['meridianFirstPaint', 'windowFirstPaint'], PAINT_RUNS);
    const ours = timingOf(times.get('meridianFirstPaint') ?? []);
    report(`first paint, ${ROWS} rows vs rows in view`, ours, timingOf(times.get('windowFirstPaint') ?? []));
    const plain = timingOf(
      (await paintTimings(page, url, ['plainFirstPaint'], PLAIN_RUNS)).get('plainFirstPaint') ?? [],
    );
    console.log(
      `${`first paint, plain <table> of ${ROWS} rows`.padEnd(44)} ${plain.median.toFixed(1)} ms (p95 ${plain.p95.toFixed(1)}, ${PLAIN_RUNS} runs): the Table chart paints ${(plain.median / ours.median).toFixed(0)}x sooner`,
    );
    console.log(
      `first paint target < ${FIRST_PAINT_TARGET_MS} ms: ${ours.median < FIRST_PAINT_TARGET_MS ? 'met' : 'NOT met'} (median ${ours.median.toFixed(1)} ms, p95 ${ours.p95.toFixed(1)} ms)`,
    );

    const oursScroll = await scroll(page, url, 'meridianScroll');
    const plainScroll = await scroll(page, url, 'plainScroll');
    // After the steps the Table chart must show the row that far down (32 px rows), else it did not scroll.
    const expectedTop = `order ${Math.floor((SCROLL_STEPS * SCROLL_STEP_PX) / 32)}`;
    if (oursScroll.topRow !== expectedTop)
      throw new Error(
        `Table chart shows row ${oursScroll.topRow} on top after scrolling, not ${expectedTop}`,
      );
    const oursFrames = timingOf(oursScroll.frames);
    const plainFrames = timingOf(plainScroll.frames);
    report(`scroll step to painted frame (${SCROLL_STEPS} steps)`, oursFrames, plainFrames);
    const fps = (frames: readonly number[]) => (frames.length * 1000) / frames.reduce((a, b) => a + b, 0);
    console.log(
      `scrolling: Table chart ${fps(oursScroll.frames).toFixed(0)} frames/s, plain <table> ${fps(plainScroll.frames).toFixed(0)} frames/s (top row after: ${oursScroll.topRow} / ${plainScroll.topRow})`,
    );
  } finally {
    await bench.close();
  }
}
