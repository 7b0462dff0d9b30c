import type { EChartsRendererProps } from '../../echarts/renderer-props';
import type { VizPlugin } from '../../plugin';
import { buildHistogramQuery } from './build-query';
import { histogramFormDataSchema, type HistogramFormData } from './form-data';
import { HISTOGRAM_VIZ_TYPE, histogramMetadata } from './metadata';

/** Histogram (histogram_v2). */
export const histogramPlugin: VizPlugin<HistogramFormData, EChartsRendererProps> = {
  vizType: HISTOGRAM_VIZ_TYPE,
  metadata: histogramMetadata,
  formDataSchema: histogramFormDataSchema,
  buildQuery: buildHistogramQuery,
  loadParts: () => import('./parts'),
};
