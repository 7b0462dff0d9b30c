import type { z } from 'zod';
import {
  boolField,
  choiceField,
  metricList,
  numberField,
  numberFormatField,
  timeFormatField,
} from '../../form-data/fields';
import { legacyTimeseriesShape } from '../../form-data/legacy-timeseries';
import { queryFormDataSchema } from '../../form-data/schemas';

/** How time shapes the partition (Superset's time_series_option). */
export const TIME_SERIES_OPTIONS = [
  'not_time',
  'agg_sum',
  'agg_mean',
  'point_diff',
  'point_factor',
  'point_percent',
  'adv_anal',
] as const;
/** One time option. */
export type TimeSeriesOption = (typeof TIME_SERIES_OPTIONS)[number];

/** Form data of Partition Chart (partition); keys verbatim. */
export const partitionFormDataSchema = queryFormDataSchema.extend({
  ...legacyTimeseriesShape,
  metrics: metricList,
  time_series_option: choiceField(TIME_SERIES_OPTIONS, 'not_time'),
  /** Most children shown per node (0: all). */
  partition_limit: numberField(5, { min: 0 }),
  /** Children whose share of their parent is below this are pruned (Superset parses it as an integer). */
  partition_threshold: numberField(0.05, { min: 0 }),
  log_scale: boolField(false),
  equal_date_size: boolField(true),
  rich_tooltip: boolField(true),
  number_format: numberFormatField,
  date_time_format: timeFormatField,
});

/** Parsed form data of Partition Chart. */
export type PartitionFormData = z.infer<typeof partitionFormDataSchema>;
