import { tokenizeSql, type LexicalDialect, type SqlToken } from '../engines/base/sql-tokenizer';
import { AppError } from '../errors';

/** Keywords that write, change schema, or reach outside the query; never allowed in read-only SQL. */
const FORBIDDEN = new Set([
  'insert',
  'update',
  'delete',
  'merge',
  'upsert',
  'drop',
  'create',
  'alter',
  'truncate',
  'rename',
  'grant',
  'revoke',
  'attach',
  'detach',
  'copy',
  'pragma',
  'vacuum',
  'analyze',
  'call',
  'exec',
  'execute',
  'reset',
  'load',
  'install',
  'export',
  'import',
  'lock',
  'unlock',
  'commit',
  'rollback',
  'begin',
  'savepoint',
  'release',
  'handler',
  'shutdown',
  'kill',
  'use',
  'into',
  'outfile',
  'dumpfile',
  'checkpoint',
]);

/**
 * Functions that read or write files, open connections, change session settings or stop other sessions, in any of
 * the four engines; refused where code calls them (a column or string of that name is fine).
 */
const FORBIDDEN_FUNCTIONS = new Set([
  'set_config',
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_dir',
  'pg_stat_file',
  'pg_file_write',
  'lo_import',
  'lo_export',
  'lo_from_bytea',
  'lo_put',
  'dblink',
  'dblink_exec',
  'dblink_connect',
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_reload_conf',
  'pg_rotate_logfile',
  'pg_sleep',
  'pg_advisory_lock',
  'query_to_xml',
  'load_file',
  'sys_exec',
  'sys_eval',
  'sleep',
  'benchmark',
  'get_lock',
  'load_extension',
  'readfile',
  'writefile',
  'edit',
  'fts3_tokenizer',
  'read_csv',
  'read_csv_auto',
  'read_text',
  'read_blob',
  'read_json',
  'read_json_auto',
  'read_parquet',
  'parquet_scan',
  'glob',
  'getenv',
]);

/** The 400 of a refused piece of SQL. */
function refused(message: string): AppError {
  return new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', message);
}

/** Tokens that are part of the statement (plain comments are not). */
const isStatement = (token: SqlToken): boolean => token.kind !== 'comment' || token.executable === true;

/** Refuses statement separators, write or schema keywords and dangerous functions in code. */
function refuseUnsafeTokens(tokens: readonly SqlToken[], what: string): void {
  tokens.forEach((token, index) => {
    if (token.kind === 'semicolon') throw refused(`${what} must be a single statement: remove the ";"`);
    if (token.kind === 'comment' && token.executable)
      throw refused(`${what} must not contain executable comments (/*! … */)`);
    if (token.kind !== 'word') return;
    const word = token.text.toLowerCase();
    if (FORBIDDEN.has(word))
      throw refused(`${what} must be read-only: "${token.text.toUpperCase()}" is not allowed`);
    const next = tokens.slice(index + 1).find((t) => t.kind !== 'comment');
    if (next?.text === '(' && FORBIDDEN_FUNCTIONS.has(word))
      throw refused(`${what} must not call ${token.text}(): it reaches outside the query`);
  });
}

/**
 * Refuses parentheses that do not pair up (Superset's sanitize_clause does too): the compiler wraps expressions in
 * parentheses, and `1=1) OR (1=1` would close the wrapper and OR away every other filter of the query.
 */
function refuseUnbalancedParentheses(tokens: readonly SqlToken[], what: string): void {
  let depth = 0;
  for (const token of tokens) {
    if (token.kind !== 'punct') continue;
    if (token.text === '(') depth++;
    if (token.text === ')' && --depth < 0)
      throw refused(`${what} has a closing parenthesis that was never opened`);
  }
  if (depth > 0) throw refused(`${what} has an unclosed parenthesis`);
}

/**
 * Checks an adhoc SQL expression (metric, column, filter, WHERE/HAVING): one read-only expression, no comments.
 * It is read with the lexical rules of the engine that runs it (a backslash escapes a quote only where the engine
 * says so), so no `;`, comment or keyword can hide in what looks like a string.
 */
export function assertSafeExpression(
  sql: string,
  dialect: LexicalDialect,
  what = 'The SQL expression',
): void {
  const tokens = tokenizeSql(sql, dialect);
  if (tokens.length === 0) throw refused(`${what} is empty`);
  if (tokens.some((t) => t.kind === 'comment')) throw refused(`${what} must not contain comments`);
  const first = tokens[0]?.text.toLowerCase();
  if (first === 'select' || first === 'with') throw refused(`${what} must be an expression, not a query`);
  refuseUnsafeTokens(tokens, what);
  refuseUnbalancedParentheses(tokens, what);
}

/**
 * Checks the SQL of a virtual dataset: one SELECT (or WITH … SELECT) statement, read by the engine's lexical rules.
 * Returns it without a trailing `;` and without trailing comments (a last `-- note` would swallow the `)` that
 * wraps it as a subquery).
 */
export function normalizeSelectStatement(
  sql: string,
  dialect: LexicalDialect,
  what = 'The dataset SQL',
): string {
  const tokens = tokenizeSql(sql, dialect);
  const code = tokens.filter(isStatement);
  let last = code.length - 1;
  while (last >= 0 && code[last]?.kind === 'semicolon') last--;
  const end = code[last]?.end ?? 0;
  const body = tokens.filter((t) => t.end <= end);
  const first = body.find((t) => t.kind !== 'comment')?.text.toLowerCase();
  if (first !== 'select' && first !== 'with' && first !== '(')
    throw refused(`${what} must be a SELECT statement`);
  refuseUnsafeTokens(body, what);
  refuseUnbalancedParentheses(body, what);
  return sql.slice(0, end).trim();
}
