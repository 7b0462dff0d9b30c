import { format as d3Format } from 'd3-format';

/** Superset's adaptive number format id. */
export const SMART_NUMBER = 'SMART_NUMBER';
/** Adaptive format with a sign on positive numbers. */
export const SMART_NUMBER_SIGNED = 'SMART_NUMBER_SIGNED';
/** Milliseconds as a human duration (66000 => 1m 6s). */
export const DURATION = 'DURATION';
/** Milliseconds with sub-millisecond parts (1.40008 => 1ms 400µs 80ns). */
export const DURATION_SUB = 'DURATION_SUB';
/** The value as it came, shortest round-tripping representation. */
export const ORIGINAL_VALUE = '~g';

/** Number format choices of the spec (§9): [format id, label]. */
export const D3_FORMAT_OPTIONS: readonly (readonly [string, string])[] = [
  [SMART_NUMBER, 'Adaptive formatting'],
  [ORIGINAL_VALUE, 'Original value'],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.2%', '.2% (12345.432 => 1234543.20%)'],
  ['.3%', '.3% (12345.432 => 1234543.200%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.1f', ',.1f (12345.432 => 12,345.4)'],
  [',.2f', ',.2f (12345.432 => 12,345.43)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
  [DURATION, 'Duration in ms (66000 => 1m 6s)'],
  [DURATION_SUB, 'Duration in ms (1.40008 => 1ms 400µs 80ns)'],
];

/** A number formatter: total over null, NaN and infinities. */
export type NumberFormatter = (value: number | null | undefined) => string;

const siFormat = d3Format('.3~s');
const float2Format = d3Format('.2~f');
const float4Format = d3Format('.4~f');

/** Superset's adaptive format: SI above 1000 (B not G), 2 decimals above 1, 4 above 0.001, µ below. */
function smartNumber(value: number): string {
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (abs >= 1000) return siFormat(value).replace('G', 'B');
  if (abs >= 1) return float2Format(value);
  if (abs >= 0.001) return float4Format(value);
  if (abs > 0.000001) return `${siFormat(value * 1_000_000)}µ`;
  return siFormat(value);
}

const DURATION_UNITS: readonly (readonly [string, number])[] = [
  ['d', 86_400_000],
  ['h', 3_600_000],
  ['m', 60_000],
];
const SUB_SECOND_UNITS: readonly (readonly [string, number])[] = [
  ['s', 1000],
  ['ms', 1],
  ['µs', 1e-3],
  ['ns', 1e-6],
];

/** Milliseconds as "1d 2h 3m 4.5s" (pretty-ms's compact style); sub-millisecond parts when asked. */
function formatDuration(ms: number, subMilliseconds: boolean): string {
  const sign = ms < 0 ? '-' : '';
  let rest = Math.abs(ms);
  const parts: string[] = [];
  for (const [unit, size] of DURATION_UNITS) {
    const count = Math.floor(rest / size + 1e-9);
    if (count > 0) parts.push(`${count}${unit}`);
    rest -= count * size;
  }
  if (!subMilliseconds) {
    if (rest >= 1000 || (parts.length > 0 && rest > 0)) parts.push(`${Number((rest / 1000).toFixed(1))}s`);
    else if (rest > 0 || parts.length === 0) parts.push(`${Math.round(rest)}ms`);
    return sign + parts.join(' ');
  }
  for (const [unit, size] of SUB_SECOND_UNITS) {
    // Rounding at the last unit avoids float dust such as "79.99999ns".
    const count = unit === 'ns' ? Math.round(rest / size) : Math.floor(rest / size + 1e-9);
    if (count > 0) parts.push(`${count}${unit}`);
    rest -= count * size;
  }
  return sign + (parts.length > 0 ? parts.join(' ') : '0ms');
}

/** Wraps a raw formatter with Superset's handling of missing and infinite values. */
function total(raw: (value: number) => string): NumberFormatter {
  return (value) => {
    if (value === null || value === undefined || Number.isNaN(value)) return String(value);
    if (value === Number.POSITIVE_INFINITY) return '∞';
    if (value === Number.NEGATIVE_INFINITY) return '-∞';
    return raw(value);
  };
}

const cache = new Map<string, NumberFormatter>();

/** The formatter of a format id (SMART_NUMBER, DURATION, or any d3-format specifier); unknown ids fall back to SMART_NUMBER. */
export function getNumberFormatter(formatId?: string | null): NumberFormatter {
  const id = formatId && formatId.trim() !== '' ? formatId : SMART_NUMBER;
  const cached = cache.get(id);
  if (cached) return cached;
  const formatter = total(rawFormatter(id));
  cache.set(id, formatter);
  return formatter;
}

function rawFormatter(id: string): (value: number) => string {
  switch (id) {
    case SMART_NUMBER:
      return smartNumber;
    case SMART_NUMBER_SIGNED:
      return (value) => (value > 0 ? `+${smartNumber(value)}` : smartNumber(value));
    case DURATION:
      return (value) => formatDuration(value, false);
    case DURATION_SUB:
      return (value) => formatDuration(value, true);
    default:
      try {
        return d3Format(id);
      } catch {
        return smartNumber;
      }
  }
}

/** Formats one value with a format id. */
export function formatNumber(formatId: string | null | undefined, value: number | null | undefined): string {
  return getNumberFormatter(formatId)(value);
}

/** Currency placement saved by Superset's currency control. */
export interface CurrencyFormat {
  /** ISO 4217 code, e.g. USD. */
  symbol?: string | null;
  /** Where the symbol goes. */
  symbolPosition?: 'prefix' | 'suffix' | string | null;
}

/** The display symbol of an ISO currency code ("USD" => "$"); the code itself when unknown. */
export function currencySymbol(code: string): string {
  try {
    const part = new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
}

/** A number formatter that adds a currency symbol before or after the number. */
export function getCurrencyFormatter(
  currency: CurrencyFormat | null | undefined,
  formatId?: string | null,
): NumberFormatter {
  const base = getNumberFormatter(formatId);
  if (!currency?.symbol) return base;
  const symbol = currencySymbol(currency.symbol);
  return (value) => {
    const text = base(value);
    if (value === null || value === undefined || Number.isNaN(value)) return text;
    return currency.symbolPosition === 'suffix' ? `${text} ${symbol}` : `${symbol} ${text}`;
  };
}
