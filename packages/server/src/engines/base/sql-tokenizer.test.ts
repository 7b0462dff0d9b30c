import { describe, expect, it } from 'vitest';
import { duckdbDialect } from '../duckdb/dialect';
import { mysqlDialect } from '../mysql/dialect';
import { postgresDialect } from '../postgres/dialect';
import { sqliteDialect } from '../sqlite/dialect';
import type { LexicalDialect, SqlToken } from './sql-tokenizer';
import { splitStatements, tokenizeSql } from './sql-tokenizer';

const DIALECTS = {
  postgresql: postgresDialect,
  duckdb: duckdbDialect,
  mysql: mysqlDialect,
  sqlite: sqliteDialect,
};
type Engine = keyof typeof DIALECTS;

/** The tokens as `kind:text` pairs, easy to compare. */
const lex = (sql: string, dialect: LexicalDialect): string[] =>
  tokenizeSql(sql, dialect).map((t: SqlToken) => `${t.kind}:${t.text}`);
/** The code of a statement: every word, number and punctuation outside strings, names and comments. */
const code = (sql: string, dialect: LexicalDialect): string =>
  tokenizeSql(sql, dialect)
    .filter((t) => t.kind === 'word' || t.kind === 'number' || t.kind === 'punct' || t.kind === 'semicolon')
    .map((t) => t.text)
    .join(' ');

describe('tokenizeSql', () => {
  it('keeps words, numbers, strings, names, comments and punctuation apart', () => {
    expect(lex(`SELECT "a b", 'x;y', 1.5e3 FROM t -- done`, postgresDialect)).toEqual([
      'word:SELECT',
      'quoted:"a b"',
      'punct:,',
      "string:'x;y'",
      'punct:,',
      'number:1.5e3',
      'word:FROM',
      'word:t',
      'comment:-- done',
    ]);
  });

  it('records offsets and the unquoted name of quoted identifiers', () => {
    const [token] = tokenizeSql('  "a""b"', postgresDialect);
    expect(token).toEqual({ kind: 'quoted', text: '"a""b"', start: 2, end: 8, name: 'a"b' });
    expect(tokenizeSql('[x]]', sqliteDialect)[0]).toMatchObject({ kind: 'quoted', name: 'x' });
  });

  // The hole of issue 15: a backslash before a quote ends a string on every engine but MySQL.
  it.each<Engine>(['postgresql', 'duckdb', 'sqlite'])(
    "ends a %s string at the quote after a backslash: 'a\\'",
    (engine) => {
      expect(code("x = 'a\\' ; DROP TABLE t; --'", DIALECTS[engine])).toBe('x = ; DROP TABLE t ;');
    },
  );

  it('lets a backslash escape the quote in MySQL strings, single and double quoted', () => {
    expect(lex(`'a\\' ; DROP' "b\\" ; x"`, mysqlDialect)).toEqual([
      `string:'a\\' ; DROP'`,
      `string:"b\\" ; x"`,
    ]);
  });

  it("lets a backslash escape the quote in E'' strings of PostgreSQL and DuckDB only", () => {
    for (const dialect of [postgresDialect, duckdbDialect]) {
      expect(lex(`E'a\\' ; b' e'\\\\' ;`, dialect)).toEqual([
        `string:E'a\\' ; b'`,
        `string:e'\\\\'`,
        'semicolon:;',
      ]);
    }
    expect(code(`E'a\\' ; b`, sqliteDialect)).toBe('E ; b');
  });

  it("does not read a name ending in E as an E'' prefix", () => {
    expect(lex(`xE'\\' ; y`, postgresDialect)).toEqual(['word:xE', "string:'\\'", 'semicolon:;', 'word:y']);
  });

  it('doubles quotes inside strings and names on every engine', () => {
    for (const dialect of Object.values(DIALECTS)) {
      expect(lex(`'it''s' x`, dialect)).toEqual([`string:'it''s'`, 'word:x']);
    }
    expect(lex('`a``b` c', mysqlDialect)).toEqual(['quoted:`a``b`', 'word:c']);
  });

  it('reads dollar-quoted strings in PostgreSQL and DuckDB, and $1 as a parameter', () => {
    for (const dialect of [postgresDialect, duckdbDialect]) {
      expect(lex(`$$a'; b$$ $tag$ $$ ; $tag$ $1`, dialect)).toEqual([
        `string:$$a'; b$$`,
        'string:$tag$ $$ ; $tag$',
        'punct:$',
        'number:1',
      ]);
    }
    expect(code(`$$ ; DROP t $$`, sqliteDialect)).toContain('; DROP t');
    expect(code(`$$ ; DROP t $$`, mysqlDialect)).toContain('; DROP t');
  });

  it('keeps $ inside a name, so a$b$ starts no dollar quote', () => {
    expect(lex(`a$b$ ; x`, postgresDialect)).toEqual(['word:a$b$', 'semicolon:;', 'word:x']);
  });

  it('nests block comments in PostgreSQL and DuckDB only', () => {
    const sql = '/* a /* b */ ; DROP t */ x';
    expect(code(sql, postgresDialect)).toBe('x');
    expect(code(sql, duckdbDialect)).toBe('x');
    expect(code(sql, mysqlDialect)).toBe('; DROP t * / x');
    expect(code(sql, sqliteDialect)).toBe('; DROP t * / x');
  });

  it('reads MySQL -- as a comment only before a space or control character, and # as a comment', () => {
    expect(code('1--1', mysqlDialect)).toBe('1 - - 1');
    expect(code('1-- 1\n+2', mysqlDialect)).toBe('1 + 2');
    expect(code('1--\t1', mysqlDialect)).toBe('1');
    expect(code('1--', mysqlDialect)).toBe('1');
    expect(code('1 # x\n+2', mysqlDialect)).toBe('1 + 2');
    expect(code('1--1', postgresDialect)).toBe('1');
    expect(code('1 # 2', postgresDialect)).toBe('1 # 2');
  });

  it('ends line comments at a carriage return too, as PostgreSQL does', () => {
    expect(code('1 -- x\r; DROP t', postgresDialect)).toBe('1 ; DROP t');
  });

  it('marks MySQL and MariaDB executable comments', () => {
    const [plain, mysql, mariadb] = tokenizeSql('/* a */ /*!50000 DROP */ /*M! x */', mysqlDialect);
    expect([plain?.executable, mysql?.executable, mariadb?.executable]).toEqual([undefined, true, true]);
    expect(tokenizeSql('/*! x */', postgresDialect)[0]?.executable).toBeUndefined();
  });

  it('reads quote look-alikes and other non-ASCII characters as parts of names', () => {
    expect(lex('x＇ ; ’y', postgresDialect)).toEqual(['word:x＇', 'semicolon:;', 'word:’y']);
    expect(lex('a\u00a0b', mysqlDialect)).toEqual(['word:a\u00a0b']);
  });

  it('reads SQLite names in brackets and backticks', () => {
    expect(lex('[a ; b] `c`', sqliteDialect)).toEqual(['quoted:[a ; b]', 'quoted:`c`']);
    expect(code('[a ; b]', postgresDialect)).toBe('[ a ; b ]');
  });

  it.each([
    ["'open", "an unterminated ' quote"],
    ['"open', 'an unterminated " quote'],
    ['/* open', 'an unterminated /* comment'],
    ['/* a /* b */', 'an unterminated /* comment'],
    ['$x$ open', 'an unterminated dollar-quoted string'],
    ["E'\\'", "an unterminated ' quote"],
    ['a\0b', 'a NUL character'],
  ])('refuses %j in PostgreSQL: %s', (sql, reason) => {
    expect(() => tokenizeSql(sql, postgresDialect)).toThrow(reason);
  });

  it("refuses a MySQL string whose last quote is escaped: 'a\\'", () => {
    expect(() => tokenizeSql("'a\\'", mysqlDialect)).toThrow("an unterminated ' quote");
    expect(() => tokenizeSql("'a\\'", sqliteDialect)).not.toThrow();
  });
});

describe('splitStatements', () => {
  it('splits at semicolons that are code, trimming and dropping empty statements', () => {
    expect(splitStatements(" SELECT 1;\n\nSELECT ';' ; ; SELECT 2 ;", postgresDialect)).toEqual([
      'SELECT 1',
      "SELECT ';'",
      'SELECT 2',
    ]);
  });

  it('keeps comments with the statement they precede and drops statements of comments only', () => {
    expect(splitStatements('-- first\nSELECT 1; /* only a comment */ ; -- tail', sqliteDialect)).toEqual([
      '-- first\nSELECT 1',
    ]);
  });

  it.each<[Engine, string, string[]]>([
    ['postgresql', "SELECT 'a\\'; SELECT 2", ["SELECT 'a\\'", 'SELECT 2']],
    ['duckdb', "SELECT 'a\\'; SELECT 2", ["SELECT 'a\\'", 'SELECT 2']],
    ['sqlite', "SELECT 'a\\'; SELECT 2", ["SELECT 'a\\'", 'SELECT 2']],
    ['mysql', "SELECT 'a\\'; SELECT 2'", ["SELECT 'a\\'; SELECT 2'"]],
    ['postgresql', "SELECT $$;$$; SELECT E'\\';'", ['SELECT $$;$$', "SELECT E'\\';'"]],
    ['postgresql', 'SELECT 1 /* ; /* ; */ ; */; SELECT 2', ['SELECT 1 /* ; /* ; */ ; */', 'SELECT 2']],
    ['mysql', 'SELECT 1 # ;\n; SELECT 2--1;', ['SELECT 1 # ;', 'SELECT 2--1']],
    ['sqlite', 'SELECT [;] FROM t; SELECT 2', ['SELECT [;] FROM t', 'SELECT 2']],
  ])('splits %s scripts by its own rules: %j', (engine, sql, expected) => {
    expect(splitStatements(sql, DIALECTS[engine])).toEqual(expected);
  });

  it('keeps an executable comment as a statement of its own', () => {
    expect(splitStatements('/*!40101 SET NAMES utf8 */; SELECT 1', mysqlDialect)).toEqual([
      '/*!40101 SET NAMES utf8 */',
      'SELECT 1',
    ]);
  });

  it('answers no statements for blank text', () => {
    expect(splitStatements('  ;\n ; -- nothing', duckdbDialect)).toEqual([]);
  });
});
