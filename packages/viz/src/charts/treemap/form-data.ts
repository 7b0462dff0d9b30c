import type { z } from 'zod';
import {
  boolField,
  choiceField,
  columnList,
  numberFormatField,
  requiredMetric,
  timeFormatField,
} from '../../form-data/fields';
import { queryFormDataSchema } from '../../form-data/schemas';
import { currencyFormatSchema } from '../big-number-total/form-data';

/** What a treemap or sunburst label shows. */
export const HIERARCHY_LABEL_TYPES = ['key', 'value', 'key_value'] as const;

/** Form data of Treemap (treemap_v2); keys verbatim, defaults as Superset reads absent keys. */
export const treemapFormDataSchema = queryFormDataSchema.extend({
  /** The levels, outermost first. */
  groupby: columnList,
  metric: requiredMetric('Metric'),
  sort_by_metric: boolField(false),
  show_labels: boolField(true),
  /** Labels of parent nodes on their top band. */
  show_upper_labels: boolField(true),
  label_type: choiceField(HIERARCHY_LABEL_TYPES, 'key_value'),
  number_format: numberFormatField,
  date_format: timeFormatField,
  currency_format: currencyFormatSchema,
});

/** Parsed form data of Treemap. */
export type TreemapFormData = z.infer<typeof treemapFormDataSchema>;
