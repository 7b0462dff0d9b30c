import type { LimitingFactor } from './query';

/** What a run was limited by, and the rows it keeps. */
export interface LimitOutcome {
  limitingFactor: LimitingFactor;
  /** Whether rows beyond the limit were dropped. */
  isTruncated: boolean;
}

/**
 * Superset's limiting factor, for a run that fetched up to `limit + 1` rows without rewriting the SQL: more than
 * `limit` rows means the dropdown cut the result; exactly the SQL's own `LIMIT n` rows means the query limited it
 * (QUERY_AND_DROPDOWN when both are equal); anything else was not limited.
 */
export function limitOutcome(options: {
  sqlLimit: number | undefined;
  limit: number;
  rowsFetched: number;
}): LimitOutcome {
  const { sqlLimit, limit, rowsFetched } = options;
  if (rowsFetched > limit) return { limitingFactor: 'DROPDOWN', isTruncated: true };
  if (sqlLimit !== undefined && sqlLimit <= limit && rowsFetched === sqlLimit && rowsFetched > 0) {
    return { limitingFactor: sqlLimit < limit ? 'QUERY' : 'QUERY_AND_DROPDOWN', isTruncated: false };
  }
  return { limitingFactor: 'NOT_LIMITED', isTruncated: false };
}
