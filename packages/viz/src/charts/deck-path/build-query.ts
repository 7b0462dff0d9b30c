import { columnLabel, type QueryContext } from '@meridian/core';
import { buildDeckQuery } from '../../maps/deck-query';
import type { DeckPathFormData } from './form-data';

/** The lines column and the category, raw rows (pure). */
export function buildDeckPathQuery(formData: DeckPathFormData): QueryContext {
  return buildDeckQuery(formData, {
    positionColumns: formData.line_column ? [columnLabel(formData.line_column)] : [],
    columns: [formData.dimension],
  });
}
