import type { Dialect } from '../engines/base/engine-spec';

/** What a dataset reads from: a table in a schema, or the SQL of a virtual dataset. */
export interface DatasetSourceFields {
  schema: string | null;
  table_name: string;
  sql: string | null;
}

/** Alias Superset gives a virtual dataset's subquery. */
export const VIRTUAL_TABLE_ALIAS = 'virtual_table';

/** The FROM item of a dataset: `"schema"."table"`, or `(sql) AS virtual_table`. */
export function datasetFromClause(dialect: Dialect, source: DatasetSourceFields): string {
  if (source.sql) return `(${source.sql}) AS ${dialect.quoteIdentifier(VIRTUAL_TABLE_ALIAS)}`;
  const table = dialect.quoteIdentifier(source.table_name);
  return source.schema ? `${dialect.quoteIdentifier(source.schema)}.${table}` : table;
}

/** `SELECT * FROM <source> LIMIT 100` for the edit modal and SQL Lab. */
export function datasetSelectStar(dialect: Dialect, source: DatasetSourceFields): string {
  return `SELECT *\nFROM ${datasetFromClause(dialect, source)}\n${dialect.limitOffset(100, undefined)}`.trim();
}
