/** Lane layout of the Gantt chart: one lane per category, or per category and series with subcategories. */

/** Key of a missing value in lanes and series. */
export const NULL_KEY = '<NULL>';

/** The lanes: their count, each category's first lane and size, and the lane of a (category, series) pair. */
export interface GanttLanes {
  /** Number of lanes (the y-axis runs 0..count). */
  count: number;
  /** Categories top to bottom with their first lane and number of lanes. */
  categories: { name: string; first: number; size: number }[];
  /** The lane of a row: by category, and by series when subcategories. */
  laneOf: (category: string, series: string) => number | undefined;
}

/** Lanes in the order categories (and their series) first appear in the rows. */
export function ganttLanes(
  rows: readonly { category: string; series: string }[],
  subcategories: boolean,
): GanttLanes {
  const byCategory = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const key = subcategories ? row.series : '';
    const subs = byCategory.get(row.category) ?? new Map<string, number>();
    if (!subs.has(key)) subs.set(key, subs.size);
    byCategory.set(row.category, subs);
  }
  let count = 0;
  const categories: GanttLanes['categories'] = [];
  const firstOf = new Map<string, number>();
  for (const [name, subs] of byCategory) {
    categories.push({ name, first: count, size: subs.size });
    firstOf.set(name, count);
    count += subs.size;
  }
  return {
    count,
    categories,
    laneOf: (category, series) => {
      const first = firstOf.get(category);
      const offset = byCategory.get(category)?.get(subcategories ? series : '');
      return first === undefined || offset === undefined ? undefined : first + offset;
    },
  };
}

/** Height of a bar as a share of its lane. */
export const BAR_HEIGHT_SCALE = 0.85;

/**
 * y-axis values of a lane (lane 0 at the top): the bar spans [count − lane − 1, count − lane]; its rectangle is
 * centred there with 85% of the lane's height.
 */
export function laneSpan(lane: number, count: number): [number, number] {
  return [count - lane - 1, count - lane];
}
