import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { getNumberFormatter } from '../../../format/number-format';
import {
  isEmptyValue,
  ownProperty,
  SafeString,
  TemplateError,
  type Helper,
  type HelperOptions,
} from './interpreter';

dayjs.extend(utc);

/** Most items `each` iterates (a runaway template fails with a message instead of hanging the page). */
export const MAX_ITERATIONS = 100_000;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function iterate(items: unknown, options: HelperOptions): string {
  const entries: [string | number, unknown][] = Array.isArray(items)
    ? items.map((item, i) => [i, item])
    : isPlainObject(items)
      ? Object.entries(items)
      : [];
  if (entries.length === 0) return options.inverse(options.context);
  if (entries.length > MAX_ITERATIONS)
    throw new TemplateError(`"each" is limited to ${MAX_ITERATIONS.toLocaleString('en-US')} items.`);
  return entries
    .map(([key, item], i) =>
      options.fn(item, {
        index: i,
        key,
        first: i === 0,
        last: i === entries.length - 1,
        blockParams: [item, key],
      }),
    )
    .join('');
}

/** Handlebars' built-in helpers: if, unless, each, with, lookup, log. */
const BUILT_INS: Record<string, Helper> = {
  if: ([condition], o) =>
    (o.hash['includeZero'] === true && condition === 0) || !isEmptyValue(condition)
      ? o.fn(o.context)
      : o.inverse(o.context),
  unless: ([condition], o) => (isEmptyValue(condition) ? o.fn(o.context) : o.inverse(o.context)),
  each: ([items], o) => iterate(items, o),
  with: ([context], o) =>
    isEmptyValue(context) ? o.inverse(o.context) : o.fn(context, { blockParams: [context] }),
  lookup: ([object, key]) => ownProperty(object, str(key)),
  log: () => '',
};

/** Superset's own helpers of the Handlebars chart. */
const SUPERSET: Record<string, Helper> = {
  dateFormat: ([date], o) => dayjs.utc(date as string | number).format(str(o.hash['format']) || 'YYYY-MM-DD'),
  stringify: ([value]) => (isPlainObject(value) || Array.isArray(value) ? JSON.stringify(value) : str(value)),
  formatNumber: ([value], o) => {
    if (value === null || value === undefined || value === '') return '';
    const n = num(value);
    if (Number.isNaN(n)) return str(value);
    if (typeof o.hash['format'] === 'string') return getNumberFormatter(o.hash['format'])(n);
    if (typeof o.hash['locale'] === 'string') return n.toLocaleString(o.hash['locale']);
    return getNumberFormatter()(n);
  },
  parseJson: ([text]) => {
    try {
      return JSON.parse(str(text));
    } catch (error) {
      throw new TemplateError(
        `Invalid JSON string: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  },
};

const compare =
  (test: (a: unknown, b: unknown) => boolean): Helper =>
  ([a, b]) =>
    test(a, b);

/** The just-handlebars-helpers Superset registers, as far as a chart needs them (comparisons, strings, maths). */
const JUST_HELPERS: Record<string, Helper> = {
  eq: compare((a, b) => a === b),
  eqw: compare((a, b) => a == b),
  neq: compare((a, b) => a !== b),
  neqw: compare((a, b) => a != b),
  lt: compare((a, b) => num(a) < num(b)),
  lte: compare((a, b) => num(a) <= num(b)),
  gt: compare((a, b) => num(a) > num(b)),
  gte: compare((a, b) => num(a) >= num(b)),
  not: ([a]) => isEmptyValue(a),
  and: (args) => args.every((a) => !isEmptyValue(a)),
  or: (args) => args.some((a) => !isEmptyValue(a)),
  ifx: ([condition, yes, no]) => (isEmptyValue(condition) ? (no ?? '') : yes),
  coalesce: (args) => args.find((a) => !isEmptyValue(a)) ?? null,
  empty: ([a]) => (Array.isArray(a) ? a.length === 0 : isEmptyValue(a)),
  count: ([a]) => (Array.isArray(a) ? a.length : false),
  includes: ([list, value]) => (Array.isArray(list) ? list.includes(value) : str(list).includes(str(value))),
  excerpt: ([text, length]) => {
    const s = str(text);
    const n = Number.isFinite(num(length)) ? num(length) : 50;
    return s.length > n ? `${s.slice(0, n)}...` : s;
  },
  capitalizeFirst: ([text]) => str(text).charAt(0).toUpperCase() + str(text).slice(1),
  capitalizeEach: ([text]) => str(text).replace(/\w\S*/g, (w) => w.charAt(0).toUpperCase() + w.slice(1)),
  lowercase: ([text]) => str(text).toLowerCase(),
  uppercase: ([text]) => str(text).toUpperCase(),
  newLineToBr: ([text]) =>
    new SafeString(
      str(text)
        .split(/\r?\n/)
        .map((line) => line.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`))
        .join('<br>'),
    ),
  first: ([list]) => (Array.isArray(list) ? list[0] : undefined),
  last: ([list]) => (Array.isArray(list) ? list[list.length - 1] : undefined),
  concat: (args) => args.map(str).join(''),
  join: ([list, separator]) =>
    Array.isArray(list) ? list.map(str).join(separator === undefined ? ' ' : str(separator)) : '',
  sum: (args) => args.reduce<number>((a, b) => a + num(b), 0),
  difference: ([a, b]) => num(a) - num(b),
  multiplication: ([a, b]) => num(a) * num(b),
  division: ([a, b]) => num(a) / num(b),
  remainder: ([a, b]) => num(a) % num(b),
  ceil: ([a]) => Math.ceil(num(a)),
  floor: ([a]) => Math.floor(num(a)),
  abs: ([a]) => Math.abs(num(a)),
  formatDate: ([format, date]) => dayjs.utc(date as string | number).format(str(format)),
  formatCurrency: ([value, currency]) =>
    num(value).toLocaleString('en-US', { style: 'currency', currency: str(currency) || 'USD' }),
};

/** Every helper a chart template can call. */
export const TEMPLATE_HELPERS: Readonly<Record<string, Helper>> = {
  ...BUILT_INS,
  ...SUPERSET,
  ...JUST_HELPERS,
};
