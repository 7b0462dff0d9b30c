import type { CatalogSql } from '../base/introspection';

/** Schemas, without PostgreSQL's own (information_schema, pg_catalog, pg_toast, temporary ones). */
const SCHEMAS_SQL = `SELECT nspname FROM pg_catalog.pg_namespace
WHERE nspname <> 'information_schema' AND nspname !~ '^pg_'
ORDER BY nspname`;

/** Tables (plain, partitioned, foreign) and views (plain, materialized) of a schema; partitions are left out. */
const TABLES_SQL = `SELECT c.relname, CASE WHEN c.relkind IN ('v', 'm') THEN 'view' ELSE 'table' END
FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'f', 'v', 'm') AND NOT c.relispartition
ORDER BY c.relname`;

/** Columns of a table in order: name, format_type, nullable. */
const COLUMNS_SQL = `SELECT a.attname, pg_catalog.format_type(a.atttypid, a.atttypmod),
  CASE WHEN a.attnotnull THEN 'NO' ELSE 'YES' END
FROM pg_catalog.pg_attribute a
JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = $1 AND c.relname = $2 AND a.attnum > 0 AND NOT a.attisdropped
ORDER BY a.attnum`;

/** Partition key columns of a partitioned table, in key order (expression keys are left out). */
export const PARTITION_COLUMNS_SQL = `SELECT a.attname
FROM pg_catalog.pg_partitioned_table pt
JOIN pg_catalog.pg_class c ON c.oid = pt.partrelid
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
CROSS JOIN LATERAL unnest(pt.partattrs::int2[]) WITH ORDINALITY AS k(attnum, ord)
JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
WHERE n.nspname = $1 AND c.relname = $2
ORDER BY k.ord`;

/** Bound expressions of a table's partitions, e.g. `FOR VALUES FROM ('2024-01-01') TO ('2024-02-01')`. */
export const PARTITION_BOUNDS_SQL = `SELECT pg_catalog.pg_get_expr(c.relpartbound, c.oid)
FROM pg_catalog.pg_inherits i
JOIN pg_catalog.pg_class c ON c.oid = i.inhrelid
JOIN pg_catalog.pg_class p ON p.oid = i.inhparent
JOIN pg_catalog.pg_namespace n ON n.oid = p.relnamespace
WHERE n.nspname = $1 AND p.relname = $2`;

/** The catalog queries of PostgreSQL. */
export const POSTGRES_CATALOG: CatalogSql = {
  schemas: () => ({ sql: SCHEMAS_SQL, parameters: [] }),
  tables: (schema) => ({ sql: TABLES_SQL, parameters: [schema] }),
  columns: (schema, table) => ({ sql: COLUMNS_SQL, parameters: [schema, table] }),
};
