import { parsePythonDateFormat, pythonDateFormatMessage } from '@meridian/core';
import type { DatasetColumn } from '@meridian/core';
import type { Dialect } from '../engines/base/engine-spec';
import { AppError } from '../errors';

/** Native types that already hold timestamps: their python_date_format is only a hint, as in Superset. */
const TEMPORAL_NATIVE = /DATE|TIME/i;

/** Whether a column's values are numbers or strings to read with its python_date_format. */
export function readsWithDateFormat(column: DatasetColumn): boolean {
  if (!column.is_dttm || !column.python_date_format?.trim()) return false;
  if (column.type_generic === 'TEMPORAL') return false;
  return !(column.type && TEMPORAL_NATIVE.test(column.type));
}

/**
 * SQL reading a temporal column stored as numbers or strings as a timestamp, by its python_date_format, so time
 * filters, grains and the select list all see timestamps; an AppError (422) naming the column when the format can
 * not be read, or the engine can not read it.
 */
export function dateFormatColumnSql(dialect: Dialect, column: DatasetColumn, sql: string): string {
  const format = column.python_date_format ?? '';
  const parsed = parsePythonDateFormat(format);
  const fail = (reason: string) =>
    new AppError('UNPROCESSABLE', pythonDateFormatMessage(column.column_name, format, reason));
  if (!parsed.ok) throw fail(parsed.reason);
  switch (parsed.format.kind) {
    case 'epoch_s':
      return dialect.epochToTimestamp(sql, 's');
    case 'epoch_ms':
      return dialect.epochToTimestamp(sql, 'ms');
    case 'pattern': {
      const converted = dialect.patternToTimestamp(sql, parsed.format.parts);
      if (converted === undefined) throw fail(`this database (${dialect.engine}) can not read it`);
      return converted;
    }
  }
}
