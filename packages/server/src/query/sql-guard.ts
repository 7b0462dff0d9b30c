import { AppError } from '../errors';

/** A lexical token of SQL, enough to tell code from strings and comments. */
interface Token {
  kind: 'word' | 'string' | 'quoted' | 'comment' | 'semicolon' | 'other';
  text: string;
}

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

/** Splits SQL into tokens, keeping quoted text and comments whole. */
export function tokenizeSql(sql: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < sql.length) {
    const c = sql[i] as string;
    const next = sql[i + 1];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end < 0 ? sql.length : end;
      tokens.push({ kind: 'comment', text: sql.slice(i, stop) });
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      if (end < 0) throw invalid('an unterminated /* comment');
      tokens.push({ kind: 'comment', text: sql.slice(i, end + 2) });
      i = end + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      const end = closingQuote(sql, i, c);
      tokens.push({ kind: c === "'" ? 'string' : 'quoted', text: sql.slice(i, end + 1) });
      i = end + 1;
    } else if (c === '$' && /^\$[A-Za-z_]*\$/.test(sql.slice(i))) {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i))?.[0] ?? '$$';
      const end = sql.indexOf(tag, i + tag.length);
      if (end < 0) throw invalid('an unterminated dollar-quoted string');
      tokens.push({ kind: 'string', text: sql.slice(i, end + tag.length) });
      i = end + tag.length;
    } else if (/[A-Za-z_]/.test(c)) {
      const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(sql.slice(i))?.[0] ?? c;
      tokens.push({ kind: 'word', text: word });
      i += word.length;
    } else {
      tokens.push({ kind: c === ';' ? 'semicolon' : 'other', text: c });
      i++;
    }
  }
  return tokens;
}

function closingQuote(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i;
    } else if (sql[i] === '\\' && quote === "'") {
      i += 2;
    } else {
      i++;
    }
  }
  throw invalid(`an unterminated ${quote} quote`);
}

function invalid(reason: string): AppError {
  return new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `The SQL is not valid: it has ${reason}`);
}

/** Refuses statement separators and write or schema keywords in code (strings and quoted names are fine). */
function refuseUnsafeTokens(tokens: readonly Token[], what: string): void {
  for (const token of tokens) {
    if (token.kind === 'semicolon')
      throw new AppError(
        'INVALID_PAYLOAD_SCHEMA_ERROR',
        `${what} must be a single statement: remove the ";"`,
      );
    if (token.kind === 'word' && FORBIDDEN.has(token.text.toLowerCase())) {
      throw new AppError(
        'INVALID_PAYLOAD_SCHEMA_ERROR',
        `${what} must be read-only: "${token.text.toUpperCase()}" is not allowed`,
      );
    }
  }
}

/** Checks an adhoc SQL expression (metric, column, filter, WHERE/HAVING): one read-only expression, no comments. */
export function assertSafeExpression(sql: string, what = 'The SQL expression'): void {
  const tokens = tokenizeSql(sql);
  if (tokens.length === 0) throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `${what} is empty`);
  if (tokens.some((t) => t.kind === 'comment')) {
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `${what} must not contain comments`);
  }
  const first = tokens[0]?.text.toLowerCase();
  if (first === 'select' || first === 'with')
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `${what} must be an expression, not a query`);
  refuseUnsafeTokens(tokens, what);
  refuseUnbalancedParentheses(tokens, what);
}

/**
 * Refuses parentheses that do not pair up (Superset's sanitize_clause does too): the compiler wraps expressions in
 * parentheses, and `1=1) OR (1=1` would close the wrapper and OR away every other filter of the query.
 */
function refuseUnbalancedParentheses(tokens: readonly Token[], what: string): void {
  let depth = 0;
  for (const token of tokens) {
    if (token.kind !== 'other') continue;
    if (token.text === '(') depth++;
    if (token.text === ')' && --depth < 0) {
      throw new AppError(
        'INVALID_PAYLOAD_SCHEMA_ERROR',
        `${what} has a closing parenthesis that was never opened`,
      );
    }
  }
  if (depth > 0) throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `${what} has an unclosed parenthesis`);
}

/** Checks the SQL of a virtual dataset: one SELECT (or WITH … SELECT) statement; a trailing ";" is dropped. */
export function normalizeSelectStatement(sql: string, what = 'The dataset SQL'): string {
  const trimmed = sql.trim().replace(/;\s*$/, '');
  const tokens = tokenizeSql(trimmed).filter((t) => t.kind !== 'comment');
  const first = tokens[0]?.text.toLowerCase();
  if (first !== 'select' && first !== 'with' && first !== '(') {
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `${what} must be a SELECT statement`);
  }
  refuseUnsafeTokens(tokens, what);
  return trimmed;
}
