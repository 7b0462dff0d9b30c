import type { EChartsRendererProps } from '../../echarts/renderer-props';
import type { VizPlugin } from '../../plugin';
import { buildWaterfallQuery } from './build-query';
import { waterfallFormDataSchema, type WaterfallFormData } from './form-data';
import { WATERFALL_VIZ_TYPE, waterfallMetadata } from './metadata';

/** Waterfall Chart (waterfall_chart). */
export const waterfallPlugin: VizPlugin<WaterfallFormData, EChartsRendererProps> = {
  vizType: WATERFALL_VIZ_TYPE,
  metadata: waterfallMetadata,
  formDataSchema: waterfallFormDataSchema,
  buildQuery: buildWaterfallQuery,
  loadParts: () => import('./parts'),
};
