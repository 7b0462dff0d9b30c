import type { ControlFormData } from './types';

/**
 * A control validator: the spec's message when the value is invalid, else null. Pure. It also gets
 * the whole form data, for rules over several controls (Superset's externalValidationErrors).
 */
export type Validator = (value: unknown, formData?: ControlFormData) => string | null;

/** Messages of spec §5, verbatim. */
export const VALIDATION_MESSAGES = {
  integer: 'is expected to be an integer',
  number: 'is expected to be a number',
  nonEmpty: 'cannot be empty',
} as const;

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Integers (or integer text) only; blank passes (an optional number). */
export const validateInteger: Validator = (value) => {
  if (isBlank(value)) return null;
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) ? null : VALIDATION_MESSAGES.integer;
};

/** Numbers (or numeric text) only; blank passes. */
export const validateNumber: Validator = (value) => {
  if (isBlank(value)) return null;
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && !Number.isNaN(n) ? null : VALIDATION_MESSAGES.number;
};

/** The stricter variant: a finite number is required; blank text fails. */
export const validateFiniteNumber: Validator = (value) => {
  if (typeof value === 'string' && value.trim() === '') return VALIDATION_MESSAGES.number;
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isFinite(n) ? null : VALIDATION_MESSAGES.number;
};

/** Fails on null, undefined, empty text and empty arrays (the x-axis uses it). */
export const validateNonEmpty: Validator = (value) => {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return VALIDATION_MESSAGES.nonEmpty;
  }
  return null;
};

/** Errors of one value under a list of validators, in order. */
export function runValidators(
  value: unknown,
  validators: readonly Validator[] = [],
  formData: ControlFormData = {},
): string[] {
  return validators
    .map((validate) => validate(value, formData))
    .filter((error): error is string => error !== null);
}

/** Result of parsing a numeric text control. */
export interface NumericParse {
  /** The number, the text when it does not parse, or null when blank. */
  value: number | string | null;
  /** The validator's message, when the text is not acceptable. */
  error: string | null;
}

/** Parses a numeric text control's input as integer or float (spec §5). */
export function parseNumericText(text: string, kind: 'int' | 'float'): NumericParse {
  if (text.trim() === '') return { value: null, error: null };
  const error = kind === 'int' ? validateInteger(text) : validateNumber(text);
  return error ? { value: text, error } : { value: Number(text.trim()), error: null };
}
