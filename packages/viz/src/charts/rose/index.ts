import type { EChartsRendererProps } from '../../echarts/renderer-props';
import type { VizPlugin } from '../../plugin';
import { buildRoseQuery } from './build-query';
import { roseFormDataSchema, type RoseFormData } from './form-data';
import { ROSE_VIZ_TYPE, roseMetadata } from './metadata';

/** Nightingale Rose Chart (rose). */
export const rosePlugin: VizPlugin<RoseFormData, EChartsRendererProps> = {
  vizType: ROSE_VIZ_TYPE,
  metadata: roseMetadata,
  formDataSchema: roseFormDataSchema,
  buildQuery: buildRoseQuery,
  loadParts: () => import('./parts'),
};
