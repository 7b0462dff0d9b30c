import type { VizPlugin } from '../../plugin';
import type { ClickableEChartsProps } from '../../echarts/click';
import { buildPieQuery } from './build-query';
import { pieFormDataSchema, type PieFormData } from './form-data';
import { PIE_VIZ_TYPE, pieMetadata } from './metadata';

/** Pie Chart (pie), a donut when `donut`. */
export const piePlugin: VizPlugin<PieFormData, ClickableEChartsProps> = {
  vizType: PIE_VIZ_TYPE,
  metadata: pieMetadata,
  formDataSchema: pieFormDataSchema,
  buildQuery: buildPieQuery,
  loadParts: () => import('./parts'),
};
