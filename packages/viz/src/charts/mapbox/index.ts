import type { MapRendererProps } from '../../maps/map-props';
import type { VizPlugin } from '../../plugin';
import { buildMapboxQuery } from './build-query';
import { mapboxFormDataSchema, type MapboxFormData } from './form-data';
import { MAPBOX_VIZ_TYPE, mapboxMetadata } from './metadata';

/** MapBox (mapbox): raw points clustered on the client into circles sized by count or a label total. */
export const mapboxPlugin: VizPlugin<MapboxFormData, MapRendererProps> = {
  vizType: MAPBOX_VIZ_TYPE,
  metadata: mapboxMetadata,
  formDataSchema: mapboxFormDataSchema,
  buildQuery: buildMapboxQuery,
  loadParts: () => import('./parts'),
};
