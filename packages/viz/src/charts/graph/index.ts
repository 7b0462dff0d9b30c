import type { ClickableEChartsProps } from '../../echarts/click';
import type { VizPlugin } from '../../plugin';
import { buildGraphQuery } from './build-query';
import { graphFormDataSchema, type GraphFormData } from './form-data';
import { GRAPH_VIZ_TYPE, graphMetadata } from './metadata';

/** Graph Chart (graph_chart). */
export const graphPlugin: VizPlugin<GraphFormData, ClickableEChartsProps> = {
  vizType: GRAPH_VIZ_TYPE,
  metadata: graphMetadata,
  formDataSchema: graphFormDataSchema,
  buildQuery: buildGraphQuery,
  loadParts: () => import('./parts'),
};
