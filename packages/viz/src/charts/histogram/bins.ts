/** Most bins a histogram may have (Superset's MAX_HISTOGRAM_BINS, which the server enforces too). */
export const MAX_HISTOGRAM_BINS = 1000;

/** A bin column of the histogram operation ("<low> - <high>") as its two edges, or null for another column. */
export function binEdges(column: string): [number, number] | null {
  const match = /^(-?[\d.e+-]+|-?inf|nan) - (-?[\d.e+-]+|-?inf|nan)$/i.exec(column);
  if (!match) return null;
  const [low, high] = [Number.parseFloat(match[1] ?? ''), Number.parseFloat(match[2] ?? '')];
  return Number.isNaN(low) || Number.isNaN(high) ? null : [low, high];
}
