/**
 * SQL injection payloads for the standing security suite: ways to break out of an expression (a backslash before a
 * quote, `E''`, dollar quotes, nested / MySQL / executable comments, unicode quote look-alikes, NUL, stray
 * parentheses) crossed with what an attacker would run once out (writes, DDL, file reads and writes, unlocking the
 * session). `{T}` is the canary table, `{P}` a table that must never appear, `{F}` a file that must never be written.
 */

/** Breakouts: each holds `{W}`, the statement smuggled in. */
const BREAKOUTS = [
  '1=1; {W}; --',
  "'x\\' ; {W}; SELECT '1' = '1'",
  "'x\\' = 'x' ; {W}; --'",
  "E'x\\\\' ; {W}; --",
  "E'x\\'' ; {W}; --",
  '$$x$$ = $$x$$; {W}; --',
  '$a$ x $a$ = $a$ x $a$ ; {W}',
  '1 /* /* */ ; {W}; /* */',
  '1 /* a /* b */ c */ ; {W}',
  '1 --\n; {W}',
  '1 -- x\r; {W}',
  '1 #\n; {W}',
  '"x\\" ; {W}; --',
  '`x\\` ; {W}',
  '1) ; {W}; SELECT (1',
  '1 /*!; {W} */',
  '1 /*M!; {W} */',
  '\u2019x\u2019 ; {W}',
  '\u02BCx\u02BC ; {W}',
  '\uFF07x\uFF07 ; {W}',
  '\u2018x\u2018 = 1 ; {W}',
  '1\u037E {W}',
  '1\0; {W}',
  "U&'\\0027' = 'x'; {W}; --",
  '1;\n{W}',
  '1;;{W}',
  '({W})',
  "'a''; {W}; --'",
  "'a\\\\'; {W}; --'",
];

/** What runs once out: each must be refused by the guard or by the engine. */
const WRITES = [
  'DELETE FROM {T}',
  'DROP TABLE {T}',
  'UPDATE {T} SET amount = 0',
  'CREATE TABLE {P} (x int)',
  "INSERT INTO {T} VALUES (9, NULL, 0, 'X')",
  "COPY (SELECT 1) TO '{F}'",
  "SELECT 1 INTO OUTFILE '{F}'",
  "ATTACH '{F}' AS p",
  "SELECT set_config('default_transaction_read_only', 'off', false)",
  'PRAGMA query_only = OFF',
];

/** Payloads that are no breakout at all, but a call or clause that reaches outside the query. */
const DIRECT = [
  "pg_read_file('/etc/passwd') IS NOT NULL",
  "length(pg_read_file('/etc/passwd')) > 0",
  "(SELECT COUNT(*) FROM read_csv('/etc/passwd')) > 0",
  "(SELECT COUNT(*) FROM read_text('/etc/passwd')) > 0",
  "LOAD_FILE('/etc/passwd') IS NOT NULL",
  "load_extension('/tmp/x') IS NULL",
  "set_config('default_transaction_read_only', 'off', false) IS NOT NULL",
  "(SELECT 1 FROM dblink('host=127.0.0.1', 'DELETE FROM x') AS t(a int)) = 1",
  'pg_sleep(10) IS NULL',
  'SLEEP(10) = 0',
  'BENCHMARK(100000000, MD5(1)) = 0',
  "lo_import('/etc/passwd') > 0",
  '1=1) OR (1=1',
  '1) OR 1=1 OR (1',
];

/** Every payload, with `{T}`, `{P}`, `{F}` filled in. */
export function injectionCorpus(names: { table: string; pwned: string; file: string }): string[] {
  const fill = (text: string) =>
    text.replaceAll('{T}', names.table).replaceAll('{P}', names.pwned).replaceAll('{F}', names.file);
  const crossed = BREAKOUTS.flatMap((breakout) => WRITES.map((write) => breakout.replace('{W}', write)));
  return [...crossed, ...DIRECT].map(fill);
}
