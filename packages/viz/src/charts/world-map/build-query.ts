import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { WorldMapFormData } from './form-data';

/** The metrics per country; ordered by the metric, descending, with sort_by_metric (pure). */
export function buildWorldMapQuery(formData: WorldMapFormData): QueryContext {
  const metrics = [formData.metric, formData.secondary_metric].filter((m) => m !== null && m !== undefined);
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: formData.entity ? [formData.entity] : [],
      metrics,
      orderby: formData.sort_by_metric && formData.metric ? [[formData.metric, false]] : [],
      series_limit: 0,
    },
  ]);
}
