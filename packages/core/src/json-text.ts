import { z } from 'zod';

/** Any JSON object (not an array, not a scalar): what json_metadata, params and `extra` hold at the least. */
export const jsonObjectSchema = z.record(z.string(), z.unknown());
/** A JSON object of unknown keys. */
export type JsonObject = z.infer<typeof jsonObjectSchema>;

/** Outcome of parseJsonText: the checked value, or why the text was refused. */
export type JsonTextResult<T> = { success: true; data: T } | { success: false; error: string };

/**
 * Stored JSON text (json_metadata, position_json, params, extra) read through its schema: the one place such
 * text is JSON-parsed, so every reader gets the schema's shape and a clear reason when the text is refused.
 */
export function parseJsonText<T>(text: string, schema: z.ZodType<T>): JsonTextResult<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { success: false, error: `Not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, error: z.prettifyError(parsed.error) };
}

/** Stored JSON text read through its schema, or the fallback when it is empty, not JSON or not of the schema. */
export function readJsonText<T>(
  text: string | null | undefined,
  schema: z.ZodType<T>,
  fallback: NoInfer<T>,
): T;
export function readJsonText<T>(
  text: string | null | undefined,
  schema: z.ZodType<T>,
  fallback: null,
): T | null;
export function readJsonText<T>(
  text: string | null | undefined,
  schema: z.ZodType<T>,
  fallback: T | null,
): T | null {
  if (!text) return fallback;
  const result = parseJsonText(text, schema);
  return result.success ? result.data : fallback;
}

/** Whether a text parses as a JSON object (not an array, not a scalar). */
export function isJsonObjectText(text: string): boolean {
  return parseJsonText(text, jsonObjectSchema).success;
}
