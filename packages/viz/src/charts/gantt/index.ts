import type { EChartsRendererProps } from '../../echarts/renderer-props';
import type { VizPlugin } from '../../plugin';
import { buildGanttQuery } from './build-query';
import { ganttFormDataSchema, type GanttFormData } from './form-data';
import { GANTT_VIZ_TYPE, ganttMetadata } from './metadata';

/** Gantt Chart (gantt_chart). */
export const ganttPlugin: VizPlugin<GanttFormData, EChartsRendererProps> = {
  vizType: GANTT_VIZ_TYPE,
  metadata: ganttMetadata,
  formDataSchema: ganttFormDataSchema,
  buildQuery: buildGanttQuery,
  loadParts: () => import('./parts'),
};
