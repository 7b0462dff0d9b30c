/** The rose's geometry: one equal wedge per period, each series an arc from the centre, larger values drawn first. */

/** One arc: the period's wedge index, the series, its value and the draw rank (0 = drawn first, the largest). */
export interface RoseArc {
  period: number;
  series: number;
  value: number;
  rank: number;
}

/** Arcs of every period, ranked per period so the largest value sits underneath (overlaid, not stacked). */
export function roseArcs(values: readonly (readonly (number | null)[])[]): RoseArc[] {
  // values[series][period]
  const periods = Math.max(0, ...values.map((v) => v.length));
  const arcs: RoseArc[] = [];
  for (let period = 0; period < periods; period++) {
    const inPeriod = values
      .map((v, series) => ({ series, value: v[period] ?? 0 }))
      .filter((a) => Number.isFinite(a.value))
      .sort((a, b) => b.value - a.value);
    inPeriod.forEach((a, rank) => arcs.push({ period, series: a.series, value: a.value, rank }));
  }
  return arcs;
}

/** Radius of a value: linear in the value, or in its square root so the area is proportional (rose_area_proportion). */
export function roseRadius(value: number, max: number, radius: number, areaProportion: boolean): number {
  if (max <= 0 || value <= 0) return 0;
  const share = Math.min(1, value / max);
  return radius * (areaProportion ? Math.sqrt(share) : share);
}
