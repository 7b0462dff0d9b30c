import type { ClickableEChartsProps } from '../../echarts/click';
import type { VizPlugin } from '../../plugin';
import { buildBoxPlotQuery } from './build-query';
import { boxPlotFormDataSchema, type BoxPlotFormData } from './form-data';
import { BOX_PLOT_VIZ_TYPE, boxPlotMetadata } from './metadata';

/** Box Plot (box_plot). */
export const boxPlotPlugin: VizPlugin<BoxPlotFormData, ClickableEChartsProps> = {
  vizType: BOX_PLOT_VIZ_TYPE,
  metadata: boxPlotMetadata,
  formDataSchema: boxPlotFormDataSchema,
  buildQuery: buildBoxPlotQuery,
  loadParts: () => import('./parts'),
};
