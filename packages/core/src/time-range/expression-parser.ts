import type { TimeRangeGrainUnit } from './constants';
import { TIME_RANGE_GRAIN_UNITS } from './constants';
import { assertNever } from '../security';
import { timeRangeErrors } from './errors';
import type { LastDayUnit } from './wall-clock';
import { LAST_DAY_UNITS } from './wall-clock';

/** A date expression of Superset's time-range language (superset/utils/date_parser.py). */
export type DateExpression =
  | { kind: 'datetime'; text: string }
  | { kind: 'dateadd'; date: DateExpression; amount: IntExpression; unit: TimeRangeGrainUnit }
  | { kind: 'datetrunc'; date: DateExpression; unit: TimeRangeGrainUnit }
  | { kind: 'lastday'; date: DateExpression; unit: LastDayUnit }
  | { kind: 'holiday'; name: string; date: DateExpression | null; country: string | null };

/** An integer operand of DATEADD: a literal or DATEDIFF. */
export type IntExpression =
  | { kind: 'int'; value: number }
  | { kind: 'datediff'; from: DateExpression; to: DateExpression; unit: 'year' | 'day' };

interface Token {
  type: 'word' | 'int' | 'string' | '(' | ')' | ',' | 'invalid' | 'end';
  text: string;
  position: number;
}

const TOKEN = /([A-Za-z_][A-Za-z0-9_]*)|([+-]?\d+)|("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|([(),])/y;
const DATEDIFF_UNITS = ['year', 'day'] as const;
const DATE_FUNCTIONS = 'DATETIME, DATEADD, DATETRUNC, LASTDAY or HOLIDAY';

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  for (;;) {
    while (/\s/.test(source.charAt(position))) position += 1;
    if (position >= source.length) break;
    TOKEN.lastIndex = position;
    const match = TOKEN.exec(source);
    // An unknown character becomes a token of its own, so the parser reports what it expected there.
    const text = match?.[0] ?? source.charAt(position);
    tokens.push({ type: match === null ? 'invalid' : tokenType(match), text, position });
    position += text.length;
  }
  tokens.push({ type: 'end', text: '', position: source.length });
  return tokens;
}

function tokenType(match: RegExpExecArray): Token['type'] {
  if (match[1] !== undefined) return 'word';
  if (match[2] !== undefined) return 'int';
  if (match[3] !== undefined) return 'string';
  return match[4] === '(' ? '(' : match[4] === ')' ? ')' : ',';
}

/** A cursor over the tokens of one expression. */
class Cursor {
  private index = 0;

  constructor(
    private readonly source: string,
    private readonly tokens: Token[],
  ) {}

  peek(): Token {
    return this.tokens[this.index] ?? { type: 'end', text: '', position: this.source.length };
  }

  next(): Token {
    const token = this.peek();
    this.index += 1;
    return token;
  }

  fail(expected: string): never {
    throw timeRangeErrors.syntax(this.source, expected, this.peek().position);
  }

  expect(type: Token['type'], expected: string): Token {
    if (this.peek().type !== type) this.fail(expected);
    return this.next();
  }

  /** Skips one comma if there is one (Superset allows a trailing comma before ")"). */
  skipComma(): void {
    if (this.peek().type === ',') this.next();
  }

  keyword<T extends string>(choices: readonly T[], expected: string): T {
    const word = this.peek().type === 'word' ? this.peek().text.toLowerCase() : '';
    const found = choices.find((choice) => choice === word);
    if (found === undefined) this.fail(expected);
    this.next();
    return found;
  }
}

/** Parses one side of a range, e.g. `DATEADD(DATETIME("today"), -7, day)`; keywords are case-insensitive. */
export function parseDateExpression(source: string): DateExpression {
  const cursor = new Cursor(source, tokenize(source));
  const expression = parseDate(cursor);
  cursor.expect('end', 'the end of the expression');
  return expression;
}

function parseDate(cursor: Cursor): DateExpression {
  const name = cursor.keyword(['datetime', 'dateadd', 'datetrunc', 'lastday', 'holiday'], DATE_FUNCTIONS);
  cursor.expect('(', '"("');
  const expression = parseArguments(name, cursor);
  cursor.expect(')', '")"');
  return expression;
}

function parseArguments(
  name: 'datetime' | 'dateadd' | 'datetrunc' | 'lastday' | 'holiday',
  cursor: Cursor,
): DateExpression {
  switch (name) {
    case 'datetime':
      return { kind: 'datetime', text: parseString(cursor) };
    case 'dateadd': {
      const date = parseDateThenComma(cursor);
      const amount = parseInteger(cursor);
      cursor.expect(',', '","');
      return { kind: 'dateadd', date, amount, unit: parseUnit(cursor, TIME_RANGE_GRAIN_UNITS) };
    }
    case 'datetrunc': {
      const date = parseDateThenComma(cursor);
      return { kind: 'datetrunc', date, unit: parseUnit(cursor, TIME_RANGE_GRAIN_UNITS) };
    }
    case 'lastday': {
      const date = parseDateThenComma(cursor);
      return { kind: 'lastday', date, unit: parseUnit(cursor, LAST_DAY_UNITS) };
    }
    case 'holiday':
      return parseHoliday(cursor);
    default:
      return assertNever(name);
  }
}

function parseDateThenComma(cursor: Cursor): DateExpression {
  const date = parseDate(cursor);
  cursor.expect(',', '","');
  return date;
}

function parseUnit<T extends string>(cursor: Cursor, units: readonly T[]): T {
  const unit = cursor.keyword(units, `a unit (${units.map((u) => u.toUpperCase()).join(', ')})`);
  cursor.skipComma();
  return unit;
}

function parseString(cursor: Cursor): string {
  return cursor.expect('string', 'a quoted string').text.slice(1, -1);
}

function parseInteger(cursor: Cursor): IntExpression {
  const token = cursor.peek();
  if (token.type === 'int') {
    cursor.next();
    return { kind: 'int', value: Number(token.text) };
  }
  cursor.keyword(['datediff'], 'an integer or DATEDIFF');
  cursor.expect('(', '"("');
  const from = parseDateThenComma(cursor);
  const to = parseDate(cursor);
  cursor.skipComma();
  const unit = cursor.peek().type === 'word' ? parseUnit(cursor, DATEDIFF_UNITS) : 'day';
  cursor.expect(')', '")"');
  return { kind: 'datediff', from, to, unit };
}

function parseHoliday(cursor: Cursor): DateExpression {
  const name = parseString(cursor);
  cursor.skipComma();
  const date = cursor.peek().type === 'word' ? parseDate(cursor) : null;
  cursor.skipComma();
  const country = cursor.peek().type === 'string' ? parseString(cursor) : null;
  cursor.skipComma();
  return { kind: 'holiday', name, date, country };
}
