import type { z } from 'zod';
import {
  boolField,
  choiceField,
  numberField,
  numberFormatField,
  optionalColumn,
  optionalMetric,
  textField,
} from '../../form-data/fields';
import { queryFormDataSchema } from '../../form-data/schemas';
import { boundsSchema } from '../timeseries/form-data';

/** Form data of Bubble Chart (bubble_v2); keys verbatim, defaults as Superset reads absent keys. */
export const bubbleFormDataSchema = queryFormDataSchema.extend({
  /** One bubble per value of this column. */
  entity: optionalColumn,
  /** Colours (and legend entries) by this column; by the entity when absent. */
  series: optionalColumn,
  x: optionalMetric,
  y: optionalMetric,
  size: optionalMetric,
  /** The metric ordering the rows before the row limit. */
  orderby: optionalMetric,
  show_legend: boolField(true),
  legendType: choiceField(['scroll', 'plain'], 'scroll'),
  legendOrientation: choiceField(['top', 'bottom', 'left', 'right'], 'top'),
  /** Largest bubble radius step (Superset's symbol size = share of the size range × 2 × this + 5). */
  max_bubble_size: numberField(25, { min: 1, max: 200 }),
  tooltipSizeFormat: numberFormatField,
  opacity: numberField(0.6, { min: 0, max: 1 }),
  x_axis_label: textField(''),
  xAxisFormat: numberFormatField,
  logXAxis: boolField(false),
  xAxisBounds: boundsSchema.catch([null, null]),
  truncateXAxis: boolField(true),
  x_axis_title_margin: numberField(30, { min: 0 }),
  xAxisLabelRotation: numberField(0),
  y_axis_label: textField(''),
  y_axis_format: numberFormatField,
  logYAxis: boolField(false),
  y_axis_bounds: boundsSchema.catch([null, null]),
  truncateYAxis: boolField(false),
  y_axis_title_margin: numberField(30, { min: 0 }),
});

/** Parsed form data of Bubble Chart. */
export type BubbleFormData = z.infer<typeof bubbleFormDataSchema>;
