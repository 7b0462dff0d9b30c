import { z } from 'zod';
import { formMetricSchema, numberish, queryFormDataSchema } from '../../form-data/schemas';
import { SMART_NUMBER } from '../../format/number-format';
import { SMART_DATE } from '../../format/time-format';

/** Superset's currency control value. */
export const currencyFormatSchema = z
  .looseObject({ symbol: z.string().nullable().optional(), symbolPosition: z.string().nullable().optional() })
  .nullable()
  .optional();

/** Header and format keys shared by the big number charts. */
export const bigNumberDisplayShape = {
  /** Header height as a fraction of the chart height. */
  header_font_size: numberish(z.number().positive()).catch(0.4).default(0.4),
  /** Subheader height as a fraction of the chart height. */
  subheader_font_size: numberish(z.number().positive()).catch(0.15).default(0.15),
  /** Number format. */
  y_axis_format: z
    .string()
    .nullable()
    .default(SMART_NUMBER)
    .transform((v) => v || SMART_NUMBER),
  /** Time format (temporal metrics, timestamps). */
  time_format: z
    .string()
    .nullable()
    .default(SMART_DATE)
    .transform((v) => v || SMART_DATE),
  /** Currency placed around the number. */
  currency_format: currencyFormatSchema,
  /** Format temporal values with time_format. */
  force_timestamp_formatting: z.boolean().default(false),
};

/** Form data of Big Number (big_number_total); keys verbatim. */
export const bigNumberTotalFormDataSchema = queryFormDataSchema.extend({
  /** The one metric. */
  metric: formMetricSchema,
  /** Text under the number. */
  subheader: z.string().nullable().default(''),
  ...bigNumberDisplayShape,
});

/** Parsed form data of Big Number. */
export type BigNumberTotalFormData = z.infer<typeof bigNumberTotalFormDataSchema>;
