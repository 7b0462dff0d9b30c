import type { CompiledSql, Dialect } from '../engines/base/engine-spec';

/** SQL with its parameters written in as literals, for people to read ("View query"); never executed. */
export function renderSqlForDisplay(compiled: CompiledSql, dialect: Dialect): string {
  let index = 0;
  const literal = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
    if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
    return dialect.escapeLiteral(String(value));
  };
  const placeholders = compiled.parameters.map((_, i) => dialect.placeholder(i + 1));
  if (placeholders.every((p) => p === '?')) {
    return compiled.sql.replace(/\?/g, () => literal(compiled.parameters[index++]));
  }
  // Numbered placeholders: replace the highest numbers first so $1 does not eat $10.
  let sql = compiled.sql;
  for (let i = placeholders.length - 1; i >= 0; i--)
    sql = sql.split(placeholders[i] as string).join(literal(compiled.parameters[i]));
  return sql;
}
