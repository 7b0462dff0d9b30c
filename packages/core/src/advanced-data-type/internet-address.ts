import type { ComparisonGroups, ComparisonOperator } from './comparisons';
import { AdvancedFilterError, onlyValue } from './comparisons';
import type { AdvancedDataTypeResponse, AdvancedValue } from './schemas';
import { ADVANCED_TYPE_OPERATORS } from './schemas';
import { displayValue } from './display-value';

const IPV4_MAX = 2 ** 32 - 1;
const OCTET = /^(0|[1-9]\d{0,2})$/;
const DIGITS = /^\d+$/;

/** Python's ipaddress message for anything that is not a network. */
function notANetwork(text: string): string {
  return `'${text}' does not appear to be an IPv4 or IPv6 network`;
}

function parseIpv4(text: string): number | null {
  const octets = text.split('.');
  if (octets.length !== 4) return null;
  let value = 0;
  for (const octet of octets) {
    // Leading zeros are refused, as Python's ipaddress does (they read as octal elsewhere).
    if (!OCTET.test(octet) || Number(octet) > 255) return null;
    value = value * 256 + Number(octet);
  }
  return value;
}

/** The first and last address of an IPv4 network given as `a.b.c.d[/prefix]` or a number; host bits are ignored. */
export function ipv4Network(text: string): { start: number; end: number } | null {
  if (DIGITS.test(text)) {
    const value = Number(text);
    return value <= IPV4_MAX ? { start: value, end: value } : null;
  }
  const [address = '', prefixText, ...rest] = text.split('/');
  if (rest.length > 0) return null;
  const base = parseIpv4(address);
  if (base === null) return null;
  const prefix = prefixText === undefined ? 32 : DIGITS.test(prefixText) ? Number(prefixText) : NaN;
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 32) return null;
  const size = 2 ** (32 - prefix);
  const start = base - (base % size);
  return { start, end: start + size - 1 };
}

/**
 * Superset's internet_address conversion (cidr_func): each value, an IPv4 address, a CIDR block or an integer,
 * becomes its integer, or `{start, end}` for a block of more than one address. The first value that is not one
 * stops the conversion with Python's message. IPv6 is not supported.
 */
export function convertInternetAddress(values: readonly (string | number)[]): AdvancedDataTypeResponse {
  const response: AdvancedDataTypeResponse = {
    values: [],
    error_message: '',
    display_value: '',
    valid_filter_operators: [...ADVANCED_TYPE_OPERATORS],
  };
  if (values.length === 1 && values[0] === '') {
    response.values.push('');
    return response;
  }
  for (const value of values) {
    const text = String(value);
    const network = ipv4Network(text);
    if (!network) {
      response.error_message = notANetwork(text);
      break;
    }
    const converted: AdvancedValue = network.start === network.end ? network.start : network;
    response.values.push(converted);
    response.display_value = displayValue(response.values);
  }
  return response;
}

type AddressValue = number | { start: number; end: number };

function addressValues(values: readonly AdvancedValue[]): AddressValue[] {
  return values.flatMap((value) =>
    typeof value === 'number' || (typeof value === 'object' && !Array.isArray(value)) ? [value] : [],
  );
}

/**
 * Superset's cidr_translate_filter_func: IN matches the single addresses or any block; `=` a block matches inside
 * it; `>` / `>=` compare with a block's end and `<` / `<=` with its start; `!=` a block matches outside it.
 */
export function internetAddressFilter(
  op: ComparisonOperator,
  converted: readonly AdvancedValue[],
): ComparisonGroups {
  const values = addressValues(converted);
  if (op === 'IN' || op === 'NOT IN') {
    const singles = values.filter((v): v is number => typeof v === 'number');
    const ranges = values.filter((v): v is { start: number; end: number } => typeof v !== 'number');
    if (op === 'NOT IN') {
      // Outside every block and not one of the addresses: one group per choice of side is exponential, so
      // blocks are refused here, as NOT IN is not an operator this type offers.
      if (ranges.length > 0) throw new AdvancedFilterError('NOT IN does not take address blocks');
      return [[{ op: 'NOT IN', val: singles }]];
    }
    const groups: ComparisonGroups = singles.length > 0 ? [[{ op: 'IN', val: singles }]] : [];
    for (const range of ranges)
      groups.push([
        { op: '>=', val: range.start },
        { op: '<=', val: range.end },
      ]);
    return groups;
  }
  const value = onlyValue(values, op);
  if (typeof value === 'number') return [[{ op, val: value }]];
  switch (op) {
    case '==':
      return [
        [
          { op: '>=', val: value.start },
          { op: '<=', val: value.end },
        ],
      ];
    case '!=':
      return [[{ op: '<', val: value.start }], [{ op: '>', val: value.end }]];
    case '>':
    case '>=':
      return [[{ op, val: value.end }]];
    case '<':
    case '<=':
      return [[{ op, val: value.start }]];
  }
}
