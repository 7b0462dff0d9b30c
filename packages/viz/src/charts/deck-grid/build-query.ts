import type { QueryContext } from '@meridian/core';
import { buildWeightedQuery } from '../../maps/weighted';
import type { DeckGridFormData } from './form-data';

/** Positions grouped by the weight metric (pure). */
export function buildDeckGridQuery(formData: DeckGridFormData): QueryContext {
  return buildWeightedQuery(formData);
}
