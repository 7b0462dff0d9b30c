import type { VizPlugin } from '../../plugin';
import { buildHorizonQuery } from './build-query';
import { horizonFormDataSchema, type HorizonFormData } from './form-data';
import { HORIZON_VIZ_TYPE, horizonMetadata } from './metadata';
import type { HorizonRendererProps } from './transform-props';

/** Horizon Chart (horizon). */
export const horizonPlugin: VizPlugin<HorizonFormData, HorizonRendererProps> = {
  vizType: HORIZON_VIZ_TYPE,
  metadata: horizonMetadata,
  formDataSchema: horizonFormDataSchema,
  buildQuery: buildHorizonQuery,
  loadParts: () => import('./parts'),
};
