// The page of table-render.bench.ts (bundled by it, run in headless Chromium): the Table chart of the viz
// package, and the same rows as a plain HTML table, each timed from chart data in memory to the next paint.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { tableFormDataSchema } from '../packages/viz/src/charts/table/form-data';
import TableChart from '../packages/viz/src/charts/table/TableChart';
import { transformTableProps } from '../packages/viz/src/charts/table/transform-props';
import type { ChartDataResult } from '../packages/viz/src/plugin';

/** Size of the chart, as a dashboard cell or explore might give it. */
const WIDTH = 1000;
const HEIGHT = 600;
const DAY_MS = 86_400_000;
const REGIONS = ['EU', 'US', 'APAC', 'LATAM', 'MEA'];

/** What the bench calls in the page. */
export interface TablePage {
  /** Milliseconds from chart data to the first paint of the Table chart, and its row elements. */
  meridianFirstPaint(): Promise<{ ms: number; rowElements: number; firstCell: string }>;
  /** The same for every row as a plain HTML table (innerHTML, no React). */
  plainFirstPaint(): Promise<{ ms: number; rowElements: number; firstCell: string }>;
  /** The same for only the rows in view as a plain HTML table: the least work a first screen needs. */
  windowFirstPaint(): Promise<{ ms: number; rowElements: number; firstCell: string }>;
  /** Milliseconds of each of `steps` scroll steps (set scrollTop, then the next paint) and the row then on top. */
  meridianScroll(steps: number, stepPx: number): Promise<{ frames: number[]; topRow: string }>;
  /** The same on the plain table of every row. */
  plainScroll(steps: number, stepPx: number): Promise<{ frames: number[]; topRow: string }>;
  /** Rows in the data. */
  rowCount: number;
}

declare global {
  interface Window {
    tablePage?: TablePage;
  }
}

const rowCount = Number(new URLSearchParams(location.search).get('rows') ?? '100000');
const result: ChartDataResult = {
  colnames: ['order', 'ordered_at', 'region', 'amount', 'quantity'],
  coltypes: [1, 2, 1, 0, 0],
  data: Array.from({ length: rowCount }, (_, i) => ({
    order: `order ${i}`,
    ordered_at: Date.UTC(2024, 0, 1) + (i % 366) * DAY_MS,
    region: REGIONS[i % REGIONS.length],
    amount: ((i * 7919) % 100_000) / 100,
    quantity: i % 17,
  })),
};
const formData = tableFormDataSchema.parse({
  datasource: '1__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['order', 'ordered_at', 'region'],
  metrics: ['amount', 'quantity'],
  show_cell_bars: true,
  table_timestamp_format: '%Y-%m-%d',
});

/** Resolves after the frame that shows the current DOM has been painted. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );
}

function freshContainer(): HTMLDivElement {
  document.body.replaceChildren();
  const container = document.createElement('div');
  container.style.cssText = `width:${WIDTH}px;height:${HEIGHT}px;font:13px sans-serif`;
  document.body.append(container);
  return container;
}

const rowsIn = (container: HTMLElement) => container.querySelectorAll('[role="row"], tr').length;
const firstCellOf = (container: HTMLElement) =>
  container.querySelector('[role="cell"], td')?.textContent?.trim() ?? '';

// The plain tables format cells as the Table chart does, with formatters made once, before any timing:
// they time the browser's own work for the same cells.
const plainColumns = transformTableProps({
  formData,
  queriesData: [result],
  width: WIDTH,
  height: HEIGHT,
}).columns;

/** Cell texts of rows [from, to) as table rows. */
function plainRowsHtml(from: number, to: number): string {
  const columns = plainColumns;
  const parts: string[] = [];
  for (let i = from; i < to; i++) {
    const row = result.data[i] ?? {};
    parts.push(`<tr>${columns.map((c) => `<td>${c.format(row[c.key])}</td>`).join('')}</tr>`);
  }
  return parts.join('');
}

function plainTable(container: HTMLElement, from: number, to: number): HTMLElement {
  const scroller = document.createElement('div');
  scroller.style.cssText = `height:${HEIGHT}px;overflow-y:auto`;
  scroller.innerHTML = `<style>td{height:32px;padding:0 8px;box-sizing:border-box}</style><table style="width:100%;border-collapse:collapse"><tbody>${plainRowsHtml(from, to)}</tbody></table>`;
  container.append(scroller);
  return scroller;
}

let unmount: (() => void) | null = null;

async function mountMeridian(): Promise<{ ms: number; container: HTMLElement }> {
  unmount?.();
  const container = freshContainer();
  const started = performance.now();
  const props = transformTableProps({ formData, queriesData: [result], width: WIDTH, height: HEIGHT });
  const root = createRoot(container);
  flushSync(() => root.render(<TableChart {...props} />));
  await nextPaint();
  const ms = performance.now() - started;
  unmount = () => root.unmount();
  return { ms, container };
}

async function scrollSteps(scroller: HTMLElement, steps: number, stepPx: number): Promise<number[]> {
  const frames: number[] = [];
  for (let i = 0; i < steps; i++) {
    const started = performance.now();
    scroller.scrollTop += stepPx;
    await nextPaint();
    frames.push(performance.now() - started);
  }
  return frames;
}

/** The text of the row at the top of a scrolled body (the one under its top edge). */
function topRowText(scroller: HTMLElement): string {
  const box = scroller.getBoundingClientRect();
  const element = document.elementFromPoint(box.left + 20, box.top + 10);
  return element?.closest('[role="row"], tr')?.firstElementChild?.textContent?.trim() ?? '';
}

const page: TablePage = {
  rowCount,
  async meridianFirstPaint() {
    const { ms, container } = await mountMeridian();
    return { ms, rowElements: rowsIn(container), firstCell: firstCellOf(container) };
  },
  async plainFirstPaint() {
    unmount?.();
    unmount = null;
    const container = freshContainer();
    const started = performance.now();
    plainTable(container, 0, rowCount);
    await nextPaint();
    return {
      ms: performance.now() - started,
      rowElements: rowsIn(container),
      firstCell: firstCellOf(container),
    };
  },
  async windowFirstPaint() {
    unmount?.();
    unmount = null;
    const container = freshContainer();
    const started = performance.now();
    plainTable(container, 0, Math.ceil(HEIGHT / 32));
    await nextPaint();
    return {
      ms: performance.now() - started,
      rowElements: rowsIn(container),
      firstCell: firstCellOf(container),
    };
  },
  async meridianScroll(steps, stepPx) {
    const { container } = await mountMeridian();
    // The Table chart's scrolled body: the element whose content is as tall as every row.
    const scroller = [...container.querySelectorAll<HTMLElement>('div')].find(
      (d) => d.style.overflowY === 'auto',
    );
    if (!scroller) throw new Error('no scrolled body in the Table chart');
    const frames = await scrollSteps(scroller, steps, stepPx);
    return { frames, topRow: topRowText(scroller) };
  },
  async plainScroll(steps, stepPx) {
    unmount?.();
    unmount = null;
    const scroller = plainTable(freshContainer(), 0, rowCount);
    await nextPaint();
    const frames = await scrollSteps(scroller, steps, stepPx);
    return { frames, topRow: topRowText(scroller) };
  },
};
window.tablePage = page;
