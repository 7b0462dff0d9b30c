import type { QueryContext } from '@meridian/core';
import { buildDeckQuery } from '../../maps/deck-query';
import { spatialColumns } from '../../maps/spatial';
import { formMetricSchema } from '../../form-data/schemas';
import type { DeckScatterFormData } from './form-data';

/** The size metric of a scatter, when sized by one. */
export function scatterMetric(fd: DeckScatterFormData) {
  if (fd.point_radius_fixed?.type !== 'metric') return null;
  const parsed = formMetricSchema.safeParse(fd.point_radius_fixed.value);
  return parsed.success ? parsed.data : null;
}

/** Position columns and the category, grouped by the size metric when there is one (pure). */
export function buildDeckScatterQuery(formData: DeckScatterFormData): QueryContext {
  return buildDeckQuery(formData, {
    positionColumns: spatialColumns(formData.spatial),
    columns: [formData.dimension],
    metric: scatterMetric(formData),
  });
}
