import type { QueryContext } from '@meridian/core';
import { buildWeightedQuery } from '../../maps/weighted';
import type { DeckContourFormData } from './form-data';

/** Positions grouped by the weight metric (pure). */
export function buildDeckContourQuery(formData: DeckContourFormData): QueryContext {
  return buildWeightedQuery(formData);
}
