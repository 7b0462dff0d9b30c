import {
  MySQL,
  PostgreSQL,
  SQLite,
  StandardSQL,
  type SQLDialect,
  type SQLNamespace,
} from '@codemirror/lang-sql';

/** CodeMirror's SQL dialect of each backend SQL Lab lists (DuckDB speaks PostgreSQL's); standard SQL otherwise. */
const DIALECTS: Record<string, SQLDialect> = {
  postgresql: PostgreSQL,
  duckdb: PostgreSQL,
  mysql: MySQL,
  sqlite: SQLite,
};

/** The editor dialect of a database backend. */
export function editorDialect(backend: string | undefined): SQLDialect {
  return (backend && DIALECTS[backend]) || StandardSQL;
}

/** What the autocomplete knows of a database: its schemas, the tables of the chosen one, columns of some tables. */
export interface CompletionCatalog {
  schemas: readonly string[];
  schema: string | null;
  tables: readonly string[];
  /** Columns of the tables whose metadata was loaded, by table name. */
  columns: Readonly<Record<string, readonly string[]>>;
}

/**
 * The completion namespace: tables of the chosen schema (with their loaded columns) at the top level and under the
 * schema's name, and every other schema's name.
 */
export function completionNamespace(catalog: CompletionCatalog): SQLNamespace {
  const tables: Record<string, string[]> = {};
  for (const table of catalog.tables) tables[table] = [...(catalog.columns[table] ?? [])];
  const namespace: Record<string, SQLNamespace> = { ...tables };
  for (const schema of catalog.schemas) namespace[schema] = schema === catalog.schema ? tables : {};
  return namespace;
}
