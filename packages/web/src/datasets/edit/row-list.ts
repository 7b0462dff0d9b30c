/** A row of an editable table. */
export interface KeyedRow {
  /** Stable key of the row. */
  key: string;
}

/** The rows with one row changed by `patch`. */
export function patchRow<T extends KeyedRow>(rows: readonly T[], key: string, patch: Partial<T>): T[] {
  return rows.map((row) => (row.key === key ? { ...row, ...patch } : row));
}

/** The rows without the one with `key`. */
export function removeRow<T extends KeyedRow>(rows: readonly T[], key: string): T[] {
  return rows.filter((row) => row.key !== key);
}
