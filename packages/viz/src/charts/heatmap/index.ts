import type { EChartsRendererProps } from '../../echarts/renderer-props';
import type { VizPlugin } from '../../plugin';
import { buildHeatmapQuery } from './build-query';
import { heatmapFormDataSchema, type HeatmapFormData } from './form-data';
import { HEATMAP_VIZ_TYPE, heatmapMetadata } from './metadata';

/** Heatmap (heatmap_v2). */
export const heatmapPlugin: VizPlugin<HeatmapFormData, EChartsRendererProps> = {
  vizType: HEATMAP_VIZ_TYPE,
  metadata: heatmapMetadata,
  formDataSchema: heatmapFormDataSchema,
  buildQuery: buildHeatmapQuery,
  loadParts: () => import('./parts'),
};
