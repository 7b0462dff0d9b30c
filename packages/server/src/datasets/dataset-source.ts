import type { Dialect } from '../engines/base/engine-spec';
import { normalizeSelectStatement } from '../query/sql-guard';

/** What a dataset reads from: a table in a schema, or the SQL of a virtual dataset. */
export interface DatasetSourceFields {
  schema: string | null;
  table_name: string;
  sql: string | null;
}

/** Alias Superset gives a virtual dataset's subquery. */
export const VIRTUAL_TABLE_ALIAS = 'virtual_table';

/**
 * The FROM item of a dataset: `"schema"."table"`, or `(sql) AS virtual_table`. A virtual dataset's SQL passes the
 * SELECT guard every time it is run, however it was stored (API, import, older versions).
 */
export function datasetFromClause(dialect: Dialect, source: DatasetSourceFields): string {
  if (source.sql) {
    const sql = normalizeSelectStatement(source.sql, dialect, `The SQL of dataset "${source.table_name}"`);
    return `(${sql}) AS ${dialect.quoteIdentifier(VIRTUAL_TABLE_ALIAS)}`;
  }
  return tableName(dialect, source);
}

/** `"schema"."table"` of a physical dataset. */
function tableName(dialect: Dialect, source: DatasetSourceFields): string {
  const table = dialect.quoteIdentifier(source.table_name);
  return source.schema ? `${dialect.quoteIdentifier(source.schema)}.${table}` : table;
}

/** `SELECT * FROM <source> LIMIT 100` for the edit modal and SQL Lab. */
export function datasetSelectStar(dialect: Dialect, source: DatasetSourceFields): string {
  // Shown, not run: the SQL as stored, even one the guard would refuse.
  const from = source.sql
    ? `(${source.sql}) AS ${dialect.quoteIdentifier(VIRTUAL_TABLE_ALIAS)}`
    : tableName(dialect, source);
  return `SELECT *\nFROM ${from}\n${dialect.limitOffset(100, undefined)}`.trim();
}
