/**
 * The column of a metadata store's unique-constraint failure (SQLite `UNIQUE constraint failed: users.email`,
 * PostgreSQL 23505 `Key (email)=(…) already exists.`), or undefined for any other error. Two requests racing past
 * the same "is it taken?" check, or a client sending a uuid that exists, meet the constraint: the caller's to fix.
 */
export function uniqueViolationColumn(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, code, detail } = error as { message?: unknown; code?: unknown; detail?: unknown };
  if (typeof message === 'string') {
    const sqlite = /UNIQUE constraint failed: ([\w.]+)/.exec(message);
    if (sqlite?.[1]) return sqlite[1].split('.').pop();
  }
  if (code === '23505') {
    const key = typeof detail === 'string' ? /Key \(([^)]+)\)=/.exec(detail) : null;
    return key?.[1]?.replace(/^lower\((\w+)$/i, '$1') ?? 'value';
  }
  return undefined;
}
