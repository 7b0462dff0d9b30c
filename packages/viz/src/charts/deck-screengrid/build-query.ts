import type { QueryContext } from '@meridian/core';
import { buildWeightedQuery } from '../../maps/weighted';
import type { DeckScreengridFormData } from './form-data';

/** Positions grouped by the weight metric (pure). */
export function buildDeckScreengridQuery(formData: DeckScreengridFormData): QueryContext {
  return buildWeightedQuery(formData);
}
