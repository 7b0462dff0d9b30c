import { columnLabel, type QueryContext } from '@meridian/core';
import { buildDeckQuery } from '../../maps/deck-query';
import type { DeckGeojsonFormData } from './form-data';

/** The GeoJSON column, raw rows (pure). */
export function buildDeckGeojsonQuery(formData: DeckGeojsonFormData): QueryContext {
  return buildDeckQuery(formData, {
    positionColumns: formData.geojson ? [columnLabel(formData.geojson)] : [],
  });
}
