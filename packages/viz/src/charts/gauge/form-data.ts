import type { z } from 'zod';
import {
  boolField,
  columnList,
  numberField,
  numberFormatField,
  optionalNumberField,
  requiredMetric,
  textField,
} from '../../form-data/fields';
import { queryFormDataSchema } from '../../form-data/schemas';
import { currencyFormatSchema } from '../big-number-total/form-data';

/** Form data of Gauge Chart (gauge_chart); keys verbatim, defaults as Superset reads absent keys. */
export const gaugeFormDataSchema = queryFormDataSchema.extend({
  /** One needle per combination of these columns. */
  groupby: columnList,
  metric: requiredMetric('Metric'),
  sort_by_metric: boolField(false),
  /** Axis bounds; empty means twice the smallest (≤ 0) and largest (≥ 0) value. */
  min_val: optionalNumberField(),
  max_val: optionalNumberField(),
  start_angle: numberField(225),
  end_angle: numberField(-45),
  font_size: numberField(15, { min: 1, max: 100 }),
  number_format: numberFormatField,
  currency_format: currencyFormatSchema.catch(null),
  /** Template of the value text; "{value}" is the formatted value. */
  value_formatter: textField('{value}'),
  show_pointer: boolField(true),
  animation: boolField(true),
  show_axis_tick: boolField(false),
  show_split_line: boolField(false),
  split_number: numberField(10, { min: 1, max: 100 }),
  show_progress: boolField(true),
  overlap: boolField(true),
  round_cap: boolField(false),
  /** Comma-separated upper bounds of colour intervals. */
  intervals: textField(''),
  /** Comma-separated 1-based colour scheme indexes of the intervals. */
  interval_color_indices: textField(''),
});

/** Parsed form data of Gauge Chart. */
export type GaugeFormData = z.infer<typeof gaugeFormDataSchema>;
