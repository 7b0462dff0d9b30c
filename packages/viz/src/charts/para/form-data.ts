import type { z } from 'zod';
import { DEFAULT_SEQUENTIAL_SCHEME } from '../../color/sequential-schemes';
import { boolField, metricList, optionalColumn, optionalMetric, textField } from '../../form-data/fields';
import { queryFormDataSchema } from '../../form-data/schemas';

/** Form data of Parallel Coordinates (para); keys verbatim. */
export const paraFormDataSchema = queryFormDataSchema.extend({
  /** The dimension: one line per value. */
  series: optionalColumn,
  /** The axes. */
  metrics: metricList,
  /** Colours the lines on the linear scheme. */
  secondary_metric: optionalMetric,
  /** Metric ordering the rows. */
  timeseries_limit_metric: optionalMetric,
  /** A table of the rows under the chart. */
  show_datatable: boolField(false),
  /** The series name as the first axis. */
  include_series: boolField(false),
  linear_color_scheme: textField(DEFAULT_SEQUENTIAL_SCHEME),
});

/** Parsed form data of Parallel Coordinates. */
export type ParaFormData = z.infer<typeof paraFormDataSchema>;
