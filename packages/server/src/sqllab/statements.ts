import {
  splitStatements,
  tokenizeSql,
  type LexicalDialect,
  type SqlToken,
} from '../engines/base/sql-tokenizer';

/**
 * What a statement does, as far as SQL Lab's rules go: `read` (SELECT and other row-returning reads), `write`
 * (DML, DDL, SET, transactions: anything else), `ctas`/`cvas` (CREATE TABLE/VIEW … AS), `file` (statements that
 * reach the server's files: ATTACH, COPY, LOAD, INSTALL, SELECT … INTO OUTFILE, VACUUM INTO — never allowed).
 */
export type StatementKind = 'read' | 'write' | 'ctas' | 'cvas' | 'file';

/** One statement of a script. */
export interface ScriptStatement {
  /** Its text, trimmed, without the separating semicolon. */
  sql: string;
  kind: StatementKind;
  /** The number of a trailing top-level `LIMIT n` (the query's own limit), if any. */
  limit?: number;
}

/** First words of statements that only read (an allow-list: whatever else is a write). */
const READ_WORDS = new Set([
  'SELECT',
  'VALUES',
  'TABLE',
  'SHOW',
  'DESCRIBE',
  'DESC',
  'EXPLAIN',
  'PRAGMA',
  'WITH',
]);
/** Statements that open, load or write files on the database server. */
const FILE_WORDS = new Set(['ATTACH', 'DETACH', 'COPY', 'LOAD', 'INSTALL', 'IMPORT', 'EXPORT']);
/** Words that make a WITH or EXPLAIN ANALYZE statement write. */
const WRITE_WORDS = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'CREATE',
  'DROP',
  'ALTER',
  'TRUNCATE',
  'REPLACE',
  'UPSERT',
]);

/** Code tokens: comments dropped (an executable MySQL comment is code, and its content is not read: a write). */
function codeTokens(tokens: readonly SqlToken[]): { code: SqlToken[]; hasExecutableComment: boolean } {
  const code = tokens.filter((token) => token.kind !== 'comment');
  return { code, hasExecutableComment: tokens.some((token) => token.executable === true) };
}

const upper = (token: SqlToken | undefined): string =>
  token?.kind === 'word' ? token.text.toUpperCase() : '';

/** Words at parenthesis depth 0, in order. */
function topLevelWords(code: readonly SqlToken[]): string[] {
  const words: string[] = [];
  let depth = 0;
  for (const token of code) {
    if (token.kind === 'punct' && token.text === '(') depth += 1;
    else if (token.kind === 'punct' && token.text === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && token.kind === 'word') words.push(token.text.toUpperCase());
  }
  return words;
}

/** The kind of a statement from its code tokens. */
export function classifyStatement(tokens: readonly SqlToken[]): StatementKind {
  const { code, hasExecutableComment } = codeTokens(tokens);
  if (hasExecutableComment) return 'write';
  const first = upper(code.find((token) => token.kind === 'word'));
  const words = code.filter((token) => token.kind === 'word').map((token) => token.text.toUpperCase());
  const top = topLevelWords(code);
  if (FILE_WORDS.has(first)) return 'file';
  if (first === 'VACUUM') return words.includes('INTO') ? 'file' : 'write';
  if (first === 'CREATE') return createKind(top);
  if (!READ_WORDS.has(first)) return 'write';
  const into = top.indexOf('INTO');
  if (into >= 0) return ['OUTFILE', 'DUMPFILE'].includes(top[into + 1] ?? '') ? 'file' : 'write';
  if (first === 'WITH' || first === 'EXPLAIN')
    return words.some((word) => WRITE_WORDS.has(word)) ? 'write' : 'read';
  if (first === 'PRAGMA') return code.some((token) => token.text === '=') ? 'write' : 'read';
  return 'read';
}

/** CREATE TABLE … AS is CTAS, CREATE VIEW is CVAS, any other CREATE is a write. */
function createKind(top: readonly string[]): StatementKind {
  const object = top.find((word) =>
    ['TABLE', 'VIEW', 'INDEX', 'SCHEMA', 'DATABASE', 'FUNCTION'].includes(word),
  );
  if (object === 'VIEW') return 'cvas';
  if (object === 'TABLE' && top.includes('AS')) return 'ctas';
  return 'write';
}

/** The `n` of a trailing top-level `LIMIT n [OFFSET m]`, or undefined. */
export function trailingLimit(tokens: readonly SqlToken[]): number | undefined {
  const { code } = codeTokens(tokens);
  let depth = 0;
  let limitAt = -1;
  code.forEach((token, i) => {
    if (token.kind === 'punct' && token.text === '(') depth += 1;
    else if (token.kind === 'punct' && token.text === ')') depth -= 1;
    else if (depth === 0 && upper(token) === 'LIMIT') limitAt = i;
  });
  if (limitAt < 0) return undefined;
  const value = code[limitAt + 1];
  if (value?.kind !== 'number' || !/^\d+$/.test(value.text)) return undefined;
  const rest = code.slice(limitAt + 2);
  const isOffsetOnly =
    rest.length === 0 || (rest.length === 2 && upper(rest[0]) === 'OFFSET' && rest[1]?.kind === 'number');
  return isOffsetOnly ? Number(value.text) : undefined;
}

/** Splits a script into its statements (by the dialect's lexical rules) and classifies each; 400 on unreadable SQL. */
export function parseScript(sql: string, dialect: LexicalDialect): ScriptStatement[] {
  return splitStatements(sql, dialect).map((text) => {
    const tokens = tokenizeSql(text, dialect);
    const limit = trailingLimit(tokens);
    return { sql: text, kind: classifyStatement(tokens), ...(limit === undefined ? {} : { limit }) };
  });
}

/** Whether a statement is a plain SELECT (or WITH … SELECT) that CTAS/CVAS may wrap. */
export function isSelect(statement: ScriptStatement, dialect: LexicalDialect): boolean {
  if (statement.kind !== 'read') return false;
  const first = tokenizeSql(statement.sql, dialect).find((token) => token.kind === 'word');
  return ['SELECT', 'WITH'].includes(upper(first));
}
