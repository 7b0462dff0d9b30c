import { z } from 'zod';
import {
  boolField,
  choiceField,
  colorField,
  numberFormatField,
  requiredMetric,
  textField,
  timeFormatField,
  X_TICKS_LAYOUTS,
} from '../../form-data/fields';
import { formColumnSchema, queryFormDataSchema } from '../../form-data/schemas';
import { currencyFormatSchema } from '../big-number-total/form-data';

/** Form data of Waterfall Chart (waterfall); keys verbatim, defaults as Superset reads absent keys. */
export const waterfallFormDataSchema = queryFormDataSchema.extend({
  /** At most one breakdown column (a one-item list, as Superset saves it). */
  groupby: z
    .preprocess(
      (v) => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]),
      z.array(formColumnSchema),
    )
    .refine((list) => list.length <= 1, 'Breakdowns take one column at most')
    .default([]),
  metric: requiredMetric('Metric'),
  show_value: boolField(false),
  show_legend: boolField(false),
  increase_color: colorField({ r: 90, g: 193, b: 137, a: 1 }),
  decrease_color: colorField({ r: 224, g: 67, b: 85, a: 1 }),
  total_color: colorField({ r: 102, g: 102, b: 102, a: 1 }),
  x_axis_label: textField(''),
  x_axis_time_format: timeFormatField,
  x_ticks_layout: choiceField(X_TICKS_LAYOUTS, 'auto'),
  y_axis_label: textField(''),
  y_axis_format: numberFormatField,
  currency_format: currencyFormatSchema.catch(null),
});

/** Parsed form data of Waterfall Chart. */
export type WaterfallFormData = z.infer<typeof waterfallFormDataSchema>;
