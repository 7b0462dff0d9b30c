import { z } from 'zod';
import { choiceField, metricList, numberField } from '../../form-data/fields';
import { legacyTimeseriesShape } from '../../form-data/legacy-timeseries';
import { queryFormDataSchema } from '../../form-data/schemas';

/** Form data of Horizon Chart (horizon); keys verbatim, defaults as Superset reads absent keys. */
export const horizonFormDataSchema = queryFormDataSchema.extend({
  ...legacyTimeseriesShape,
  metrics: metricList.refine((list) => list.length > 0, 'Metrics are required'),
  /** Pixel height of each series (Superset saves it as text, e.g. '25'). */
  series_height: numberField(25, { min: 5, max: 1000 }),
  /** Colour scale: per series, shared by all, or the change from each series' first value. */
  horizon_color_scale: choiceField(['series', 'overall', 'change'], 'series'),
  /** Legacy charts order series descending unless told otherwise. */
  order_desc: z.boolean().nullable().optional().catch(true),
});

/** Parsed form data of Horizon Chart. */
export type HorizonFormData = z.infer<typeof horizonFormDataSchema>;
