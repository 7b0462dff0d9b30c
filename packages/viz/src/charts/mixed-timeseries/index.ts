import type { EChartsRendererProps } from '../../echarts/renderer-props';
import type { VizPlugin } from '../../plugin';
import { buildMixedQuery } from './build-query';
import { mixedControlPanel } from './control-panel';
import { mixedFormDataSchema, type MixedFormData } from './form-data';
import { MIXED_TIMESERIES_VIZ_TYPE, mixedMetadata } from './metadata';
import { transformMixedProps } from './transform-props';

/** Mixed Chart (mixed_timeseries): two queries, two series types, two y-axes. */
export const mixedTimeseriesPlugin: VizPlugin<MixedFormData, EChartsRendererProps> = {
  vizType: MIXED_TIMESERIES_VIZ_TYPE,
  metadata: mixedMetadata,
  formDataSchema: mixedFormDataSchema,
  controlPanel: mixedControlPanel,
  buildQuery: buildMixedQuery,
  transformProps: transformMixedProps,
  loadRenderer: () => import('./MixedTimeseriesChart'),
};
