import type { z } from 'zod';
import { boolField, numberFormatField, requiredColumnAsList, requiredMetric } from '../../form-data/fields';
import { queryFormDataSchema } from '../../form-data/schemas';

/** Form data of Chord Diagram (chord); keys verbatim (one column each in groupby and columns, as Superset saves them). */
export const chordFormDataSchema = queryFormDataSchema.extend({
  /** Source of each flow (one column; kept as a list of one like every groupby). */
  groupby: requiredColumnAsList('Source'),
  /** Target of each flow (one column, a list of one). */
  columns: requiredColumnAsList('Target'),
  metric: requiredMetric('Metric'),
  sort_by_metric: boolField(false),
  y_axis_format: numberFormatField,
});

/** Parsed form data of Chord Diagram. */
export type ChordFormData = z.infer<typeof chordFormDataSchema>;
