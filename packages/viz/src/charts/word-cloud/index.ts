import type { EChartsRendererProps } from '../../echarts/renderer-props';
import type { VizPlugin } from '../../plugin';
import { buildWordCloudQuery } from './build-query';
import { wordCloudFormDataSchema, type WordCloudFormData } from './form-data';
import { WORD_CLOUD_VIZ_TYPE, wordCloudMetadata } from './metadata';

/** Word Cloud (word_cloud). */
export const wordCloudPlugin: VizPlugin<WordCloudFormData, EChartsRendererProps> = {
  vizType: WORD_CLOUD_VIZ_TYPE,
  metadata: wordCloudMetadata,
  formDataSchema: wordCloudFormDataSchema,
  buildQuery: buildWordCloudQuery,
  loadParts: () => import('./parts'),
};
