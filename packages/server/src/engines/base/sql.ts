import type { GenericType } from '@meridian/core';
import { AppError } from '../../errors';
import type { TypeMapper } from './engine-spec';

/** An identifier quoter for a quote character, doubling it inside names (`a"b` -> `"a""b"`). */
export function identifierQuoter(quote: '"' | '`'): (name: string) => string {
  return (name) => {
    if (name.includes('\0')) throw new AppError('UNPROCESSABLE', 'Identifiers cannot contain NUL characters');
    return `${quote}${name.split(quote).join(quote + quote)}${quote}`;
  };
}

/** A standard SQL string literal: single quotes doubled, no backslash escapes (PostgreSQL, DuckDB, SQLite). */
export function standardLiteral(value: string): string {
  if (value.includes('\0'))
    throw new AppError('UNPROCESSABLE', 'String literals cannot contain NUL characters');
  return `'${value.replaceAll("'", "''")}'`;
}

/** Checks a row count is a non-negative integer before it is inlined in SQL. */
function rowCount(value: number, label: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new AppError('UNPROCESSABLE', `The ${label} must be a non-negative integer, got ${value}`);
  }
  return value;
}

/**
 * `LIMIT n OFFSET m` (or the empty string). Engines that need a LIMIT before an OFFSET pass the text of
 * "no limit" (`-1` for SQLite, `18446744073709551615` for MySQL).
 */
export function limitOffsetClause(
  limit: number | undefined,
  offset: number | undefined,
  unlimited?: string,
): string {
  const parts: string[] = [];
  if (limit !== undefined) parts.push(`LIMIT ${rowCount(limit, 'row limit')}`);
  else if (offset && unlimited !== undefined) parts.push(`LIMIT ${unlimited}`);
  if (offset) parts.push(`OFFSET ${rowCount(offset, 'row offset')}`);
  return parts.join(' ');
}

/** A type mapper from ordered `[pattern, generic type]` rules: the first match wins; `null` rules say "unknown". */
export function createTypeMapper(rules: readonly (readonly [RegExp, GenericType | null])[]): TypeMapper {
  return (nativeType) => {
    const text = nativeType.trim();
    for (const [pattern, generic] of rules) if (pattern.test(text)) return generic ?? undefined;
    return undefined;
  };
}
