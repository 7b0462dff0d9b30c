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
