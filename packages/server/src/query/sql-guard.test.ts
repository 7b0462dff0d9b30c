import { describe, expect, it } from 'vitest';
import { assertSafeExpression, normalizeSelectStatement } from './sql-guard';

describe('assertSafeExpression', () => {
  it.each([
    'SUM(num)',
    "COUNT(DISTINCT name) FILTER (WHERE gender = 'boy')",
    'CASE WHEN a > 1 THEN 1 ELSE 0 END',
    "REPLACE(name, 'a', 'b')",
    `"order" + 1`,
    "name = 'drop table; --'",
  ])('accepts %s', (sql) => expect(() => assertSafeExpression(sql)).not.toThrow());
  it.each([
    ['SUM(num); DROP TABLE users', 'must be a single statement'],
    ['1 -- hidden', 'must not contain comments'],
    ['1 /* ; DELETE */', 'must not contain comments'],
    ['(DELETE FROM x)', '"DELETE" is not allowed'],
    ['SELECT 1', 'must be an expression'],
    ["pg_read_file('x') INTO OUTFILE '/tmp/x'", '"INTO" is not allowed'],
    ["'unterminated", 'unterminated'],
    ['  ', 'is empty'],
  ])('refuses %s', (sql, reason) => expect(() => assertSafeExpression(sql)).toThrow(reason));
  // Found by the chart data bad-input tests: `WHERE f AND (1=1) OR (1=1)` dropped the query's own filters.
  it.each([
    ['1=1) OR (1=1', 'a closing parenthesis that was never opened'],
    ['region) AS r, (1', 'a closing parenthesis that was never opened'],
    ['SUM((num)', 'an unclosed parenthesis'],
  ])('refuses %s, whose parentheses do not pair up', (sql, reason) =>
    expect(() => assertSafeExpression(sql)).toThrow(reason),
  );
  it('counts only parentheses in code, not in strings or quoted names', () => {
    expect(() => assertSafeExpression(`name = ')' AND "odd(" > 0`)).not.toThrow();
  });
});

describe('normalizeSelectStatement', () => {
  it('accepts one SELECT and drops a trailing semicolon', () => {
    expect(normalizeSelectStatement('SELECT * FROM t WHERE a = 1;\n')).toBe('SELECT * FROM t WHERE a = 1');
    expect(normalizeSelectStatement('WITH x AS (SELECT 1) SELECT * FROM x')).toBe(
      'WITH x AS (SELECT 1) SELECT * FROM x',
    );
  });
  it('refuses a second statement, writes and non-queries', () => {
    expect(() => normalizeSelectStatement('SELECT 1; SELECT 2')).toThrow('single statement');
    expect(() => normalizeSelectStatement('WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d')).toThrow(
      '"DELETE" is not allowed',
    );
    expect(() => normalizeSelectStatement('UPDATE t SET a = 1')).toThrow('must be a SELECT statement');
  });
});
