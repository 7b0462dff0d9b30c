import type { VizPlugin } from '../../plugin';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { buildPieQuery } from './build-query';
import { pieControlPanel } from './control-panel';
import { pieFormDataSchema, type PieFormData } from './form-data';
import { PIE_VIZ_TYPE, pieMetadata } from './metadata';
import { transformPieProps } from './transform-props';

/** Pie Chart (pie), a donut when `donut`. */
export const piePlugin: VizPlugin<PieFormData, EChartsRendererProps> = {
  vizType: PIE_VIZ_TYPE,
  metadata: pieMetadata,
  formDataSchema: pieFormDataSchema,
  controlPanel: pieControlPanel,
  buildQuery: buildPieQuery,
  transformProps: transformPieProps,
  loadRenderer: () => import('./PieChart'),
};
