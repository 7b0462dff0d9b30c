import type { EChartsRendererProps } from '../../echarts/renderer-props';
import type { VizPlugin } from '../../plugin';
import { buildMixedQuery } from './build-query';
import { mixedFormDataSchema, type MixedFormData } from './form-data';
import { MIXED_TIMESERIES_VIZ_TYPE, mixedMetadata } from './metadata';

/** Mixed Chart (mixed_timeseries): two queries, two series types, two y-axes. */
export const mixedTimeseriesPlugin: VizPlugin<MixedFormData, EChartsRendererProps> = {
  vizType: MIXED_TIMESERIES_VIZ_TYPE,
  metadata: mixedMetadata,
  formDataSchema: mixedFormDataSchema,
  buildQuery: buildMixedQuery,
  loadParts: () => import('./parts'),
};
