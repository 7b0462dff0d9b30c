import { AppError } from '../../errors';

/**
 * How one SQL dialect spells strings, quoted names and comments: all a tokenizer must know to tell code from
 * text. Each engine's `dialect.ts` holds its table; the tokenizer below is shared.
 */
export interface SqlLexicalRules {
  /** Characters opening a string literal: `'`, and `"` too in MySQL. */
  stringQuotes: readonly string[];
  /** Quoted-identifier delimiters, opening character -> closing one: `"`, `` ` ``, SQLite's `[` -> `]`. */
  identifierQuotes: Readonly<Record<string, string>>;
  /** A backslash escapes the next character inside every string (MySQL's default sql_mode). */
  backslashEscapes: boolean;
  /** `E'…'` strings escape with backslashes (PostgreSQL, DuckDB); other strings do not. */
  escapeStrings: boolean;
  /** `$tag$…$tag$` strings (PostgreSQL, DuckDB). */
  dollarQuotes: boolean;
  /** Block comments nest: `/* a /* b *\/ c *\/` is one comment (PostgreSQL, DuckDB). */
  nestedComments: boolean;
  /** `#` starts a comment to the end of the line (MySQL). */
  hashComments: boolean;
  /** `--` starts a comment only before whitespace, a control character or the end (MySQL: `1--1` is `1 - -1`). */
  dashCommentNeedsSpace: boolean;
  /** `/*!…*\/` and `/*M!…*\/` hold code the server runs (MySQL, MariaDB). */
  executableComments: boolean;
}

/** What the tokenizer needs of a dialect: its lexical rules (every engine `Dialect` has them). */
export interface LexicalDialect {
  /** How the dialect spells strings, quoted names and comments. */
  readonly lexical: SqlLexicalRules;
}

/** Kinds of token: enough to tell code (words, punctuation) from text (strings, quoted names, comments). */
export type SqlTokenKind = 'word' | 'number' | 'quoted' | 'string' | 'comment' | 'semicolon' | 'punct';

/** One token of SQL text. */
export interface SqlToken {
  /** What the token is. */
  kind: SqlTokenKind;
  /** The token exactly as written, quotes and comment markers included. */
  text: string;
  /** Offset of its first character in the SQL. */
  start: number;
  /** Offset just past its last character. */
  end: number;
  /** For `quoted` tokens: the name without its quotes (doubled quotes undone). */
  name?: string;
  /** For `comment` tokens: the server runs its content (MySQL `/*!…*\/`). */
  executable?: boolean;
}

/** ASCII whitespace only: engines read other spaces (U+00A0, U+3000) as characters of names. */
const isSpace = (c: string | undefined): boolean =>
  c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v';
/** Characters starting a name: letters, `_` and anything beyond ASCII (quote look-alikes included). */
const isWordStart = (c: string | undefined): boolean =>
  c !== undefined && (/[A-Za-z_]/.test(c) || c.charCodeAt(0) >= 0x80);
/** Characters continuing a name (`$` too, as in PostgreSQL and MySQL). */
const isWordPart = (c: string | undefined): boolean =>
  isWordStart(c) || (c !== undefined && /[0-9$]/.test(c));
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** The 400 of SQL that cannot be read. */
function invalid(reason: string): AppError {
  return new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `The SQL is not valid: it has ${reason}`);
}

/**
 * Splits SQL into tokens by the dialect's rules, keeping strings, quoted names and comments whole.
 * Unterminated strings, names and comments, and NUL characters (which end the text early on some engines),
 * are refused with a 400.
 */
export function tokenizeSql(sql: string, dialect: LexicalDialect): SqlToken[] {
  if (sql.includes('\0')) throw invalid('a NUL character');
  const rules = dialect.lexical;
  const tokens: SqlToken[] = [];
  let i = 0;
  const push = (kind: SqlTokenKind, end: number, extra: Partial<SqlToken> = {}): void => {
    tokens.push({ kind, text: sql.slice(i, end), start: i, end, ...extra });
    i = end;
  };
  while (i < sql.length) {
    const c = sql[i] as string;
    const next = sql[i + 1];
    if (isSpace(c)) i++;
    else if (startsLineComment(sql, i, rules)) push('comment', lineEnd(sql, i));
    else if (c === '/' && next === '*')
      push('comment', blockCommentEnd(sql, i, rules), executableAt(sql, i, rules));
    else if (rules.stringQuotes.includes(c)) push('string', stringEnd(sql, i, rules.backslashEscapes));
    else if (rules.identifierQuotes[c] !== undefined) {
      const close = rules.identifierQuotes[c];
      const end = quotedEnd(sql, i, close);
      push('quoted', end, { name: unquote(sql.slice(i + 1, end - 1), close) });
    } else if (rules.escapeStrings && (c === 'E' || c === 'e') && next === "'")
      push('string', stringEnd(sql, i + 1, true));
    else if (rules.dollarQuotes && c === '$' && dollarTag(sql, i) !== undefined)
      push('string', dollarEnd(sql, i));
    else if (isWordStart(c)) push('word', wordEnd(sql, i));
    else if (isDigit(c) || (c === '.' && isDigit(next))) push('number', numberEnd(sql, i));
    else push(c === ';' ? 'semicolon' : 'punct', i + 1);
  }
  return tokens;
}

/** Whether a line comment starts at `i`: `--` (MySQL: only before a space, a control character or the end), or `#`. */
function startsLineComment(sql: string, i: number, rules: SqlLexicalRules): boolean {
  if (sql[i] === '#') return rules.hashComments;
  if (sql[i] !== '-' || sql[i + 1] !== '-') return false;
  if (!rules.dashCommentNeedsSpace) return true;
  const after = sql.charCodeAt(i + 2);
  return Number.isNaN(after) || after <= 32 || after === 127;
}

/** End of a line comment: the first CR or LF (engines that end it only at LF just see more code, never less). */
function lineEnd(sql: string, i: number): number {
  for (let j = i; j < sql.length; j++) if (sql[j] === '\n' || sql[j] === '\r') return j;
  return sql.length;
}

/** End of a block comment starting at `i`, nested where the dialect nests them. */
function blockCommentEnd(sql: string, i: number, rules: SqlLexicalRules): number {
  let depth = 0;
  let j = i;
  while (j < sql.length) {
    if (sql[j] === '/' && sql[j + 1] === '*') {
      depth = rules.nestedComments ? depth + 1 : 1;
      j += 2;
    } else if (sql[j] === '*' && sql[j + 1] === '/') {
      depth -= 1;
      j += 2;
      if (depth === 0) return j;
    } else j++;
  }
  throw invalid('an unterminated /* comment');
}

/** Marks MySQL's executable comments (`/*!…` and MariaDB's `/*M!…`). */
function executableAt(sql: string, i: number, rules: SqlLexicalRules): Partial<SqlToken> {
  if (!rules.executableComments) return {};
  const marker = sql.slice(i + 2, i + 4);
  return marker.startsWith('!') || marker.toUpperCase() === 'M!' ? { executable: true } : {};
}

/** End of a string whose opening quote is at `i`; a doubled quote stays inside, a backslash escapes when asked. */
function stringEnd(sql: string, i: number, backslash: boolean): number {
  const quote = sql[i];
  let j = i + 1;
  while (j < sql.length) {
    const c = sql[j];
    if (backslash && c === '\\') j += 2;
    else if (c === quote && sql[j + 1] === quote) j += 2;
    else if (c === quote) return j + 1;
    else j++;
  }
  throw invalid(`an unterminated ${quote} quote`);
}

/** End of a quoted name: the closing character, doubled to stay inside (`]` never doubles in SQLite). */
function quotedEnd(sql: string, i: number, close: string): number {
  let j = i + 1;
  while (j < sql.length) {
    if (sql[j] === close && close !== ']' && sql[j + 1] === close) j += 2;
    else if (sql[j] === close) return j + 1;
    else j++;
  }
  throw invalid(`an unterminated ${sql[i]} quote`);
}

/** A quoted name's text with doubled closing quotes undone. */
function unquote(inner: string, close: string): string {
  return close === ']' ? inner : inner.split(close + close).join(close);
}

/** The `$tag$` opening a dollar-quoted string at `i`, or undefined (`$1` is a parameter, not a tag). */
function dollarTag(sql: string, i: number): string | undefined {
  let j = i + 1;
  if (sql[j] !== '$') {
    if (!isWordStart(sql[j])) return undefined;
    while (isWordStart(sql[j]) || isDigit(sql[j])) j++;
    if (sql[j] !== '$') return undefined;
  }
  return sql.slice(i, j + 1);
}

/** End of a dollar-quoted string: the next occurrence of its tag. */
function dollarEnd(sql: string, i: number): number {
  const tag = dollarTag(sql, i) as string;
  const close = sql.indexOf(tag, i + tag.length);
  if (close < 0) throw invalid('an unterminated dollar-quoted string');
  return close + tag.length;
}

function wordEnd(sql: string, i: number): number {
  let j = i + 1;
  while (isWordPart(sql[j])) j++;
  return j;
}

/** End of a number; letters glued to it (`1e5`, `0x1F`, MySQL's `1abc` names) stay in the token. */
function numberEnd(sql: string, i: number): number {
  let j = i + 1;
  while (j < sql.length && (/[0-9A-Za-z_.]/.test(sql[j] as string) || sql.charCodeAt(j) >= 0x80)) j++;
  return j;
}

/**
 * Splits a script into its statements at the semicolons that are code (not inside strings, names or comments),
 * in order and trimmed; statements holding nothing but comments are left out.
 */
export function splitStatements(sql: string, dialect: LexicalDialect): string[] {
  const statements: string[] = [];
  let start = 0;
  let hasCode = false;
  const close = (end: number): void => {
    if (hasCode) statements.push(sql.slice(start, end).trim());
    hasCode = false;
  };
  for (const token of tokenizeSql(sql, dialect)) {
    if (token.kind === 'semicolon') {
      close(token.start);
      start = token.end;
    } else if (token.kind !== 'comment' || token.executable) hasCode = true;
  }
  close(sql.length);
  return statements;
}
