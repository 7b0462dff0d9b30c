import type { z } from 'zod';
import { boolField, numberFormatField, optionalColumn, requiredMetric } from '../../form-data/fields';
import { queryFormDataSchema } from '../../form-data/schemas';

/** Form data of Sankey Chart (sankey_v2); keys verbatim, defaults as Superset reads absent keys. */
export const sankeyFormDataSchema = queryFormDataSchema.extend({
  /** Where each flow starts. */
  source: optionalColumn,
  /** Where each flow ends. */
  target: optionalColumn,
  metric: requiredMetric('Metric'),
  sort_by_metric: boolField(false),
  number_format: numberFormatField,
});

/** Parsed form data of Sankey Chart. */
export type SankeyFormData = z.infer<typeof sankeyFormDataSchema>;
