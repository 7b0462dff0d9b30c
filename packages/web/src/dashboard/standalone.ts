/** Bits of the dashboard's `standalone` query parameter. */
export const STANDALONE_BITS = {
  hideTitle: 1,
  hideTabs: 2,
  hideNav: 4,
  hideChartControls: 8,
} as const;

/** The `standalone` bitmask of a query string; 0 when absent or not a number. */
export function standaloneMask(search: string): number {
  const value = Number.parseInt(new URLSearchParams(search).get('standalone') ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Whether a bit of the mask is set. */
export function hasBit(mask: number, bit: number): boolean {
  return (mask & bit) === bit;
}

/** Whether the app shell hides its top navigation for this address (a dashboard with bit 4). */
export function hidesNav(pathname: string, search: string): boolean {
  return (
    pathname.startsWith('/superset/dashboard/') && hasBit(standaloneMask(search), STANDALONE_BITS.hideNav)
  );
}

/** Query parameters the dashboard itself reads; every other one is passed on to the charts (spec §2). */
const DASHBOARD_PARAMS = new Set([
  'standalone',
  'edit',
  'native_filters',
  'native_filters_key',
  'preselect_filters',
  'focused_chart',
  'permalink_key',
]);

/** The url params passed to every chart: the address's query parameters the dashboard does not read itself. */
export function chartUrlParams(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (!DASHBOARD_PARAMS.has(key)) params[key] = value;
  return params;
}

/**
 * The charts' url params as a query string: equal for two addresses that differ only in the dashboard's own
 * parameters (the native_filters_key that publishing the filter state writes), so a page can keep its charts then.
 */
export function chartUrlParamsText(search: string): string {
  return new URLSearchParams(chartUrlParams(search)).toString();
}

/** Id of the chart the address asks to focus (`focused_chart`), or null. */
export function focusedChartId(search: string): number | null {
  const value = Number.parseInt(new URLSearchParams(search).get('focused_chart') ?? '', 10);
  return Number.isInteger(value) && value > 0 ? value : null;
}
