import { columnLabel, metricLabel, type QueryObject } from '@meridian/core';
import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import { normalizeTimeColumn } from '../../query/normalize-time-column';
import type { FormColumn } from '../../form-data/schemas';
import type { HeatmapFormData } from './form-data';

type OrderBy = QueryObject['orderby'][number];

/**
 * Superset's heatmap query: the metric by x and y, ordered alphabetically when asked (value orders are applied to
 * the summed categories after the query), and the metric's percentile rank across x, y or the whole (pure).
 */
export function buildHeatmapQuery(formData: HeatmapFormData): QueryContext {
  const y = formData.groupby[0];
  const columns = [formData.x_axis, y].filter((c): c is FormColumn => Boolean(c));
  const orderby: OrderBy[] = [];
  const sorts = [formData.sort_x_axis, formData.sort_y_axis];
  sorts.forEach((sort, axis) => {
    const column = [formData.x_axis, y][axis];
    if (sort && !sort.includes('value') && column) orderby.push([column, sort.includes('asc')]);
  });
  const across = formData.normalize_across;
  const groupBy = across === 'x' ? formData.x_axis : across === 'y' ? y : undefined;
  const rank = {
    metric: metricLabel(formData.metric),
    ...(groupBy ? { group_by: columnLabel(groupBy) } : {}),
  };
  return buildQueryContext(formData, (base) => [
    normalizeTimeColumn(formData, {
      ...base,
      columns,
      orderby,
      post_processing: [{ operation: 'rank', options: rank }],
    }),
  ]);
}
