import { z } from 'zod';
import {
  choiceField,
  columnList,
  metricList,
  numberFormatField,
  textField,
  timeFormatField,
  X_TICKS_LAYOUTS,
} from '../../form-data/fields';
import { queryFormDataSchema } from '../../form-data/schemas';

/** Form data of Box Plot (box_plot); keys verbatim, defaults as Superset reads absent keys. */
export const boxPlotFormDataSchema = queryFormDataSchema.extend({
  /** "Distribute across": the rows whose metric values make each box. */
  columns: columnList,
  /** The boxes: one per combination of these columns (and metric). */
  groupby: columnList,
  metrics: metricList,
  /** Tukey, "Min/max (no outliers)" or "a/b percentiles". */
  whiskerOptions: textField('Tukey'),
  x_ticks_layout: choiceField(X_TICKS_LAYOUTS, 'auto'),
  number_format: numberFormatField,
  date_format: timeFormatField,
  /** Which columns are temporal (a hidden control Superset fills from the dataset). */
  temporal_columns_lookup: z.record(z.string(), z.boolean()).catch({}).default({}),
});

/** Parsed form data of Box Plot. */
export type BoxPlotFormData = z.infer<typeof boxPlotFormDataSchema>;

/**
 * The "Distribute across" columns; empty, Superset distributes across the legacy time column (`granularity_sqla`),
 * as charts saved before the control existed expect (Superset's FCC 'Degrees vs Income').
 */
export function distributeAcross(formData: BoxPlotFormData): BoxPlotFormData['columns'] {
  if (formData.columns.length > 0 || !formData.granularity_sqla) return formData.columns;
  return [formData.granularity_sqla];
}
