import type { TypeMapper } from '../base/engine-spec';
import { isoFromDate, isoFromTimestampText, numberFromBigInt } from '../base/values';

// SQLite's own datetime text (what DATETIME() answers) and bare dates.
const DATETIME_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?$/;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** A parameter as SQLite binds it: booleans as 1/0, dates as SQLite datetime text (space, not `T`). */
export function sqliteParameter(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return isoFromDate(value).replace('T', ' ');
  if (value === undefined) return null;
  return value;
}

/** The storage class name of a value, for columns without a declared type. */
function storageClass(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? 'INTEGER' : 'REAL';
  if (typeof value === 'string') return 'TEXT';
  return value instanceof Uint8Array ? 'BLOB' : 'NULL';
}

/** Whether every non-null value is datetime or date text (and there is at least one). */
function looksTemporal(values: readonly unknown[]): 'DATETIME' | 'DATE' | undefined {
  let kind: 'DATETIME' | 'DATE' | undefined;
  for (const value of values) {
    if (value === null) continue;
    if (typeof value !== 'string') return undefined;
    if (DATETIME_TEXT.test(value)) kind = 'DATETIME';
    else if (DATE_TEXT.test(value)) kind ??= 'DATE';
    else return undefined;
  }
  return kind;
}

/** Converts one column in place and answers its type: the declared one, else one read from the values. */
export function convertSqliteColumn(
  values: unknown[],
  declared: string | null,
  typeMapper: TypeMapper,
): string {
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    if (typeof value === 'bigint') values[i] = numberFromBigInt(value);
  }
  const inferred = declared ? undefined : looksTemporal(values);
  const type = declared || inferred || storageClass(values.find((value) => value !== null));
  const generic = typeMapper(type);
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    if (generic === 'TEMPORAL' && typeof value === 'string') values[i] = isoFromTimestampText(value);
    if (generic === 'BOOLEAN' && typeof value === 'number') values[i] = value !== 0;
  }
  return type;
}
