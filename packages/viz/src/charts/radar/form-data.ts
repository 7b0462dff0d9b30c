import { z } from 'zod';
import {
  boolField,
  choiceField,
  columnList,
  metricList,
  numberFormatField,
  optionalMetric,
  timeFormatField,
} from '../../form-data/fields';
import { queryFormDataSchema } from '../../form-data/schemas';

/** Per-metric bounds of the radar's axes (Superset's column_config keys). */
const metricBoundsSchema = z.looseObject({
  radarMetricMaxValue: z.number().nullable().optional().catch(null),
  radarMetricMinValue: z.number().nullable().optional().catch(null),
});

/** Where item labels sit (Superset's label_position choices). */
export const RADAR_LABEL_POSITIONS = [
  'top',
  'left',
  'right',
  'bottom',
  'inside',
  'insideLeft',
  'insideRight',
  'insideTop',
  'insideBottom',
  'insideTopLeft',
  'insideBottomLeft',
  'insideTopRight',
  'insideBottomRight',
] as const;

/** Form data of Radar Chart (radar); keys verbatim, defaults as Superset reads absent keys. */
export const radarFormDataSchema = queryFormDataSchema.extend({
  /** One shape per combination of these columns. */
  groupby: columnList,
  /** One axis per metric. */
  metrics: metricList.refine((list) => list.length > 0, 'Metrics are required'),
  timeseries_limit_metric: optionalMetric,
  show_legend: boolField(true),
  legendType: choiceField(['scroll', 'plain'], 'scroll'),
  legendOrientation: choiceField(['top', 'bottom', 'left', 'right'], 'top'),
  show_labels: boolField(false),
  label_type: choiceField(['value', 'key_value'], 'value'),
  label_position: choiceField(RADAR_LABEL_POSITIONS, 'top'),
  number_format: numberFormatField,
  date_format: timeFormatField,
  /** Axis bounds per metric label. */
  column_config: z
    .record(z.string(), metricBoundsSchema.catch({}))
    .nullable()
    .optional()
    .catch(null)
    .transform((v) => v ?? {}),
  /** A circular grid instead of a polygon. */
  is_circle: boolField(false),
});

/** Parsed form data of Radar Chart. */
export type RadarFormData = z.infer<typeof radarFormDataSchema>;
