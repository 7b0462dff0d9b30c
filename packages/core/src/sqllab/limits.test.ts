import { describe, expect, it } from 'vitest';
import { limitOutcome } from './limits';
import { effectiveQueryLimit } from './query';

describe('SQL Lab limits', () => {
  it('caps the dropdown at SQL_MAX_ROW and takes 0 as the cap', () => {
    expect(effectiveQueryLimit(undefined)).toBe(100_000);
    expect(effectiveQueryLimit(0)).toBe(100_000);
    expect(effectiveQueryLimit(1000)).toBe(1000);
    expect(effectiveQueryLimit(500_000)).toBe(100_000);
  });

  it('says the dropdown limited a result that had more rows than the limit', () => {
    expect(limitOutcome({ sqlLimit: undefined, limit: 1000, rowsFetched: 1001 })).toEqual({
      limitingFactor: 'DROPDOWN',
      isTruncated: true,
    });
    expect(limitOutcome({ sqlLimit: 5000, limit: 1000, rowsFetched: 1001 }).limitingFactor).toBe('DROPDOWN');
  });

  it("says the query limited a result that stopped at the SQL's own LIMIT", () => {
    expect(limitOutcome({ sqlLimit: 10, limit: 1000, rowsFetched: 10 }).limitingFactor).toBe('QUERY');
    expect(limitOutcome({ sqlLimit: 1000, limit: 1000, rowsFetched: 1000 }).limitingFactor).toBe(
      'QUERY_AND_DROPDOWN',
    );
  });

  it('says nothing limited a result smaller than both limits', () => {
    expect(limitOutcome({ sqlLimit: 10, limit: 1000, rowsFetched: 3 }).limitingFactor).toBe('NOT_LIMITED');
    expect(limitOutcome({ sqlLimit: undefined, limit: 1000, rowsFetched: 1000 }).limitingFactor).toBe(
      'NOT_LIMITED',
    );
  });
});
