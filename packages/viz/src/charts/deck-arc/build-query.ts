import type { QueryContext } from '@meridian/core';
import { buildDeckQuery } from '../../maps/deck-query';
import { spatialColumns } from '../../maps/spatial';
import type { DeckArcFormData } from './form-data';

/** Start and end position columns and the category, raw rows (pure). */
export function buildDeckArcQuery(formData: DeckArcFormData): QueryContext {
  return buildDeckQuery(formData, {
    positionColumns: [...spatialColumns(formData.start_spatial), ...spatialColumns(formData.end_spatial)],
    columns: [formData.dimension],
  });
}
