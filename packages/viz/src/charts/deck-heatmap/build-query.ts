import type { QueryContext } from '@meridian/core';
import { buildWeightedQuery } from '../../maps/weighted';
import type { DeckHeatmapFormData } from './form-data';

/** Positions grouped by the weight metric (pure). */
export function buildDeckHeatmapQuery(formData: DeckHeatmapFormData): QueryContext {
  return buildWeightedQuery(formData);
}
