import rison from 'rison';

/** A JSON value, as rison decodes it. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Decodes a rison string (Superset's `q` parameter); throws on malformed input. */
export function decodeRison(text: string): JsonValue {
  return rison.decode(text) as JsonValue;
}

/** Encodes a value as rison for a `q` parameter. */
export function encodeRison(value: JsonValue): string {
  return rison.encode(value);
}
