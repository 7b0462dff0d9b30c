import pg from 'pg';
import { isoFromTimestampText, numberFromDecimalText, numberFromIntegerText } from '../base/values';

/** Names of the common type OIDs, for result column types. */
const OID_NAMES: Record<number, string> = {
  16: 'bool',
  17: 'bytea',
  18: 'char',
  19: 'name',
  20: 'int8',
  21: 'int2',
  23: 'int4',
  25: 'text',
  26: 'oid',
  114: 'json',
  700: 'float4',
  701: 'float8',
  790: 'money',
  1042: 'bpchar',
  1043: 'varchar',
  1082: 'date',
  1083: 'time',
  1114: 'timestamp',
  1184: 'timestamptz',
  1186: 'interval',
  1266: 'timetz',
  1700: 'numeric',
  2950: 'uuid',
  3802: 'jsonb',
};

/** The name of a type OID (`oid:1234` when not a common one). */
export function oidName(oid: number): string {
  return OID_NAMES[oid] ?? `oid:${oid}`;
}

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;

/** Text parsers answering the shared value forms (see base/values.ts): ISO timestamps, int8/numeric as numbers. */
export function postgresTypeParsers(): pg.CustomTypesConfig {
  const overrides = new pg.TypeOverrides();
  overrides.setTypeParser(INT8, 'text', numberFromIntegerText);
  overrides.setTypeParser(NUMERIC, 'text', numberFromDecimalText);
  overrides.setTypeParser(DATE, 'text', isoFromTimestampText);
  overrides.setTypeParser(TIMESTAMP, 'text', isoFromTimestampText);
  overrides.setTypeParser(TIMESTAMPTZ, 'text', isoFromTimestampText);
  return overrides;
}
