import {
  compareKeys,
  valuesAgree,
  type KeyOrder,
  type NullsOrder,
  type ReferenceResult,
  type Value,
} from './reference';

/** The part of a chart data result the comparison reads. */
export interface ApiResult {
  colnames: string[];
  coltypes: number[];
  rowcount: number;
  data: Record<string, unknown>[];
}

/** The window of sorted rows a query asks for. */
export interface RowWindow {
  limit: number;
  offset: number;
  nulls: NullsOrder;
}

/**
 * Compares an API answer with the reference and returns the differences (none when they agree). Rows are matched
 * as a multiset; numbers agree within each column's tolerance. Where the order is defined, rows must come in order,
 * and the window (offset, limit) must hold exactly the rows that every tie-break of the reference order puts in it:
 * rows that tie with the window's edge may or may not be in it.
 */
export function compareWithReference(
  api: ApiResult,
  reference: ReferenceResult,
  window: RowWindow,
): string[] {
  const labels = reference.columns.map((c) => c.label);
  const problems: string[] = [];
  if (JSON.stringify(api.colnames) !== JSON.stringify(labels))
    problems.push(`colnames ${JSON.stringify(api.colnames)}, expected ${JSON.stringify(labels)}`);
  const expectedTypes = reference.columns.map((c) => (c.temporal ? 2 : c.isMetric ? 0 : null));
  expectedTypes.forEach((type, i) => {
    if (type !== null && api.coltypes[i] !== type)
      problems.push(`coltype of ${labels[i]} is ${api.coltypes[i]}, expected ${type}`);
  });
  const total = reference.rows.length;
  const end = Math.min(total, window.offset + window.limit);
  const expectedCount = Math.max(0, end - window.offset);
  if (api.data.length !== expectedCount || api.rowcount !== expectedCount)
    problems.push(
      `${api.data.length} rows (rowcount ${api.rowcount}), expected ${expectedCount} of ${total}`,
    );
  if (problems.length > 0) return problems;

  const apiRows = api.data.map((record) => labels.map((label) => (record[label] ?? null) as Value));
  const order: KeyOrder = {
    descending: reference.descending,
    nulls: window.nulls,
    tolerances: reference.sortTolerances,
  };
  const runs = tieRuns(reference, order);
  const matched = matchRows(apiRows, reference, problems);
  if (problems.length > 0) return problems;

  let previousRun = -1;
  const seen = new Set<number>();
  matched.forEach((index, position) => {
    seen.add(index);
    const run = runs[index] as { start: number; end: number; id: number };
    if (run.end <= window.offset || run.start >= end)
      problems.push(
        `row ${position} ${JSON.stringify(apiRows[position])} is outside the window (sorted position ${run.start}–${run.end - 1})`,
      );
    if (run.id < previousRun)
      problems.push(`row ${position} ${JSON.stringify(apiRows[position])} is out of order`);
    previousRun = Math.max(previousRun, run.id);
  });
  runs.forEach((run, index) => {
    if (run.start >= window.offset && run.end <= end && !seen.has(index))
      problems.push(`missing row ${JSON.stringify(reference.rows[index])}`);
  });
  return problems;
}

/** For each sorted reference row, the run of rows it ties with: [start, end) positions and the run's number. */
function tieRuns(reference: ReferenceResult, order: KeyOrder): { start: number; end: number; id: number }[] {
  const total = reference.rows.length;
  const runs: { start: number; end: number; id: number }[] = [];
  if (reference.sortKeys.length === 0) return reference.rows.map(() => ({ start: 0, end: total, id: 0 }));
  let start = 0;
  for (let i = 1; i <= total; i++) {
    const ties =
      i < total &&
      compareKeys(reference.sortKeys[i - 1] as Value[], reference.sortKeys[i] as Value[], order) === 0;
    if (ties) continue;
    for (let j = start; j < i; j++) runs.push({ start, end: i, id: start });
    start = i;
  }
  return runs;
}

/** Matches each API row to a distinct reference row; groups by their dimension values, raw records by all values. */
function matchRows(apiRows: Value[][], reference: ReferenceResult, problems: string[]): number[] {
  const dimensionCount = reference.columns.filter((c) => !c.isMetric).length;
  const keyOf = (row: readonly Value[]) =>
    JSON.stringify(reference.isGrouped ? row.slice(0, dimensionCount) : row);
  const candidates = new Map<string, number[]>();
  reference.rows.forEach((row, index) => {
    const key = keyOf(row);
    candidates.set(key, [...(candidates.get(key) ?? []), index]);
  });
  return apiRows.map((row, position) => {
    const index = candidates.get(keyOf(row))?.shift();
    if (index === undefined) {
      problems.push(`row ${position} ${JSON.stringify(row)} matches no reference row`);
      return -1;
    }
    const expected = reference.rows[index] as Value[];
    reference.columns.forEach((column, c) => {
      if (!valuesAgree(row[c] ?? null, expected[c] ?? null, column.tolerance)) {
        problems.push(
          `row ${position}: ${column.label} is ${JSON.stringify(row[c])}, expected ${JSON.stringify(expected[c])}`,
        );
      }
    });
    return index;
  });
}
