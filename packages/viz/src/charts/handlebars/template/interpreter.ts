import { parse, type AST } from '@handlebars/parser';

/**
 * A Handlebars interpreter: templates are parsed by the official grammar and walked here, so no code is generated or
 * evaluated (Handlebars' own compiler builds functions with `new Function`, which a strict CSP forbids). Lookups read
 * own properties only (no prototype access), partials and decorators are refused, and output is bounded.
 */

/** Text a helper returns that must not be HTML-escaped (Handlebars' SafeString). */
export class SafeString {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

/** What a helper receives after its positional arguments. */
export interface HelperOptions {
  /** Named arguments (`key=value`). */
  hash: Record<string, unknown>;
  /** Renders the block with a context (block helpers only; '' otherwise). */
  fn: (context: unknown, data?: Record<string, unknown>) => string;
  /** Renders the {{else}} part with a context. */
  inverse: (context: unknown, data?: Record<string, unknown>) => string;
  /** The current @data variables. */
  data: Record<string, unknown>;
  /** The context the helper is called in (`this`). */
  context: unknown;
  /** Block parameter names declared with `as |a b|`. */
  blockParams: number;
}

/** A helper: positional arguments, then the options. */
export type Helper = (args: unknown[], options: HelperOptions) => unknown;

/** An error of the template (syntax, unknown helper, limits) with a message for the chart. */
export class TemplateError extends Error {
  override name = 'TemplateError';
}

/** Most characters a template may produce. */
export const MAX_OUTPUT_CHARS = 2_000_000;

interface Frame {
  context: unknown;
  data: Record<string, unknown>;
  params: Record<string, unknown>;
  parent: Frame | undefined;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '`': '&#x60;',
  '=': '&#x3D;',
};

/** Handlebars' HTML escaping of a mustache's value. */
export function escapeExpression(value: unknown): string {
  if (value instanceof SafeString) return value.html;
  if (value === null || value === undefined || value === false) return value === false ? 'false' : '';
  return String(value).replace(/[&<>"'`=]/g, (c) => ESCAPES[c] ?? c);
}

/** A property of a value, read only when the value owns it (arrays and plain records). */
export function ownProperty(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  return Object.prototype.hasOwnProperty.call(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** Handlebars truthiness: empty arrays, 0 (unless includeZero), '' , null, undefined and false are falsy. */
export function isEmptyValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value === null || value === undefined || value === false || value === '' || value === 0;
}

/** Renders templates with a fixed set of helpers. */
export class TemplateRenderer {
  private length = 0;

  constructor(private readonly helpers: Readonly<Record<string, Helper>>) {}

  /** Renders a template source against a context; TemplateError on any problem. */
  render(source: string, context: unknown): string {
    let program: AST.Program;
    try {
      program = parse(source);
    } catch (error) {
      throw new TemplateError(
        `The template does not parse: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    this.length = 0;
    return this.program(program, { context, data: { root: context }, params: {}, parent: undefined });
  }

  private program(program: AST.Program | undefined, frame: Frame): string {
    if (!program) return '';
    let out = '';
    for (const statement of program.body) {
      const text = this.statement(statement, frame);
      this.length += text.length;
      if (this.length > MAX_OUTPUT_CHARS)
        throw new TemplateError(
          `The template produced more than ${MAX_OUTPUT_CHARS.toLocaleString('en-US')} characters.`,
        );
      out += text;
    }
    return out;
  }

  private statement(node: AST.Statement, frame: Frame): string {
    switch (node.type) {
      case 'ContentStatement':
        return (node as AST.ContentStatement).value;
      case 'CommentStatement':
        return '';
      case 'MustacheStatement': {
        const mustache = node as AST.MustacheStatement;
        const value = this.call(mustache.path, mustache.params, mustache.hash, frame, undefined);
        return mustache.escaped
          ? escapeExpression(value)
          : value instanceof SafeString
            ? value.html
            : String(value ?? '');
      }
      case 'BlockStatement':
        return this.block(node as AST.BlockStatement, frame);
      case 'PartialStatement':
      case 'PartialBlockStatement':
        throw new TemplateError('Partials are not supported in chart templates.');
      default:
        throw new TemplateError(`Unsupported template statement: ${node.type}.`);
    }
  }

  private block(node: AST.BlockStatement, frame: Frame): string {
    const value = this.call(node.path, node.params, node.hash, frame, node);
    return value instanceof SafeString ? value.html : String(value ?? '');
  }

  /** Evaluates a mustache or block: a helper call when the name is a helper (or has arguments), else a lookup. */
  private call(
    path: AST.Expression,
    params: AST.Expression[],
    hash: AST.Hash | undefined,
    frame: Frame,
    block: AST.BlockStatement | undefined,
  ): unknown {
    // A bare name the row has (a `count` metric) reads the row, though a helper has the name: Handlebars would call
    // the helper (just-handlebars-helpers' `count`), printing "false" where the template meant the value.
    const shadowed = params.length === 0 && !hash?.pairs.length && !block && this.isOwnName(path, frame);
    const helper = shadowed ? undefined : this.helperOf(path);
    if (!helper) {
      if (params.length > 0 || (hash?.pairs.length ?? 0) > 0)
        throw new TemplateError(`Missing helper: "${(path as AST.PathExpression).original ?? '?'}"`);
      const value = this.expression(path, frame);
      return block ? this.blockOfValue(value, block, frame) : value;
    }
    const args = params.map((p) => this.expression(p, frame));
    return helper(args, this.options(hash, frame, block));
  }

  /** A block over a plain value (Handlebars' blockHelperMissing): lists iterate, true renders, objects become the context. */
  private blockOfValue(value: unknown, block: AST.BlockStatement, frame: Frame): string {
    const each = this.helpers['each'];
    if (Array.isArray(value) && each) return String(each([value], this.options(block.hash, frame, block)));
    if (isEmptyValue(value)) return this.program(block.inverse, frame);
    return this.program(block.program, this.child(frame, value === true ? frame.context : value));
  }

  private options(
    hash: AST.Hash | undefined,
    frame: Frame,
    block: AST.BlockStatement | undefined,
  ): HelperOptions {
    const hashValues: Record<string, unknown> = {};
    for (const pair of hash?.pairs ?? []) hashValues[pair.key] = this.expression(pair.value, frame);
    const names = block?.program?.blockParams ?? [];
    const render =
      (program: AST.Program | undefined) => (context: unknown, data?: Record<string, unknown>) => {
        const params: Record<string, unknown> = {};
        const blockParams = ownProperty(data, 'blockParams');
        names.forEach((name, i) => (params[name] = Array.isArray(blockParams) ? blockParams[i] : undefined));
        return this.program(program, this.child(frame, context, data, params));
      };
    return {
      hash: hashValues,
      fn: render(block?.program),
      inverse: render(block?.inverse),
      data: frame.data,
      context: frame.context,
      blockParams: names.length,
    };
  }

  private child(
    frame: Frame,
    context: unknown,
    data?: Record<string, unknown>,
    params: Record<string, unknown> = {},
  ): Frame {
    // As Handlebars' depths: a block that keeps the context (if, unless) adds no level for `../`.
    const parent = context === frame.context ? frame.parent : frame;
    return { context, data: { ...frame.data, ...data }, params: { ...frame.params, ...params }, parent };
  }

  private isOwnName(path: AST.Expression, frame: Frame): boolean {
    if (path.type !== 'PathExpression') return false;
    const p = path as AST.PathExpression;
    const name = p.parts[0];
    return (
      p.parts.length === 1 &&
      !p.data &&
      typeof name === 'string' &&
      ownProperty(frame.context, name) !== undefined
    );
  }

  private helperOf(path: AST.Expression): Helper | undefined {
    if (path.type !== 'PathExpression') return undefined;
    const p = path as AST.PathExpression;
    // `this.name` and `./name` read the context even when a helper has the name.
    const scoped = /^(\.|this\b)/.test(p.original);
    if (p.data || scoped || p.depth > 0 || p.parts.length !== 1) return undefined;
    const name = p.parts[0];
    return typeof name === 'string' && Object.prototype.hasOwnProperty.call(this.helpers, name)
      ? this.helpers[name]
      : undefined;
  }

  private expression(node: AST.Expression, frame: Frame): unknown {
    switch (node.type) {
      case 'StringLiteral':
        return (node as AST.StringLiteral).value;
      case 'NumberLiteral':
        return (node as AST.NumberLiteral).value;
      case 'BooleanLiteral':
        return (node as AST.BooleanLiteral).value;
      case 'NullLiteral':
        return null;
      case 'UndefinedLiteral':
        return undefined;
      case 'SubExpression': {
        const sub = node as AST.SubExpression;
        const helper = this.helperOf(sub.path);
        if (!helper)
          throw new TemplateError(`Missing helper: "${(sub.path as AST.PathExpression).original ?? '?'}"`);
        return helper(
          sub.params.map((p) => this.expression(p, frame)),
          this.options(sub.hash, frame, undefined),
        );
      }
      case 'PathExpression':
        return this.lookup(node as AST.PathExpression, frame);
      default:
        throw new TemplateError(`Unsupported template expression: ${node.type}.`);
    }
  }

  private lookup(path: AST.PathExpression, frame: Frame): unknown {
    const parts = path.parts.map((part) => {
      if (typeof part !== 'string')
        throw new TemplateError('Dynamic path segments are not supported in chart templates.');
      return part;
    });
    if (path.data) return parts.reduce<unknown>((value, part) => ownProperty(value, part), frame.data);
    let target: Frame = frame;
    for (let i = 0; i < path.depth && target.parent; i++) target = target.parent;
    const [head, ...rest] = parts;
    if (head === undefined) return target.context;
    const fromParams = path.depth === 0 && Object.prototype.hasOwnProperty.call(target.params, head);
    const start = fromParams ? target.params[head] : ownProperty(target.context, head);
    return rest.reduce<unknown>((value, part) => ownProperty(value, part), start);
  }
}
