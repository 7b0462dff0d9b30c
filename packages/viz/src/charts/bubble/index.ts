import type { EChartsRendererProps } from '../../echarts/renderer-props';
import type { VizPlugin } from '../../plugin';
import { buildBubbleQuery } from './build-query';
import { bubbleFormDataSchema, type BubbleFormData } from './form-data';
import { BUBBLE_VIZ_TYPE, bubbleMetadata } from './metadata';

/** Bubble Chart (bubble_v2). */
export const bubblePlugin: VizPlugin<BubbleFormData, EChartsRendererProps> = {
  vizType: BUBBLE_VIZ_TYPE,
  metadata: bubbleMetadata,
  formDataSchema: bubbleFormDataSchema,
  buildQuery: buildBubbleQuery,
  loadParts: () => import('./parts'),
};
