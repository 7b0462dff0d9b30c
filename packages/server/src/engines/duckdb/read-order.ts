import type { DuckDBConnection } from '@duckdb/node-api';

/** Parse-tree node kinds whose result depends on the order rows are read in (`type` or `class` of a node). */
const ORDER_DEPENDENT_NODES = new Set(['LIMIT_MODIFIER', 'LIMIT_PERCENT_MODIFIER', 'WINDOW']);

/** Whether a node of DuckDB's serialized parse tree, or any node inside it, depends on the read order. */
function hasOrderDependentNode(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasOrderDependentNode);
  if (typeof node !== 'object' || node === null) return false;
  const fields = node as Record<string, unknown>;
  if (ORDER_DEPENDENT_NODES.has(String(fields['type'])) || ORDER_DEPENDENT_NODES.has(String(fields['class'])))
    return true;
  const distinctOn = fields['distinct_on_targets'];
  if (Array.isArray(distinctOn) && distinctOn.length > 0) return true;
  if (fields['sample'] !== undefined && fields['sample'] !== null) return true;
  return Object.values(fields).some(hasOrderDependentNode);
}

/**
 * Whether which rows or values a SELECT answers depends on the order DuckDB reads rows in, beyond the order of its
 * lines: a LIMIT, OFFSET or FETCH anywhere (which rows are kept), a window function (`row_number() OVER ()` numbers
 * rows as read), DISTINCT ON (which row of a key) or a SAMPLE. Where none is present, reading on every thread in any
 * order gives the same rows, in another order unless an ORDER BY fixes it (DuckDB keeps ORDER BY whatever
 * `preserve_insertion_order` says). Order-dependent aggregates (`list`, `first`, `string_agg` without ORDER BY)
 * already differ from run to run on several threads, so they do not count. DuckDB's own parser reads the SQL
 * (`json_serialize_sql`); SQL it cannot serialize counts as dependent.
 */
export async function dependsOnReadOrder(connection: DuckDBConnection, sql: string): Promise<boolean> {
  try {
    const reader = await connection.runAndReadAll('SELECT json_serialize_sql(CAST($1 AS VARCHAR))', [sql]);
    const serialized = reader.getRows()[0]?.[0];
    if (typeof serialized !== 'string') return true;
    const tree = JSON.parse(serialized) as { error?: unknown; statements?: unknown };
    return tree.error !== false || !Array.isArray(tree.statements) || hasOrderDependentNode(tree.statements);
  } catch {
    return true;
  }
}
