import type { VizPlugin } from '../../plugin';
import { buildCalHeatmapQuery } from './build-query';
import { calHeatmapFormDataSchema, type CalHeatmapFormData } from './form-data';
import { CAL_HEATMAP_VIZ_TYPE, calHeatmapMetadata } from './metadata';
import type { CalHeatmapRendererProps } from './transform-props';

/** Calendar Heatmap (cal_heatmap). */
export const calHeatmapPlugin: VizPlugin<CalHeatmapFormData, CalHeatmapRendererProps> = {
  vizType: CAL_HEATMAP_VIZ_TYPE,
  metadata: calHeatmapMetadata,
  formDataSchema: calHeatmapFormDataSchema,
  buildQuery: buildCalHeatmapQuery,
  loadParts: () => import('./parts'),
};
