import type { z } from 'zod';
import { boolField, metricList, numberFormatField, timeFormatField } from '../../form-data/fields';
import { legacyTimeseriesShape } from '../../form-data/legacy-timeseries';
import { queryFormDataSchema } from '../../form-data/schemas';

/** Form data of Nightingale Rose Chart (rose); keys verbatim. */
export const roseFormDataSchema = queryFormDataSchema.extend({
  ...legacyTimeseriesShape,
  metrics: metricList,
  number_format: numberFormatField,
  date_time_format: timeFormatField,
  /** The tooltip lists every series of the period. */
  rich_tooltip: boolField(true),
  /** Segment area, not radius, proportional to the value. */
  rose_area_proportion: boolField(false),
});

/** Parsed form data of Nightingale Rose Chart. */
export type RoseFormData = z.infer<typeof roseFormDataSchema>;
