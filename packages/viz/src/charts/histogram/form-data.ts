import type { z } from 'zod';
import {
  boolField,
  columnList,
  numberField,
  numberFormatField,
  optionalColumn,
  textField,
} from '../../form-data/fields';
import { queryFormDataSchema } from '../../form-data/schemas';
import { MAX_HISTOGRAM_BINS } from './bins';

/** Form data of Histogram (histogram_v2); keys verbatim, defaults as Superset reads absent keys. */
export const histogramFormDataSchema = queryFormDataSchema.extend({
  /** The numeric column binned. */
  column: optionalColumn,
  /** One bar series per combination of these columns. */
  groupby: columnList,
  /** Equal-width bins over the whole column (text and out-of-range values read as 5, Superset's default). */
  bins: numberField(5, { min: 1, max: MAX_HISTOGRAM_BINS }).transform((n) => Math.round(n)),
  /** Counts as shares of all rows. */
  normalize: boolField(false),
  /** Running totals across bins. */
  cumulative: boolField(false),
  show_value: boolField(false),
  show_legend: boolField(true),
  x_axis_title: textField(''),
  x_axis_format: numberFormatField,
  y_axis_title: textField(''),
  y_axis_format: numberFormatField,
});

/** Parsed form data of Histogram. */
export type HistogramFormData = z.infer<typeof histogramFormDataSchema>;
