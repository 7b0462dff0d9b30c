import type { VizPlugin } from '../../plugin';
import { buildTimeTableQuery } from './build-query';
import { timeTableFormDataSchema, type TimeTableFormData } from './form-data';
import { TIME_TABLE_VIZ_TYPE, timeTableMetadata } from './metadata';
import type { TimeTableRendererProps } from './transform-props';

/** Time-series Table (time_table). */
export const timeTablePlugin: VizPlugin<TimeTableFormData, TimeTableRendererProps> = {
  vizType: TIME_TABLE_VIZ_TYPE,
  metadata: timeTableMetadata,
  formDataSchema: timeTableFormDataSchema,
  buildQuery: buildTimeTableQuery,
  loadParts: () => import('./parts'),
};
