import { describe, expect, it } from 'vitest';
import { duckdbDialect } from '../engines/duckdb/dialect';
import { mysqlDialect } from '../engines/mysql/dialect';
import { postgresDialect } from '../engines/postgres/dialect';
import { sqliteDialect } from '../engines/sqlite/dialect';
import { assertSafeExpression, normalizeSelectStatement } from './sql-guard';

const DIALECTS = [postgresDialect, duckdbDialect, sqliteDialect, mysqlDialect];
const pg = postgresDialect;

describe('assertSafeExpression', () => {
  it.each([
    'SUM(num)',
    "COUNT(DISTINCT name) FILTER (WHERE gender = 'boy')",
    'CASE WHEN a > 1 THEN 1 ELSE 0 END',
    "REPLACE(name, 'a', 'b')",
    `"order" + 1`,
    "name = 'drop table; --'",
    "name = 'it''s'",
  ])('accepts %s', (sql) => expect(() => assertSafeExpression(sql, pg)).not.toThrow());
  it.each([
    ['SUM(num); DROP TABLE users', 'must be a single statement'],
    ['1 -- hidden', 'must not contain comments'],
    ['1 /* ; DELETE */', 'must not contain comments'],
    ['(DELETE FROM x)', '"DELETE" is not allowed'],
    ['SELECT 1', 'must be an expression'],
    ["pg_read_file('x') INTO OUTFILE '/tmp/x'", 'must not call pg_read_file()'],
    ["set_config('default_transaction_read_only', 'off', false) IS NULL", 'must not call set_config()'],
    ["'unterminated", 'unterminated'],
    ['  ', 'is empty'],
  ])('refuses %s', (sql, reason) => expect(() => assertSafeExpression(sql, pg)).toThrow(reason));
  // Found by the chart data bad-input tests: `WHERE f AND (1=1) OR (1=1)` dropped the query's own filters.
  it.each([
    ['1=1) OR (1=1', 'a closing parenthesis that was never opened'],
    ['region) AS r, (1', 'a closing parenthesis that was never opened'],
    ['SUM((num)', 'an unclosed parenthesis'],
  ])('refuses %s, whose parentheses do not pair up', (sql, reason) =>
    expect(() => assertSafeExpression(sql, pg)).toThrow(reason),
  );
  it('counts only parentheses in code, not in strings or quoted names', () => {
    expect(() => assertSafeExpression(`name = ')' AND "odd(" > 0`, pg)).not.toThrow();
  });

  // Issue 15: the old guard read `\'` as an escaped quote everywhere, so a `;` and a write hid in "a string".
  describe('reads strings as the engine does', () => {
    const backslash = "name = 'x\\' ; UPDATE t SET a = 1; SELECT '1'";
    it.each([postgresDialect, duckdbDialect, sqliteDialect])(
      'a backslash before a quote ends the string in %s (standard strings)',
      (dialect) =>
        expect(() => assertSafeExpression(backslash, dialect)).toThrow(/single statement|not allowed/),
    );
    it('a backslash escapes in MySQL strings and PostgreSQL E strings, where the same text is one string', () => {
      expect(() => assertSafeExpression("name = 'x\\' ; UPDATE t'", mysqlDialect)).not.toThrow();
      expect(() => assertSafeExpression('name = "x\\" ; DELETE FROM t; "', mysqlDialect)).not.toThrow();
      expect(() => assertSafeExpression("name = E'x\\' ; DROP TABLE t; --'", pg)).not.toThrow();
    });
    it.each([
      ["name = E'x\\\\' ; DROP TABLE t; --'", 'must not contain comments'],
      ['name = $q$ x $q$ ; DROP TABLE t', 'must be a single statement'],
      ['name = $$x$$ OR 1=1 /* /* */ ) OR (1=1 */', 'must not contain comments'],
      ["name = 'a' /* nested /* inner */ still comment */ OR 1=1", 'must not contain comments'],
    ])('PostgreSQL: %s', (sql, reason) => expect(() => assertSafeExpression(sql, pg)).toThrow(reason));
    it.each([
      ['1 # hidden', 'must not contain comments'],
      ['1 /*! ; DROP TABLE t */', 'must not contain comments'],
      ["name = 'x\\\\' ; DELETE FROM t; '' = 1", 'must be a single statement'],
    ])('MySQL: %s', (sql, reason) => expect(() => assertSafeExpression(sql, mysqlDialect)).toThrow(reason));
    it.each(DIALECTS)('a unicode quote look-alike is never a quote in %s', (dialect) => {
      expect(() => assertSafeExpression('name = \u2019x\u2019; DROP TABLE t', dialect)).toThrow(
        'must be a single statement',
      );
    });
    it.each(DIALECTS)('a NUL character is refused in %s', (dialect) => {
      expect(() => assertSafeExpression('1\0; DROP TABLE t', dialect)).toThrow('NUL');
    });
  });
});

describe('normalizeSelectStatement', () => {
  it('accepts one SELECT and drops a trailing semicolon and trailing comments', () => {
    expect(normalizeSelectStatement('SELECT * FROM t WHERE a = 1;\n', pg)).toBe(
      'SELECT * FROM t WHERE a = 1',
    );
    expect(normalizeSelectStatement('WITH x AS (SELECT 1) SELECT * FROM x', pg)).toBe(
      'WITH x AS (SELECT 1) SELECT * FROM x',
    );
    expect(normalizeSelectStatement("SELECT 'a' -- note\nFROM t -- the end", pg)).toBe(
      "SELECT 'a' -- note\nFROM t",
    );
    expect(normalizeSelectStatement('-- lead\nSELECT 1 ;; ', pg)).toBe('-- lead\nSELECT 1');
  });
  it('refuses a second statement, writes and non-queries', () => {
    expect(() => normalizeSelectStatement('SELECT 1; SELECT 2', pg)).toThrow('single statement');
    expect(() =>
      normalizeSelectStatement('WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', pg),
    ).toThrow('"DELETE" is not allowed');
    expect(() => normalizeSelectStatement('UPDATE t SET a = 1', pg)).toThrow('must be a SELECT statement');
    expect(() => normalizeSelectStatement("SELECT 'x\\'; DROP TABLE t; --'", pg)).toThrow('single statement');
    expect(() => normalizeSelectStatement('SELECT 1 FROM t) AS v, (SELECT 1', pg)).toThrow('parenthesis');
    expect(() => normalizeSelectStatement('SELECT 1 /*! , (SELECT 1) */', mysqlDialect)).toThrow(
      'executable comments',
    );
  });
});
