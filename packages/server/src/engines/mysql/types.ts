import type { FieldPacket } from 'mysql2';
import { isoFromTimestampText } from '../base/values';

/** MySQL protocol column type codes to SQL type names. */
const TYPE_NAMES: Record<number, string> = {
  0: 'DECIMAL',
  1: 'TINYINT',
  2: 'SMALLINT',
  3: 'INT',
  4: 'FLOAT',
  5: 'DOUBLE',
  6: 'NULL',
  7: 'TIMESTAMP',
  8: 'BIGINT',
  9: 'MEDIUMINT',
  10: 'DATE',
  11: 'TIME',
  12: 'DATETIME',
  13: 'YEAR',
  14: 'DATE',
  15: 'VARCHAR',
  16: 'BIT',
  245: 'JSON',
  246: 'DECIMAL',
  247: 'ENUM',
  248: 'SET',
  249: 'BLOB',
  250: 'BLOB',
  251: 'BLOB',
  252: 'BLOB',
  253: 'VARCHAR',
  254: 'CHAR',
  255: 'GEOMETRY',
};

const BINARY_CHARSET = 63;
const TEMPORAL = new Set(['TIMESTAMP', 'DATE', 'DATETIME']);

/** The SQL type name of a result field (`TINYINT(1)` for booleans, `TEXT` for character blobs). */
export function fieldTypeName(field: FieldPacket): string {
  const name = TYPE_NAMES[field.columnType ?? field.type ?? -1] ?? 'UNKNOWN';
  if (name === 'TINYINT' && field.columnLength === 1) return 'TINYINT(1)';
  if (name === 'BLOB' && field.characterSet !== BINARY_CHARSET) return 'TEXT';
  return name;
}

/** The value converter of a result column, or undefined when mysql2's value is already in the shared form. */
export function valueConverter(typeName: string): ((value: unknown) => unknown) | undefined {
  if (TEMPORAL.has(typeName))
    return (value) => (typeof value === 'string' ? isoFromTimestampText(value) : value);
  if (typeName === 'TINYINT(1)') return (value) => (typeof value === 'number' ? value !== 0 : value);
  return undefined;
}
