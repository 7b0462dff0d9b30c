// Chart types drawn in headless Chromium at about 1,000 and 100,000 data points (or the type's cap): the time from
// chart data in memory to the painted frame, Meridian's way (transformProps, React renderer, ECharts) against the
// floor, a bare ECharts instance setting the same option. A type above 2x its floor needs a stated reason.
// VIZ_BENCH_TYPES=pie,funnel picks types, VIZ_BENCH_SIZES=1000 the sizes, VIZ_BENCH_RUNS=9 the rounds (5).
import type { Page } from 'playwright-core';
import { DEFAULT_VIZ_PLUGINS } from '../packages/viz/src/registry';
import { openBenchPage } from './browser-page';
import { machineLoad } from './measure';
import type { Draw } from './viz-render-page';

const SIZES = process.env['VIZ_BENCH_SIZES']?.split(',').map(Number) ?? [1_000, 100_000];
const RUNS = Number(process.env['VIZ_BENCH_RUNS'] ?? 5);
const ONLY = process.env['VIZ_BENCH_TYPES']?.split(',');
/** Why a type may be slower than twice its floor. */
const REASONS: Readonly<Record<string, string>> = {
  word_cloud:
    'the word layout (a spiral search per word) runs in transformProps; the floor gets the placed words',
  graph_chart: 'the floor is handed the node sizes and merged edges transformProps computes',
  waterfall:
    'transformProps formats every period with the shared smart_date time formatter (tens of µs a date)',
};
const DECK = 'a deck.gl map (WebGL), measured by map-render.bench.ts';
/** The registered types ECharts does not draw, and why they have no ECharts floor here. */
const NOT_APPLICABLE: Readonly<Record<string, string>> = {
  table: 'a virtualised HTML table, measured by table-render.bench.ts (100,000 rows)',
  pivot_table_v2: 'an HTML table of the pivoted cells',
  big_number_total: 'one formatted number in HTML',
  pop_kpi: 'numbers in HTML',
  handlebars: 'a sanitised HTML template',
  time_table: 'an HTML table with inline SVG sparklines',
  paired_ttest: 'HTML tables of test statistics',
  world_map: 'a deck.gl choropleth, measured by map-render.bench.ts',
  country_map: 'a deck.gl choropleth, measured by map-render.bench.ts',
  deck_scatter: DECK,
  deck_arc: DECK,
  deck_path: DECK,
  deck_polygon: DECK,
  deck_geojson: DECK,
  deck_hex: DECK,
  deck_grid: DECK,
  deck_screengrid: DECK,
  deck_heatmap: DECK,
  deck_contour: DECK,
  deck_multi: DECK,
  mapbox: DECK,
};
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function draw(page: Page, kind: 'meridian' | 'plain', vizType: string, points: number): Promise<Draw> {
  return page.evaluate(
    async ({ k, t, n }) => {
      const p = window.vizPage;
      if (!p) throw new Error('the bench page did not load');
      return p[k](t, n);
    },
    { k: kind, t: vizType, n: points },
  );
}

export async function run(): Promise<void> {
  const bench = await openBenchPage('viz-render-page.tsx', { width: 1000, height: 700 });
  try {
    const { page } = bench;
    const errors: string[] = [];
    let current = '';
    page.on('pageerror', (error) => {
      const message = `${current}: ${error.message}`;
      if (!errors.includes(message)) errors.push(message);
    });
    await page.goto(bench.url);
    await page.waitForFunction(() => window.vizPage !== undefined);
    await page.evaluate(() => window.vizPage?.ready());
    const cased = await page.evaluate(() => window.vizPage?.types ?? []);
    const uncovered = DEFAULT_VIZ_PLUGINS.map((p) => p.vizType).filter(
      (t) => !cased.includes(t) && NOT_APPLICABLE[t] === undefined,
    );
    if (uncovered.length > 0) throw new Error(`no bench case and no reason for: ${uncovered.join(', ')}`);
    const types = cased.filter((t) => !ONLY || ONLY.includes(t));
    console.log(
      `${machineLoad()}; median of ${RUNS} runs each (3 for a draw over 5 s), alternating, after one warm-up`,
    );
    console.log(
      `${'type'.padEnd(26)}${'points'.padStart(9)}  ${'meridian'.padStart(10)}  ${'echarts'.padStart(10)}  ratio  note`,
    );
    const over: string[] = [];
    const failed: string[] = [];
    for (const vizType of types) {
      current = vizType;
      let drawnBefore = -1;
      for (const size of SIZES) {
        // A warm-up of each, then alternating runs so both see the same machine load.
        let first: Draw;
        try {
          first = await draw(page, 'meridian', vizType, size);
          await draw(page, 'plain', vizType, size);
          if (first.canvases === 0) throw new Error('no canvas drawn');
        } catch (error) {
          failed.push(`${vizType} at ${size}: ${error instanceof Error ? error.message : String(error)}`);
          console.log(`${vizType.padEnd(26)}${size.toLocaleString('en-US').padStart(9)}  FAILED`);
          continue;
        }
        // A type capped below this size draws what it drew for the last one.
        if (first.points === drawnBefore) continue;
        drawnBefore = first.points;
        // Draws of several seconds get fewer rounds, so the whole bench stays within the half hour.
        const runs = first.ms > 5_000 ? Math.min(RUNS, 3) : RUNS;
        const ours: number[] = [];
        const floor: number[] = [];
        for (let i = 0; i < runs; i++) {
          const order = i % 2 === 0 ? (['meridian', 'plain'] as const) : (['plain', 'meridian'] as const);
          for (const kind of order)
            (kind === 'meridian' ? ours : floor).push((await draw(page, kind, vizType, size)).ms);
        }
        const ratio = median(ours) / median(floor);
        if (ratio > 2)
          over.push(
            `${vizType} at ${first.points.toLocaleString('en-US')}: ${ratio.toFixed(1)}x — ${REASONS[vizType] ?? 'NO STATED REASON'}`,
          );
        console.log(
          `${vizType.padEnd(26)}${first.points.toLocaleString('en-US').padStart(9)}  ${`${median(ours).toFixed(1)} ms`.padStart(10)}  ${`${median(floor).toFixed(1)} ms`.padStart(10)}  ${`${ratio.toFixed(2)}x`.padStart(5)}  ${first.note ?? ''}`,
        );
      }
    }
    console.log('not drawn by ECharts, so no ECharts floor:');
    for (const [vizType, why] of Object.entries(NOT_APPLICABLE)) console.log(`  ${vizType.padEnd(18)}${why}`);
    // A page error fails the bench: instances are disposed through disposeChart, which stops a progressive paint
    // still running (it used to throw 'layerStack' of null a frame later, listed under the next type drawn).
    if (errors.length > 0) failed.push(`page errors:\n  ${errors.join('\n  ')}`);
    if (failed.length > 0)
      throw new Error(`types that did not draw, or page errors:\n  ${failed.join('\n  ')}`);
    console.log(
      over.length === 0
        ? 'every type within 2x of its ECharts floor'
        : `above 2x of the floor:\n  ${over.join('\n  ')}`,
    );
  } finally {
    await bench.close();
  }
}
