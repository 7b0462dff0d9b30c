import type { z } from 'zod';
import {
  boolField,
  choiceField,
  columnList,
  numberField,
  numberFormatField,
  optionalMetric,
  requiredMetric,
  textField,
  timeFormatField,
} from '../../form-data/fields';
import { queryFormDataSchema } from '../../form-data/schemas';
import { DEFAULT_SEQUENTIAL_SCHEME } from '../../color/sequential-schemes';
import { currencyFormatSchema } from '../big-number-total/form-data';
import { HIERARCHY_LABEL_TYPES } from '../treemap/form-data';

/** Form data of Sunburst Chart (sunburst_v2); keys verbatim, defaults as Superset reads absent keys. */
export const sunburstFormDataSchema = queryFormDataSchema.extend({
  /** The hierarchy, innermost ring first. */
  columns: columnList,
  metric: requiredMetric('Metric'),
  /** Colours rings linearly by secondary / primary when it differs from the metric. */
  secondary_metric: optionalMetric,
  sort_by_metric: boolField(false),
  linear_color_scheme: textField(DEFAULT_SEQUENTIAL_SCHEME),
  show_labels: boolField(false),
  /** Labels of arcs under this percentage of the total hide. */
  show_labels_threshold: numberField(5, { min: 0 }),
  show_total: boolField(false),
  label_type: choiceField(HIERARCHY_LABEL_TYPES, 'key'),
  number_format: numberFormatField,
  date_format: timeFormatField,
  currency_format: currencyFormatSchema,
});

/** Parsed form data of Sunburst Chart. */
export type SunburstFormData = z.infer<typeof sunburstFormDataSchema>;
