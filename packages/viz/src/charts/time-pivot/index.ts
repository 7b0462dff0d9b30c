import type { EChartsRendererProps } from '../../echarts/renderer-props';
import type { VizPlugin } from '../../plugin';
import { buildTimePivotQuery } from './build-query';
import { timePivotFormDataSchema, type TimePivotFormData } from './form-data';
import { TIME_PIVOT_VIZ_TYPE, timePivotMetadata } from './metadata';

/** Time-series Period Pivot (time_pivot). */
export const timePivotPlugin: VizPlugin<TimePivotFormData, EChartsRendererProps> = {
  vizType: TIME_PIVOT_VIZ_TYPE,
  metadata: timePivotMetadata,
  formDataSchema: timePivotFormDataSchema,
  buildQuery: buildTimePivotQuery,
  loadParts: () => import('./parts'),
};
