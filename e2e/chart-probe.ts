import type { Page } from 'playwright-core';

/** The y values the ECharts chart registered as `key` drew, sorted; waits until there are some. */
export async function drawnValues(page: Page, key = 'explore'): Promise<number[]> {
  const handle = await page.waitForFunction(
    (chartKey) => {
      const option = window.__meridianCharts?.[chartKey]?.getOption();
      const series: unknown = option?.['series'];
      const values: number[] = [];
      for (const item of Array.isArray(series) ? series : []) {
        const data: unknown = typeof item === 'object' && item !== null && 'data' in item ? item.data : [];
        for (const datum of Array.isArray(data) ? data : []) {
          const point: unknown =
            typeof datum === 'object' && datum !== null && 'value' in datum ? datum.value : datum;
          const y: unknown = Array.isArray(point) ? point[1] : point;
          if (typeof y === 'number') values.push(y);
        }
      }
      return values.length > 0 ? values : null;
    },
    key,
    { timeout: 20_000 },
  );
  const values = await handle.jsonValue();
  return [...(values ?? [])].sort((a, b) => a - b);
}

/** A string field of a JSON answer. */
export async function stringField(response: { json(): Promise<unknown> }, key: string): Promise<string> {
  const body = await response.json();
  const value: unknown =
    typeof body === 'object' && body !== null
      ? Object.entries(body).find(([name]) => name === key)?.[1]
      : undefined;
  if (typeof value !== 'string') throw new Error(`The answer has no ${key}`);
  return value;
}
