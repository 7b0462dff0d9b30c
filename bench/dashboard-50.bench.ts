// A dashboard of 50 charts in headless Chromium (viewport 1400x900): time from navigation start to the first chart
// drawn and to every chart in the viewport drawn, cold (fresh server and browser cache) and warm (loaded again),
// the chart-data requests made before any scroll, and the gzip size of the JavaScript the page loaded. For the
// ratio against the raw engine, the charts' SQL is also run straight on DuckDB.
// Looking closer: MERIDIAN_BENCH_ROUNDS=n (servers started, 2), MERIDIAN_BENCH_TRACE=1 (the last warm load's
// requests, long tasks and card states), MERIDIAN_BENCH_PROFILE=1 (hottest functions of one more warm load),
// MERIDIAN_BENCH_CHROME_TRACE=file.json (a Chrome trace of one more warm load, for DevTools).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { buildQueryContextFromFormData } from '@meridian/viz/query';
import type { Browser, Page, Request } from 'playwright-core';
import { ensureWebBuild, launchBrowser, ROOT, startServer, type ServerHandle } from '../e2e/harness';
import { signIn } from '../e2e/ui';
import { DASHBOARD_VIEW_HEADER, dashboardViewKey } from '../packages/server/src/query/dashboard-concurrency';
import { examplesEventsFile } from './chart-data-setup';
import { gzipBytesOf, largestScripts, routeStaticScripts, TARGET_ROUTE_JS_GZIP_KB } from './route-js';
import { startProfile } from './dashboard-profile';
import {
  apiClient,
  createDashboardFixture,
  CHART_COUNT,
  type ApiClient,
  type DashboardFixture,
} from './dashboard-fixture';

/** Fresh servers started; each gives one cold load and WARM_LOADS warm ones. */
const ROUNDS = Number(process.env['MERIDIAN_BENCH_ROUNDS'] ?? 2);
const WARM_LOADS = 3;
const VIEWPORT = { width: 1400, height: 900 };
/** Time to keep counting chart-data requests once the visible charts are drawn (nothing scrolls meanwhile). */
const SETTLE_MS = 1500;
const TARGET_WARM_FIRST_MS = 1000;
const TARGET_WARM_ALL_VISIBLE_MS = 2000;
/** Queries the web runs at once per dashboard view (packages/web/src/dashboard/query-queue.ts). */
const WEB_CONCURRENCY = 4;
const WEB_DIST = path.join(ROOT, 'packages', 'web', 'dist');
/** The e2e harness's lock, held while a web build rewrites packages/web/dist. */
const WEB_BUILD_LOCK = path.join(ROOT, 'test-results', '.web-build.lock');

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const ms = (value: number): string => `${Math.round(value)} ms`.padStart(9);
const verdict = (value: number, target: number): string => (value <= target ? 'met' : 'MISSED');

/**
 * Installed before the page's own scripts: every animation frame, notes when each chart card first shows a drawn
 * chart (its card reports data-status="success" and holds the big number, the table or the ECharts canvas), and
 * each change of a card's status for the trace.
 */
const DRAW_WATCHER = `
window.__dashboardBench = { drawn: {}, failed: {}, longTasks: [], statuses: {}, changes: [] };
(() => {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__dashboardBench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const DRAWN = '[data-testid="big-number"], [data-testid="table-chart"], [data-testid="echarts-container"] canvas';
  const tick = () => {
    const now = performance.now();
    const state = window.__dashboardBench;
    for (const card of document.querySelectorAll('[data-testid="dashboard-chart"]')) {
      const id = card.getAttribute('data-chart-id');
      if (!id || id in state.drawn) continue;
      const status = card.getAttribute('data-status');
      if (state.statuses[id] !== status) {
        state.statuses[id] = status;
        state.changes.push([now, 'chart ' + id + ' ' + status]);
      }
      if (status === 'failed' || status === 'stopped') state.failed[id] = card.textContent;
      else if (status === 'success' && card.querySelector(DRAWN)) {
        state.drawn[id] = now;
        state.changes.push([now, 'chart ' + id + ' drawn']);
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();
`;

/**
 * Installed with the watcher as window.__visibleDrawn and polled until the charts in the viewport are all drawn:
 * then answers the first and last draw times (ms since navigation start) and how many charts are in the viewport.
 * (A string predicate given to waitForFunction is evaluated in the page, which the app's CSP, script-src 'self',
 * refuses; an init script and a function predicate are not.)
 */
const VISIBLE_DRAWN = `window.__visibleDrawn = () => {
  const state = window.__dashboardBench;
  const failed = Object.keys(state.failed);
  if (failed.length > 0) return { failed: failed.map((id) => id + ': ' + state.failed[id]) };
  const cards = [...document.querySelectorAll('[data-testid="dashboard-chart"]')];
  const visible = cards.filter((card) => {
    const rect = card.getBoundingClientRect();
    return rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth;
  });
  if (visible.length === 0) return null;
  const times = visible.map((card) => state.drawn[card.getAttribute('data-chart-id')]);
  if (times.some((t) => t === undefined)) return null;
  const all = Object.values(state.drawn);
  return { first: Math.min(...all), allVisible: Math.max(...times), visible: visible.length, cards: cards.length };
};`;

/** The page's window with the predicate VISIBLE_DRAWN installs. */
interface BenchWindow {
  __visibleDrawn: () => unknown;
}

/** What one load of the dashboard measured. */
interface LoadFigures {
  /** ms from navigation start to the first chart drawn. */
  first: number;
  /** ms from navigation start to the last chart of the viewport drawn. */
  allVisible: number;
  /** Chart cards in the viewport. */
  visible: number;
  /** Chart cards on the page. */
  cards: number;
  /** POST /api/v1/chart/data requests made before any scroll. */
  chartRequests: number;
  /** Of those, the ones the server can tell belong to a dashboard view (view header or form_data.dashboardId). */
  viewRequests: number;
  /** Paths of the .js files the page fetched. */
  scripts: Set<string>;
  /** Paths of the .css files the page fetched. */
  styles: Set<string>;
  /** Each finished request: ms from navigation start to its start and end, and its path. */
  trace: string[];
}

/** Listens to a page's requests: chart-data requests, scripts, and a timeline of finished requests. */
function watchRequests(page: Page) {
  const seen = { chartRequests: 0, viewRequests: 0, scripts: new Set<string>(), styles: new Set<string>() };
  const finished: { at: number; end: number; what: string }[] = [];
  const onRequest = (request: Request) => {
    const pathname = new URL(request.url()).pathname;
    if (pathname.endsWith('.js')) seen.scripts.add(pathname);
    if (pathname.endsWith('.css')) seen.styles.add(pathname);
    if (request.method() !== 'POST' || pathname !== '/api/v1/chart/data') return;
    seen.chartRequests += 1;
    const body: unknown = request.postDataJSON();
    const formData =
      typeof body === 'object' && body !== null && 'form_data' in body ? body.form_data : undefined;
    const viewHeader = request.headers()[DASHBOARD_VIEW_HEADER];
    // Whether the server would key the request to a view (the user id does not matter for that).
    if (dashboardViewKey({ userId: 1, viewHeader, formData }) !== null) seen.viewRequests += 1;
  };
  const onFinished = (request: Request) => {
    const timing = request.timing();
    const what = `${request.method()} ${new URL(request.url()).pathname}`;
    finished.push({ at: timing.startTime, end: timing.startTime + timing.responseEnd, what });
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  return {
    seen,
    /** Finished requests, the page's long tasks and chart status changes, by start time (ms since navigation start). */
    timeline: async (): Promise<string[]> => {
      const origin = (await page.evaluate('performance.timeOrigin')) as number;
      const longTasks = (await page.evaluate('window.__dashboardBench.longTasks')) as [number, number][];
      const changes = (await page.evaluate('window.__dashboardBench.changes')) as [number, string][];
      return [
        ...finished.map(({ at, end, what }) => ({ at: at - origin, end: end - origin, what })),
        ...longTasks.map(([at, duration]) => ({ at, end: at + duration, what: 'main thread busy' })),
        ...changes.map(([at, what]) => ({ at, end: at, what })),
      ]
        .sort((a, b) => a.at - b.at)
        .map(({ at, end, what }) => `${ms(at)} ${ms(end)}  ${what}`);
    },
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
    },
  };
}

async function loadDashboard(page: Page, url: string): Promise<LoadFigures> {
  const requests = watchRequests(page);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page
      .waitForFunction(() => (window as unknown as BenchWindow).__visibleDrawn(), undefined, {
        timeout: 120_000,
        polling: 50,
      })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: '/tmp/shots/dashboard-50-bench-failed.png' }).catch(() => undefined);
        throw error;
      });
    const figures = (await handle.jsonValue()) as
      { failed: string[] } | { first: number; allVisible: number; visible: number; cards: number };
    if ('failed' in figures) throw new Error(`charts failed: ${figures.failed.join('; ')}`);
    await page.waitForTimeout(SETTLE_MS);
    return { ...figures, ...requests.seen, trace: await requests.timeline() };
  } finally {
    requests.stop();
  }
}

/**
 * Copies the built web app to a temp folder once no build is running, so a rebuild by someone else during the
 * benchmark (vite empties dist first) cannot break the pages; answers the copy's folder.
 */
async function snapshotWebDist(): Promise<string> {
  const deadline = Date.now() + 300_000;
  while (fs.existsSync(WEB_BUILD_LOCK) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-web-'));
  fs.cpSync(WEB_DIST, copy, { recursive: true });
  const index = path.join(copy, 'index.html');
  const assets = fs.existsSync(index)
    ? [...fs.readFileSync(index, 'utf8').matchAll(/\/assets\/[^"']+/g)]
    : [];
  if (assets.length === 0 || assets.some(([asset]) => !fs.existsSync(path.join(copy, asset)))) {
    throw new Error(`${WEB_DIST} is not a complete build: run npm run build --workspace @meridian/web`);
  }
  return copy;
}

/** One fresh server: a cold load in a fresh browser context, then warm loads of the same page. */
async function round(
  browser: Browser,
  eventsFile: string,
): Promise<{
  cold: LoadFigures;
  warm: LoadFigures[];
  fixture: DashboardFixture;
  api: ApiClient;
  server: ServerHandle;
}> {
  const server = await startServer();
  try {
    const api = await apiClient(server.baseUrl, 'admin', server.adminPassword);
    const fixture = await createDashboardFixture(api, eventsFile);
    const login = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORT });
    await signIn(await login.newPage(), 'admin', server.adminPassword);
    const storageState = await login.storageState();
    await login.close();
    // A new context has an empty HTTP cache: the cold load fetches every script.
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORT, storageState });
    await context.addInitScript(DRAW_WATCHER + VISIBLE_DRAWN);
    const page = await context.newPage();
    const url = `/superset/dashboard/${fixture.dashboardId}/`;
    const cold = await loadDashboard(page, url);
    const warm: LoadFigures[] = [];
    for (let i = 0; i < WARM_LOADS; i++) warm.push(await loadDashboard(page, url));
    if (process.env['MERIDIAN_BENCH_PROFILE'] === '1') await printProfile(page, url);
    const tracePath = process.env['MERIDIAN_BENCH_CHROME_TRACE'];
    if (tracePath) await traceLoad(browser, page, url, tracePath);
    await page.screenshot({ path: '/tmp/shots/dashboard-50-bench.png' }).catch(() => undefined);
    await context.close();
    return { cold, warm, fixture, api, server };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Loads the page once more under Chrome's tracing and writes the trace (for DevTools' Performance panel). */
async function traceLoad(browser: Browser, page: Page, url: string, tracePath: string): Promise<void> {
  await browser.startTracing(page, {
    path: tracePath,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
  });
  const figures = await loadDashboard(page, url);
  await browser.stopTracing();
  console.log(`traced warm load (first chart ${ms(figures.first).trim()}) written to ${tracePath}`);
}

/** Loads the page once more under the CPU profiler and prints where its main thread spent the time. */
async function printProfile(page: Page, url: string): Promise<void> {
  const stop = await startProfile(page);
  const figures = await loadDashboard(page, url);
  const { functions, files } = await stop(12);
  console.log(
    `profiled warm load: all visible at ${ms(figures.allVisible).trim()}; self time by script file:`,
  );
  for (const file of files) console.log(`${ms(file.selfMs)}  ${file.name}`);
  console.log('by function:');
  for (const hot of functions) console.log(`${ms(hot.selfMs)}  ${hot.name}`);
}

/** The SQL Meridian runs for each chart, as the API shows it (result_type "query"). */
async function chartSql(api: ApiClient, fixture: DashboardFixture): Promise<string[][]> {
  const sql: string[][] = [];
  for (const chart of fixture.charts) {
    const context = buildQueryContextFromFormData(chart.formData);
    const answer = (await api.call('POST', '/api/v1/chart/data', { ...context, result_type: 'query' })) as {
      result: { query: string }[];
    };
    sql.push(answer.result.map((r) => r.query));
  }
  return sql;
}

/** Runs the charts' SQL on DuckDB directly: all one after another, and the first `visible` charts 4 at a time. */
async function rawDuckDb(
  file: string,
  sql: string[][],
  visible: number,
): Promise<{ all: number; visible: number }> {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const connections = await Promise.all(Array.from({ length: WEB_CONCURRENCY }, () => instance.connect()));
  const [first] = connections;
  if (!first) throw new Error('no DuckDB connection');
  const runChart = async (connection: typeof first, statements: string[]) => {
    for (const statement of statements) await connection.runAndReadAll(statement);
  };
  try {
    for (const statements of sql) await runChart(first, statements);
    let started = performance.now();
    for (const statements of sql) await runChart(first, statements);
    const all = performance.now() - started;
    const queue = sql.slice(0, visible);
    started = performance.now();
    await Promise.all(
      connections.map(async (connection) => {
        for (let next = queue.shift(); next; next = queue.shift()) await runChart(connection, next);
      }),
    );
    return { all, visible: performance.now() - started };
  } finally {
    for (const connection of connections) connection.closeSync();
    instance.closeSync();
  }
}

export async function run(): Promise<void> {
  await ensureWebBuild();
  fs.mkdirSync('/tmp/shots', { recursive: true });
  const eventsFile = await examplesEventsFile();
  const webDist = await snapshotWebDist();
  // The harness hands its environment to the server it starts.
  const previousWebDist = process.env['MERIDIAN_WEB_DIST'];
  process.env['MERIDIAN_WEB_DIST'] = webDist;
  const browser = await launchBrowser();
  const colds: LoadFigures[] = [];
  const warms: LoadFigures[] = [];
  let raw: { all: number; visible: number } | undefined;
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const result = await round(browser, eventsFile);
      colds.push(result.cold);
      warms.push(...result.warm);
      try {
        if (i === ROUNDS - 1)
          raw = await rawDuckDb(eventsFile, await chartSql(result.api, result.fixture), result.cold.visible);
      } finally {
        await result.server.stop();
      }
    }
    printReport({ webDist, colds, warms, raw });
  } finally {
    await browser.close();
    if (previousWebDist === undefined) delete process.env['MERIDIAN_WEB_DIST'];
    else process.env['MERIDIAN_WEB_DIST'] = previousWebDist;
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}

/** Prints the figures against the issue's targets (and, with MERIDIAN_BENCH_TRACE=1, the last warm load's timeline). */
function printReport(options: {
  webDist: string;
  colds: LoadFigures[];
  warms: LoadFigures[];
  raw: { all: number; visible: number } | undefined;
}): void {
  const { webDist, colds, warms, raw } = options;
  const [cold] = colds;
  if (!cold || !raw) throw new Error('no load was measured');
  const js = gzipBytesOf(webDist, cold.scripts);
  const css = gzipBytesOf(webDist, cold.styles);
  const coldFirst = median(colds.map((c) => c.first));
  const coldAll = median(colds.map((c) => c.allVisible));
  const warmFirst = median(warms.map((w) => w.first));
  const warmAll = median(warms.map((w) => w.allVisible));
  if (process.env['MERIDIAN_BENCH_TRACE'] === '1') {
    console.log(`requests and long tasks of the last warm load (start, end; ms from navigation start):`);
    for (const line of warms.at(-1)?.trace ?? []) console.log(line);
    console.log('largest scripts of the cold load (gzip -9):');
    for (const [file, bytes] of largestScripts(webDist, cold.scripts, 8))
      console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${file}`);
  }
  const cap = process.env['MERIDIAN_DASHBOARD_QUERY_CONCURRENCY'] ?? '4 (default)';
  const grouped =
    cold.viewRequests === cold.chartRequests ? 'all' : `${cold.viewRequests} of ${cold.chartRequests}`;
  const load = os.loadavg().map((l) => l.toFixed(1));
  console.log(
    `machine: ${os.cpus().length} cores, load average ${load.join(' ')} (figures are only comparable at low load)`,
  );
  console.log(
    `dashboard of ${CHART_COUNT} charts (${cold.cards} cards), viewport ${VIEWPORT.width}x${VIEWPORT.height}: ${cold.visible} charts in view; server cap ${cap} per view (${grouped} chart-data requests of the cold load name their view)`,
  );
  console.log(`${''.padEnd(34)}first chart  all visible`);
  console.log(`${`cold (median of ${colds.length})`.padEnd(34)}${ms(coldFirst)}  ${ms(coldAll)}`);
  console.log(
    `${`warm (median of ${warms.length})`.padEnd(34)}${ms(warmFirst)}  ${ms(warmAll)}   targets <= ${TARGET_WARM_FIRST_MS} ms: ${verdict(warmFirst, TARGET_WARM_FIRST_MS)}, <= ${TARGET_WARM_ALL_VISIBLE_MS} ms: ${verdict(warmAll, TARGET_WARM_ALL_VISIBLE_MS)}`,
  );
  console.log(
    `${'chart-data requests before scroll'.padEnd(34)}cold ${colds.map((c) => c.chartRequests).join(', ')}; warm ${warms.map((w) => w.chartRequests).join(', ')} (of ${CHART_COUNT} charts)`,
  );
  const route = gzipBytesOf(webDist, routeStaticScripts(webDist));
  console.log(
    `${'route JS (gzip -9)'.padEnd(34)}${(route.bytes / 1024).toFixed(1)} KB in ${route.files} files (entry + dashboard page)   target <= ${TARGET_ROUTE_JS_GZIP_KB} KB: ${verdict(route.bytes / 1024, TARGET_ROUTE_JS_GZIP_KB)}`,
  );
  console.log(
    `${'all JS of the cold load (gzip -9)'.padEnd(34)}${(js.bytes / 1024).toFixed(1)} KB in ${js.files} files (with the renderers and ECharts of this dashboard's 5 chart types)`,
  );
  console.log(
    `${'CSS of the cold load (gzip -9)'.padEnd(34)}${(css.bytes / 1024).toFixed(1)} KB in ${css.files} files (antd's stylesheet with the app's own: no styles are generated at run time)`,
  );
  console.log(
    `${'raw DuckDB'.padEnd(34)}all ${CHART_COUNT} charts' SQL in turn ${ms(raw.all).trim()}; the ${cold.visible} in view, ${WEB_CONCURRENCY} at a time ${ms(raw.visible).trim()}; ratio cold all-visible / raw ${(coldAll / raw.visible).toFixed(1)}x, warm ${(warmAll / raw.visible).toFixed(1)}x`,
  );
}
