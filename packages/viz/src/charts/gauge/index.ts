import type { ClickableEChartsProps } from '../../echarts/click';
import type { VizPlugin } from '../../plugin';
import { buildGaugeQuery } from './build-query';
import { gaugeFormDataSchema, type GaugeFormData } from './form-data';
import { GAUGE_VIZ_TYPE, gaugeMetadata } from './metadata';

/** Gauge Chart (gauge_chart). */
export const gaugePlugin: VizPlugin<GaugeFormData, ClickableEChartsProps> = {
  vizType: GAUGE_VIZ_TYPE,
  metadata: gaugeMetadata,
  formDataSchema: gaugeFormDataSchema,
  buildQuery: buildGaugeQuery,
  loadParts: () => import('./parts'),
};
