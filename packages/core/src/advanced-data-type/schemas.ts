import { z } from 'zod';

/** Operator ids an advanced type may allow (Superset's FilterStringOperators, as the filter editor names them). */
export const ADVANCED_TYPE_OPERATORS = [
  'EQUALS',
  'GREATER_THAN_OR_EQUAL',
  'GREATER_THAN',
  'IN',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
] as const;
/** One of ADVANCED_TYPE_OPERATORS. */
export type AdvancedTypeOperator = (typeof ADVANCED_TYPE_OPERATORS)[number];

/** The rison `q` of `GET /api/v1/advanced_data_type/convert`: a type name and the values typed in the filter. */
export const advancedDataTypeConvertRequestSchema = z.object({
  /** The advanced type's name, e.g. `internet_address`. */
  type: z.string().min(1),
  /** The values as typed (rison may hand numbers over as numbers). */
  values: z.array(z.union([z.string(), z.number()])),
});
export type AdvancedDataTypeConvertRequest = z.infer<typeof advancedDataTypeConvertRequestSchema>;

/** An inclusive range of integers, as a CIDR block converts. */
export const advancedValueRangeSchema = z.object({
  /** First integer of the range. */
  start: z.number(),
  /** Last integer of the range. */
  end: z.number(),
});
export type AdvancedValueRange = z.infer<typeof advancedValueRangeSchema>;

/**
 * One converted value: an integer, a range, a list of integers (a port name may stand for several ports), or the
 * empty string an empty input converts to.
 */
export const advancedValueSchema = z.union([
  z.number(),
  advancedValueRangeSchema,
  z.array(z.union([z.number(), z.literal('')])),
  z.literal(''),
]);
export type AdvancedValue = z.infer<typeof advancedValueSchema>;

/** A conversion (Superset's AdvancedDataTypeResponse). */
export const advancedDataTypeResponseSchema = z.object({
  /** The converted values, readable; '' until a value converts. */
  display_value: z.string(),
  /** Operator ids the filter may use. */
  valid_filter_operators: z.array(z.string()),
  /** Why a value did not convert; '' when all did. */
  error_message: z.string(),
  /** The converted values, in input order (up to the first that failed). */
  values: z.array(advancedValueSchema),
});
export type AdvancedDataTypeResponse = z.infer<typeof advancedDataTypeResponseSchema>;

/** Answer of `GET /api/v1/advanced_data_type/convert`. */
export const advancedDataTypeConvertResponseSchema = z.object({ result: advancedDataTypeResponseSchema });
export type AdvancedDataTypeConvertResponse = z.infer<typeof advancedDataTypeConvertResponseSchema>;

/** Answer of `GET /api/v1/advanced_data_type/types`: the names of the advanced types. */
export const advancedDataTypeTypesResponseSchema = z.object({ result: z.array(z.string()) });
export type AdvancedDataTypeTypesResponse = z.infer<typeof advancedDataTypeTypesResponseSchema>;

/** The spec's message when the conversion call fails (spec §5, §8 of chart building). */
export const ADVANCED_TYPE_FETCH_FAILED = 'Failed to retrieve advanced type';
