/**
 * A tiny arithmetic language for FORMULA annotation layers, over one variable `x` (epoch ms on a time axis):
 * numbers, `x`, `+ - * / % ^`, parentheses, implicit multiplication (`2x`, `3(x + 1)`), the constants `pi` and
 * `e`, and one-argument functions. A leading `y =` is dropped, as Superset does. Parsed once into closures; no
 * eval, no Function.
 */

/** A formula that does not parse; the message names what and where. */
export class FormulaError extends Error {
  override name = 'FormulaError';
}

type Evaluate = (x: number) => number;

// Maps, not object literals: a name like `constructor` must not reach Object.prototype.
const FUNCTIONS: ReadonlyMap<string, (value: number) => number> = new Map(
  Object.entries({
    abs: Math.abs,
    sqrt: Math.sqrt,
    cbrt: Math.cbrt,
    exp: Math.exp,
    log: Math.log,
    log10: Math.log10,
    log2: Math.log2,
    sin: Math.sin,
    cos: Math.cos,
    tan: Math.tan,
    floor: Math.floor,
    ceil: Math.ceil,
    round: Math.round,
  }),
);
const CONSTANTS: ReadonlyMap<string, number> = new Map([
  ['pi', Math.PI],
  ['e', Math.E],
]);

type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'name'; value: string; at: number }
  | { kind: 'op'; value: string; at: number };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    const number = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(text.slice(i));
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), at: i });
      i += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i));
    if (name) {
      tokens.push({ kind: 'name', value: name[0].toLowerCase(), at: i });
      i += name[0].length;
      continue;
    }
    if ('+-*/%^()'.includes(ch)) {
      tokens.push({ kind: 'op', value: ch, at: i });
      i += 1;
      continue;
    }
    throw new FormulaError(`Unexpected "${ch}" at position ${i + 1}`);
  }
  return tokens;
}

class Parser {
  private index = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly length: number,
  ) {}

  parse(): Evaluate {
    if (this.tokens.length === 0) throw new FormulaError('The formula is empty');
    const result = this.sum();
    const extra = this.peek();
    if (extra) throw new FormulaError(`Unexpected "${String(extra.value)}" at position ${extra.at + 1}`);
    return result;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private isOp(value: string): boolean {
    const token = this.peek();
    return token?.kind === 'op' && token.value === value;
  }

  private sum(): Evaluate {
    let left = this.product();
    while (this.isOp('+') || this.isOp('-')) {
      const minus = this.isOp('-');
      this.index += 1;
      const a = left;
      const b = this.product();
      left = minus ? (x) => a(x) - b(x) : (x) => a(x) + b(x);
    }
    return left;
  }

  /** Whether the next token starts an operand multiplied implicitly (`2x`, `2(x)`, `x sin(x)`). */
  private startsImplicitFactor(): boolean {
    const token = this.peek();
    return token !== undefined && (token.kind !== 'op' || token.value === '(');
  }

  private product(): Evaluate {
    let left = this.unary();
    for (;;) {
      if (this.isOp('*') || this.isOp('/') || this.isOp('%')) {
        const op = (this.peek() as Token).value;
        this.index += 1;
        const a = left;
        const b = this.unary();
        left = op === '*' ? (x) => a(x) * b(x) : op === '/' ? (x) => a(x) / b(x) : (x) => a(x) % b(x);
      } else if (this.startsImplicitFactor()) {
        const a = left;
        const b = this.power();
        left = (x) => a(x) * b(x);
      } else {
        return left;
      }
    }
  }

  private unary(): Evaluate {
    if (this.isOp('-')) {
      this.index += 1;
      const operand = this.unary();
      return (x) => -operand(x);
    }
    if (this.isOp('+')) {
      this.index += 1;
      return this.unary();
    }
    return this.power();
  }

  /** `a ^ b`, right-associative, binding tighter than unary minus on its left (`-2^2` is -4). */
  private power(): Evaluate {
    const base = this.primary();
    if (!this.isOp('^')) return base;
    this.index += 1;
    const exponent = this.unary();
    return (x) => base(x) ** exponent(x);
  }

  private primary(): Evaluate {
    const token = this.peek();
    if (!token) throw new FormulaError(`The formula ends too early (position ${this.length + 1})`);
    this.index += 1;
    if (token.kind === 'number') {
      const value = token.value;
      return () => value;
    }
    if (token.kind === 'op') {
      if (token.value !== '(')
        throw new FormulaError(`Unexpected "${token.value}" at position ${token.at + 1}`);
      const inner = this.sum();
      this.expectClose(token.at);
      return inner;
    }
    if (token.value === 'x') return (x) => x;
    const constant = CONSTANTS.get(token.value);
    if (constant !== undefined) return () => constant;
    const fn = FUNCTIONS.get(token.value);
    if (!fn) throw new FormulaError(`Unknown name "${token.value}" at position ${token.at + 1}: use x`);
    if (!this.isOp('('))
      throw new FormulaError(`"${token.value}" needs parentheses at position ${token.at + 1}`);
    const open = (this.peek() as Token).at;
    this.index += 1;
    const argument = this.sum();
    this.expectClose(open);
    return (x) => fn(argument(x));
  }

  private expectClose(openAt: number): void {
    if (!this.isOp(')')) throw new FormulaError(`Missing ")" for "(" at position ${openAt + 1}`);
    this.index += 1;
  }
}

/** Parses a formula in `x` (a leading `y =` is dropped); throws a FormulaError when it does not parse. */
export function parseFormula(formula: string): (x: number) => number {
  const parts = formula.split('=');
  const body = parts.length > 1 ? parts.slice(1).join('=') : formula;
  return new Parser(tokenize(body), body.length).parse();
}
