import { z } from 'zod';
import {
  boolField,
  colorField,
  numberFormatField,
  optionalMetric,
  textField,
  timeFormatField,
} from '../../form-data/fields';
import { legacyTimeseriesShape } from '../../form-data/legacy-timeseries';
import { queryFormDataSchema } from '../../form-data/schemas';

/** Period frequencies of the chart (pandas offsets, Superset's choices). */
export const TIME_PIVOT_FREQUENCIES = ['AS', '52W-MON', 'W-SUN', 'W-MON', 'D', '4W-MON'] as const;

/** Form data of Time-series Period Pivot (time_pivot); keys verbatim. */
export const timePivotFormDataSchema = queryFormDataSchema.extend({
  ...legacyTimeseriesShape,
  metric: optionalMetric,
  /** The period each line covers. */
  freq: z
    .string()
    .nullable()
    .optional()
    .catch('W-MON')
    .transform((v) => v || 'W-MON'),
  /** Colour of the lines (older periods fade). */
  color_picker: colorField({ r: 0, g: 122, b: 135, a: 1 }),
  show_legend: boolField(true),
  line_interpolation: textField('linear'),
  x_axis_label: textField(''),
  y_axis_label: textField(''),
  x_axis_format: timeFormatField,
  y_axis_format: numberFormatField,
  y_log_scale: boolField(false),
  y_axis_bounds: z
    .array(z.number().nullable())
    .nullable()
    .optional()
    .catch(null)
    .transform((v): [number | null, number | null] => [v?.[0] ?? null, v?.[1] ?? null]),
});

/** Parsed form data of Time-series Period Pivot. */
export type TimePivotFormData = z.infer<typeof timePivotFormDataSchema>;
