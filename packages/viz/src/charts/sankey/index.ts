import type { EChartsRendererProps } from '../../echarts/renderer-props';
import type { VizPlugin } from '../../plugin';
import { buildSankeyQuery } from './build-query';
import { sankeyFormDataSchema, type SankeyFormData } from './form-data';
import { SANKEY_VIZ_TYPE, sankeyMetadata } from './metadata';

/** Sankey Chart (sankey_v2). */
export const sankeyPlugin: VizPlugin<SankeyFormData, EChartsRendererProps> = {
  vizType: SANKEY_VIZ_TYPE,
  metadata: sankeyMetadata,
  formDataSchema: sankeyFormDataSchema,
  buildQuery: buildSankeyQuery,
  loadParts: () => import('./parts'),
};
