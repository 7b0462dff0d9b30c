import { describe, expect, it } from 'vitest';
import { duckdbDialect } from '../engines/duckdb/dialect';
import { mysqlDialect } from '../engines/mysql/dialect';
import { postgresDialect } from '../engines/postgres/dialect';
import { parseScript } from './statements';

const kinds = (sql: string, dialect = postgresDialect) => parseScript(sql, dialect).map((s) => s.kind);

describe('SQL Lab statements', () => {
  it('splits a script at code semicolons only and drops empty statements', () => {
    const script = "SELECT ';' AS a; -- note; here\nSELECT 2;;\n/* only a comment */;";
    expect(parseScript(script, postgresDialect).map((s) => s.sql)).toEqual([
      "SELECT ';' AS a",
      '-- note; here\nSELECT 2',
    ]);
  });

  it('reads SELECT, WITH, VALUES, SHOW, EXPLAIN and PRAGMA as reads', () => {
    expect(
      kinds('SELECT 1; WITH t AS (SELECT 1) SELECT * FROM t; VALUES (1); SHOW search_path; EXPLAIN SELECT 1'),
    ).toEqual(['read', 'read', 'read', 'read', 'read']);
    expect(kinds("PRAGMA table_info('t')", duckdbDialect)).toEqual(['read']);
  });

  it('takes DML, DDL, SET and transactions as writes', () => {
    expect(
      kinds(
        'INSERT INTO t VALUES (1); UPDATE t SET a = 1; DELETE FROM t; DROP TABLE t; ALTER TABLE t ADD b int; TRUNCATE t; SET default_transaction_read_only = off; BEGIN; COMMIT; CREATE INDEX i ON t (a)',
      ),
    ).toEqual(Array(10).fill('write'));
  });

  it('catches writes hidden in WITH, EXPLAIN ANALYZE, SELECT INTO and pragmas', () => {
    expect(kinds('WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d')).toEqual(['write']);
    expect(kinds('EXPLAIN ANALYZE DELETE FROM t')).toEqual(['write']);
    expect(kinds('SELECT * INTO t2 FROM t')).toEqual(['write']);
    expect(kinds('PRAGMA query_only = 0', duckdbDialect)).toEqual(['write']);
    expect(kinds('/*!50000 DELETE FROM t */ SELECT 1', mysqlDialect)).toEqual(['write']);
  });

  it('tells CREATE TABLE AS and CREATE VIEW apart from other DDL', () => {
    expect(
      kinds(
        'CREATE TABLE t2 AS SELECT * FROM t; CREATE OR REPLACE VIEW v AS SELECT 1; CREATE TABLE t3 (a int)',
      ),
    ).toEqual(['ctas', 'cvas', 'write']);
  });

  it('marks statements that reach server files', () => {
    expect(
      kinds("ATTACH DATABASE '/etc/passwd' AS p; COPY t TO '/tmp/x'; INSTALL httpfs; LOAD httpfs"),
    ).toEqual(Array(4).fill('file'));
    expect(kinds("SELECT * FROM t INTO OUTFILE '/tmp/x'", mysqlDialect)).toEqual(['file']);
    expect(kinds("VACUUM INTO '/tmp/copy.db'")).toEqual(['file']);
  });

  it("reads a trailing top-level LIMIT as the query's own limit", () => {
    const limits = parseScript(
      'SELECT * FROM t LIMIT 10; SELECT * FROM (SELECT 1 LIMIT 5) s; SELECT * FROM t LIMIT 20 OFFSET 5; SELECT 1',
      postgresDialect,
    ).map((s) => s.limit);
    expect(limits).toEqual([10, undefined, 20, undefined]);
  });

  it('refuses an unterminated string with a 400', () => {
    expect(() => parseScript("SELECT 'abc", postgresDialect)).toThrow(/not valid/);
  });
});
