import type { QueryContext } from '@meridian/core';
import { buildWeightedQuery } from '../../maps/weighted';
import type { DeckHexFormData } from './form-data';

/** Positions grouped by the weight metric (pure). */
export function buildDeckHexQuery(formData: DeckHexFormData): QueryContext {
  return buildWeightedQuery(formData);
}
