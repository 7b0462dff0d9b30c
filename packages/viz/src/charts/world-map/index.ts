import type { MapRendererProps } from '../../maps/map-props';
import type { VizPlugin } from '../../plugin';
import { buildWorldMapQuery } from './build-query';
import { worldMapFormDataSchema, type WorldMapFormData } from './form-data';
import { WORLD_MAP_VIZ_TYPE, worldMapMetadata } from './metadata';

/** World Map (world_map). */
export const worldMapPlugin: VizPlugin<WorldMapFormData, MapRendererProps> = {
  vizType: WORLD_MAP_VIZ_TYPE,
  metadata: worldMapMetadata,
  formDataSchema: worldMapFormDataSchema,
  buildQuery: buildWorldMapQuery,
  loadParts: () => import('./parts'),
};
