import type { z } from 'zod';
import { boolField, choiceField, numberField, requiredColumn, requiredMetric } from '../../form-data/fields';
import { queryFormDataSchema } from '../../form-data/schemas';

/** Form data of Word Cloud (word_cloud); keys verbatim, defaults as Superset reads absent keys. */
export const wordCloudFormDataSchema = queryFormDataSchema.extend({
  /** The column whose values are the words. */
  series: requiredColumn('Dimension'),
  metric: requiredMetric('Metric'),
  sort_by_metric: boolField(false),
  /** Font size of the smallest and the largest word, in pixels. */
  size_from: numberField(10, { min: 1, max: 500 }),
  size_to: numberField(70, { min: 1, max: 500 }),
  rotation: choiceField(['square', 'flat', 'random'], 'square'),
});

/** Parsed form data of Word Cloud. */
export type WordCloudFormData = z.infer<typeof wordCloudFormDataSchema>;
