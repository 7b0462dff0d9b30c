import type { ClickableEChartsProps } from '../../echarts/click';
import type { VizPlugin } from '../../plugin';
import { buildFunnelQuery } from './build-query';
import { funnelFormDataSchema, type FunnelFormData } from './form-data';
import { FUNNEL_VIZ_TYPE, funnelMetadata } from './metadata';

/** Funnel Chart (funnel). */
export const funnelPlugin: VizPlugin<FunnelFormData, ClickableEChartsProps> = {
  vizType: FUNNEL_VIZ_TYPE,
  metadata: funnelMetadata,
  formDataSchema: funnelFormDataSchema,
  buildQuery: buildFunnelQuery,
  loadParts: () => import('./parts'),
};
