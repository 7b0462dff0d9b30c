import { z } from 'zod';
import { formColumnSchema, formMetricSchema, queryFormDataSchema } from '../../form-data/schemas';
import { SMART_NUMBER } from '../../format/number-format';

/** Form data of Country Map (country_map); keys verbatim, defaults as Superset reads absent keys. */
export const countryMapFormDataSchema = queryFormDataSchema.extend({
  /** Which country's subdivisions (Superset's lowercase key, e.g. "usa"). */
  select_country: z
    .string()
    .nullable()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null)),
  /** The column of ISO 3166-2 subdivision codes. */
  entity: formColumnSchema.nullable().optional(),
  /** Colours the subdivisions. */
  metric: formMetricSchema.nullable().optional(),
  /** Sequential scheme. */
  linear_color_scheme: z.string().nullable().optional(),
  /** d3 format of values. */
  number_format: z
    .string()
    .nullable()
    .default(SMART_NUMBER)
    .transform((v) => v || SMART_NUMBER),
});

/** Parsed form data of Country Map. */
export type CountryMapFormData = z.infer<typeof countryMapFormDataSchema>;
