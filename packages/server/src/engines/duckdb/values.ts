import type { DuckDBResultReader, DuckDBType, DuckDBValue, DuckDBValueConverter } from '@duckdb/node-api';
import {
  DuckDBTimestampValue,
  DuckDBTypeId,
  JSDuckDBValueConverter,
  JsonDuckDBValueConverter,
} from '@duckdb/node-api';
import { AppError } from '../../errors';
import { isoFromDate, normalizeParameter, numberFromBigInt } from '../base/values';

const TEMPORAL_IDS = new Set<DuckDBTypeId>([
  DuckDBTypeId.DATE,
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
  DuckDBTypeId.TIMESTAMP_TZ,
]);

const PLAIN_IDS = new Set<DuckDBTypeId>([
  DuckDBTypeId.BOOLEAN,
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
  DuckDBTypeId.DECIMAL,
  DuckDBTypeId.VARCHAR,
  DuckDBTypeId.ENUM,
  DuckDBTypeId.UUID,
]);

const BIG_IDS = new Set<DuckDBTypeId>([
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.BIGNUM,
]);

/**
 * DuckDB values to the shared forms (base/values.ts): timestamps and dates as ISO text (zoned ones in UTC),
 * 64-bit and larger integers as safe numbers or text, DECIMAL as number; TIME, INTERVAL, lists and structs
 * in their JSON form.
 */
export const toSharedValue: DuckDBValueConverter<unknown> = (value: DuckDBValue, type: DuckDBType) => {
  if (value === null) return null;
  if (TEMPORAL_IDS.has(type.typeId)) {
    const date = JSDuckDBValueConverter(value, type, JSDuckDBValueConverter);
    return date instanceof Date && !Number.isNaN(date.getTime()) ? isoFromDate(date) : String(value);
  }
  if (BIG_IDS.has(type.typeId)) {
    const big = JSDuckDBValueConverter(value, type, JSDuckDBValueConverter);
    return typeof big === 'bigint' ? numberFromBigInt(big) : big;
  }
  if (PLAIN_IDS.has(type.typeId)) return JSDuckDBValueConverter(value, type, JSDuckDBValueConverter);
  return JsonDuckDBValueConverter(value, type, JsonDuckDBValueConverter);
};

/** Types whose raw DuckDB values (number, string, boolean) already are the shared form. */
const SHARED_FORM_IDS = new Set<DuckDBTypeId>([
  DuckDBTypeId.BOOLEAN,
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
  DuckDBTypeId.VARCHAR,
]);

/** The largest distance from the epoch a JS Date holds. */
const MAX_DATE_MILLIS = 8.64e15;

/** Types whose raw DuckDB values are bigints. */
const BIGINT_IDS = new Set<DuckDBTypeId>([
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UHUGEINT,
]);

/** Converts one column in place (to the shared forms), choosing the conversion once per column rather than once per value. */
export function toSharedColumn(values: DuckDBValue[], type: DuckDBType): unknown[] {
  if (SHARED_FORM_IDS.has(type.typeId)) return values;
  const out: unknown[] = values;
  if (type.typeId === DuckDBTypeId.TIMESTAMP) {
    for (let i = 0; i < values.length; i++) {
      const value = values[i] ?? null;
      const millis = value instanceof DuckDBTimestampValue ? Number(value.micros / 1000n) : NaN;
      out[i] =
        Math.abs(millis) <= MAX_DATE_MILLIS
          ? isoFromDate(new Date(millis))
          : toSharedValue(value, type, toSharedValue);
    }
    return out;
  }
  if (BIGINT_IDS.has(type.typeId)) {
    for (let i = 0; i < values.length; i++) {
      const value = values[i];
      out[i] = typeof value === 'bigint' ? numberFromBigInt(value) : value;
    }
    return out;
  }
  for (let i = 0; i < values.length; i++) out[i] = toSharedValue(values[i] ?? null, type, toSharedValue);
  return out;
}

/** Column-major values of a read result, at most `maxRows` rows. */
export function readerColumns(reader: DuckDBResultReader, maxRows?: number): unknown[][] {
  const types = reader.columnTypes();
  const columns = reader.getColumns().map((values, i) => toSharedColumn(values, types[i] as DuckDBType));
  return maxRows === undefined ? columns : columns.map((column) => column.slice(0, maxRows));
}

/** A parameter as DuckDB binds it: dates as ISO text, objects as JSON text. */
export function duckdbParameter(value: unknown): DuckDBValue {
  const normalized = normalizeParameter(value);
  if (normalized === undefined || normalized === null) return null;
  switch (typeof normalized) {
    case 'string':
    case 'number':
    case 'bigint':
    case 'boolean':
      return normalized;
    case 'object':
      return JSON.stringify(normalized);
    default:
      throw new AppError('UNPROCESSABLE', `Unsupported query parameter of type ${typeof normalized}`);
  }
}
