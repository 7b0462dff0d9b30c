import type { z } from 'zod';
import { DEFAULT_SEQUENTIAL_SCHEME } from '../../color/sequential-schemes';
import {
  boolField,
  choiceField,
  colorField,
  numberField,
  numberFormatField,
  columnList,
  requiredMetric,
  textField,
  timeFormatField,
} from '../../form-data/fields';
import { queryFormDataSchema } from '../../form-data/schemas';
import { currencyFormatSchema } from '../big-number-total/form-data';
import { boundsSchema } from '../timeseries/form-data';

/** How an axis orders its categories. */
export const HEATMAP_SORTS = ['alpha_asc', 'alpha_desc', 'value_asc', 'value_desc'] as const;

/** Form data of Heatmap (heatmap_v2); keys verbatim, defaults as Superset reads absent keys. */
export const heatmapFormDataSchema = queryFormDataSchema.extend({
  /** The y-axis: one column (Superset stores it under groupby, alone or as a list of one; the first is read). */
  groupby: columnList,
  metric: requiredMetric('Metric'),
  sort_x_axis: choiceField(HEATMAP_SORTS, 'alpha_asc').nullable(),
  sort_y_axis: choiceField(HEATMAP_SORTS, 'alpha_asc').nullable(),
  /** What the tooltip's percentage and the rank are taken across. */
  normalize_across: choiceField(['heatmap', 'x', 'y'], 'heatmap'),
  legend_type: choiceField(['continuous', 'piecewise'], 'continuous'),
  linear_color_scheme: textField(DEFAULT_SEQUENTIAL_SCHEME),
  border_color: colorField({ r: 0, g: 0, b: 0, a: 1 }),
  border_width: numberField(0, { min: 0 }),
  /** Every nth x label (-1: as they fit). */
  xscale_interval: numberField(-1, { min: -1 }),
  yscale_interval: numberField(-1, { min: -1 }),
  left_margin: textField('auto'),
  bottom_margin: textField('auto'),
  /** [min, max] of the colour scale; null follows the data. */
  value_bounds: boundsSchema.catch([null, null]),
  y_axis_format: numberFormatField,
  x_axis_time_format: timeFormatField,
  currency_format: currencyFormatSchema,
  xAxisLabelRotation: numberField(0),
  show_legend: boolField(true),
  show_percentage: boolField(true),
  show_values: boolField(false),
  /** Colour by the percentile rank instead of the value. */
  normalized: boolField(false),
});

/** Parsed form data of Heatmap. */
export type HeatmapFormData = z.infer<typeof heatmapFormDataSchema>;
