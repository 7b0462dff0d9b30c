import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { WordCloudFormData } from './form-data';

/** The metric by the word column, ordered by the metric when sort_by_metric (Superset's word_cloud buildQuery). */
export function buildWordCloudQuery(formData: WordCloudFormData): QueryContext {
  return buildQueryContext(formData, (base) => [
    { ...base, orderby: formData.sort_by_metric ? [[formData.metric, false]] : [] },
  ]);
}
