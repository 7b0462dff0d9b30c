import type { QueryObject } from '@meridian/core';
import type { FormColumn, FormMetric } from '../form-data/schemas';

type OrderBy = QueryObject['orderby'][number];

/**
 * Superset's order of the level charts (treemap, sankey): only when a row limit cuts the rows, the metric
 * descending first (sort_by_metric), then every level ascending, so the rows kept are the largest and whole.
 */
export function hierarchyOrderBy(
  formData: { metric: FormMetric; sort_by_metric: boolean; row_limit?: number | null | undefined },
  levels: readonly (FormColumn | null | undefined)[],
): OrderBy[] {
  if (!formData.row_limit) return [];
  const byMetric: OrderBy[] = formData.sort_by_metric ? [[formData.metric, false]] : [];
  return [...byMetric, ...levels.flatMap((level): OrderBy[] => (level ? [[level, true]] : []))];
}
