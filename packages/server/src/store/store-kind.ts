/** Which database holds the metadata. */
export type StoreKind = 'sqlite' | 'postgres';

/** Column type of a surrogate key: SQLite's rowid integer, PostgreSQL's serial. */
export function idColumn(kind: StoreKind): 'integer' | 'serial' {
  return kind === 'sqlite' ? 'integer' : 'serial';
}

/** Adds AUTOINCREMENT on SQLite (ids never reused); PostgreSQL's serial needs nothing. */
export function autoIncrementFor(kind: StoreKind) {
  return <T extends { autoIncrement(): T }>(column: T): T =>
    kind === 'sqlite' ? column.autoIncrement() : column;
}
