import type { ClickableEChartsProps } from '../../echarts/click';
import type { VizPlugin } from '../../plugin';
import { buildTreemapQuery } from './build-query';
import { treemapFormDataSchema, type TreemapFormData } from './form-data';
import { TREEMAP_VIZ_TYPE, treemapMetadata } from './metadata';

/** Treemap (treemap_v2). */
export const treemapPlugin: VizPlugin<TreemapFormData, ClickableEChartsProps> = {
  vizType: TREEMAP_VIZ_TYPE,
  metadata: treemapMetadata,
  formDataSchema: treemapFormDataSchema,
  buildQuery: buildTreemapQuery,
  loadParts: () => import('./parts'),
};
