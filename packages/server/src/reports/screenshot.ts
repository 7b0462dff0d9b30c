import { chromium, type Browser, type Page } from 'playwright-core';

/** Where the machine's Chromium is (Debian's package). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Chromium flags for headless rendering in a container. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-sync',
];

/** Sizes of Superset's report screenshots. */
const DASHBOARD_SIZE = { width: 1600, height: 2000 };
const CHART_SIZE = { width: 1200, height: 800 };

/** What to render and as whom. */
export interface ScreenshotRequest {
  /** Page to open, absolute. */
  url: string;
  /** Session cookie of the report's owner. */
  cookie: { name: string; value: string };
  kind: 'chart' | 'dashboard';
  format: 'PNG' | 'PDF';
  width: number | null;
  signal: AbortSignal;
}

/** Renders a chart or dashboard page in headless Chromium, waits until every chart has drawn, and captures it. */
export async function takeScreenshot(request: ScreenshotRequest): Promise<Buffer> {
  const size = request.kind === 'dashboard' ? DASHBOARD_SIZE : CHART_SIZE;
  const viewport = { width: request.width ?? size.width, height: size.height };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const abort = () => void browser.close();
  request.signal.addEventListener('abort', abort, { once: true });
  try {
    const context = await browser.newContext({ viewport });
    const url = new URL(request.url);
    await context.addCookies([
      { name: request.cookie.name, value: request.cookie.value, domain: url.hostname, path: '/' },
    ]);
    const page = await context.newPage();
    await page.goto(request.url, { waitUntil: 'load' });
    await waitUntilDrawn(page, request.kind);
    if (request.format === 'PDF') {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      return await page.pdf({ width: `${viewport.width}px`, height: `${height}px`, printBackground: true });
    }
    // The picture is what the report is about, as Superset takes it: the chart pane, or the dashboard's layout
    // (as tall as its content, not the window's 2,000 px of empty page below it).
    const target = request.kind === 'chart' ? DRAWN_TARGET.chart : DASHBOARD_LAYOUT;
    return await page.locator(target).screenshot({ type: 'png' });
  } finally {
    request.signal.removeEventListener('abort', abort);
    await closeQuietly(browser);
  }
}

/** Selector of what a report shows: every chart card of a dashboard, or the explore chart pane. */
const DRAWN_TARGET = {
  dashboard: '[data-testid="dashboard-chart"]',
  chart: '[data-testid="explore-chart-pane"]',
};

/** The dashboard's rows, tabs and charts, without the page around them. */
const DASHBOARD_LAYOUT = '[data-testid="dashboard-layout"]';

/**
 * Waits for the "drawn" signal the e2e specs read: each dashboard card reports success (or failed) and shows a
 * canvas, a table or a number; the explore pane shows one with no spinner (or its error). Cards below the fold are
 * scrolled into view, since dashboards only load visible charts.
 */
async function waitUntilDrawn(page: Page, kind: 'chart' | 'dashboard'): Promise<void> {
  await page.waitForSelector(DRAWN_TARGET[kind], { timeout: 60_000 });
  const cards = page.locator(DRAWN_TARGET[kind]);
  const count = await cards.count();
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    await card.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (element) => {
        if (!element) return false;
        const status = element.getAttribute('data-status');
        if (status === 'failed' || element.querySelector('[data-testid="chart-alert"]')) return true;
        if (status !== null && status !== 'success') return false;
        if (element.querySelector('.ant-spin')) return false;
        return element.querySelector('canvas, table, svg, [data-testid="big-number"]') !== null;
      },
      await card.elementHandle(),
      { timeout: 60_000 },
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // ECharts animates its first frame in; the report shows the last one.
  await page.waitForTimeout(1000);
}

async function closeQuietly(browser: Browser): Promise<void> {
  try {
    await browser.close();
  } catch {
    // already closed by an abort
  }
}
