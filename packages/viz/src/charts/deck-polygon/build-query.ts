import { columnLabel, type QueryContext } from '@meridian/core';
import { formMetricSchema } from '../../form-data/schemas';
import { buildDeckQuery } from '../../maps/deck-query';
import type { DeckPolygonFormData } from './form-data';

/** The elevation metric, when elevation comes from one. */
export function elevationMetric(fd: DeckPolygonFormData) {
  if (fd.point_radius_fixed?.type !== 'metric') return null;
  const parsed = formMetricSchema.safeParse(fd.point_radius_fixed.value);
  return parsed.success ? parsed.data : null;
}

/** The polygon column, grouped by the colour metric (or the elevation metric) when there is one (pure). */
export function buildDeckPolygonQuery(formData: DeckPolygonFormData): QueryContext {
  const context = buildDeckQuery(formData, {
    positionColumns: formData.line_column ? [columnLabel(formData.line_column)] : [],
    metric: formData.metric ?? elevationMetric(formData),
  });
  const elevation = elevationMetric(formData);
  const [query] = context.queries;
  // Both metrics are needed when colour and elevation come from different ones.
  if (query && elevation && formData.metric && query.metrics && !query.metrics.includes(elevation))
    query.metrics = [...query.metrics, elevation];
  return context;
}
