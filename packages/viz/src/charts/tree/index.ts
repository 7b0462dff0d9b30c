import type { EChartsRendererProps } from '../../echarts/renderer-props';
import type { VizPlugin } from '../../plugin';
import { buildTreeQuery } from './build-query';
import { treeFormDataSchema, type TreeFormData } from './form-data';
import { TREE_VIZ_TYPE, treeMetadata } from './metadata';

/** Tree Chart (tree_chart). */
export const treePlugin: VizPlugin<TreeFormData, EChartsRendererProps> = {
  vizType: TREE_VIZ_TYPE,
  metadata: treeMetadata,
  formDataSchema: treeFormDataSchema,
  buildQuery: buildTreeQuery,
  loadParts: () => import('./parts'),
};
