import type { ComparisonGroups, ComparisonOperator } from './comparisons';
import { onlyValue } from './comparisons';
import type { AdvancedDataTypeResponse, AdvancedValue } from './schemas';
import { ADVANCED_TYPE_OPERATORS } from './schemas';
import { displayValue } from './display-value';

/** Service names the port type knows, with their ports (Superset's port_conversion_dict; names are case-sensitive). */
export const PORT_NAMES: Readonly<Record<string, readonly number[]>> = {
  http: [80],
  ssh: [22],
  https: [443],
  ftp: [20, 21],
  ftps: [989, 990],
  telnet: [23],
  telnets: [992],
  smtp: [25],
  submissions: [465],
  kerberos: [88],
  'kerberos-adm': [749],
  pop3: [110],
  pop3s: [995],
  nntp: [119],
  nntps: [563],
  ntp: [123],
  snmp: [161],
  ldap: [389],
  ldaps: [636],
  imap2: [143],
  imaps: [993],
  MySQL: [3306],
  'Remote Desktop': [3389],
  dns: [53],
  ctf: [84],
  pdap: [344],
};

const DIGITS = /^\d+$/;

function portsOfName(name: string): readonly number[] | undefined {
  return Object.prototype.hasOwnProperty.call(PORT_NAMES, name) ? PORT_NAMES[name] : undefined;
}

/**
 * Superset's port conversion (port_translation_func): each value, a port number from 1 to 65535 or a service name,
 * becomes the list of its ports. The first value that is neither stops the conversion.
 */
export function convertPort(values: readonly (string | number)[]): AdvancedDataTypeResponse {
  const response: AdvancedDataTypeResponse = {
    values: [],
    error_message: '',
    display_value: '',
    valid_filter_operators: [...ADVANCED_TYPE_OPERATORS],
  };
  if (values.length === 1 && values[0] === '') {
    response.values.push(['']);
    return response;
  }
  for (const value of values) {
    const text = String(value);
    const number = DIGITS.test(text) ? Number(text) : null;
    const ports =
      number !== null ? (number >= 1 && number <= 65535 ? [number] : undefined) : portsOfName(text);
    if (!ports) {
      response.error_message = `'${text}' does not appear to be a port name or number`;
      break;
    }
    response.values.push([...ports]);
    response.display_value = displayValue(response.values);
  }
  return response;
}

function portLists(values: readonly AdvancedValue[]): number[][] {
  return values.flatMap((value) =>
    Array.isArray(value) ? [value.filter((port): port is number => typeof port === 'number')] : [],
  );
}

/**
 * Superset's port_translate_filter_func: IN / NOT IN take every port of every value; `=` / `!=` one value's ports;
 * `>` / `>=` compare with its lowest port and `<` / `<=` with its highest.
 */
export function portFilter(op: ComparisonOperator, converted: readonly AdvancedValue[]): ComparisonGroups {
  const lists = portLists(converted);
  if (op === 'IN' || op === 'NOT IN') return [[{ op, val: lists.flat() }]];
  const ports = [...onlyValue(lists, op)].sort((a, b) => a - b);
  const lowest = ports[0];
  const highest = ports[ports.length - 1];
  if (lowest === undefined || highest === undefined) return [];
  switch (op) {
    case '==':
      return [[{ op: 'IN', val: ports }]];
    case '!=':
      return [[{ op: 'NOT IN', val: ports }]];
    case '>':
    case '>=':
      return [[{ op, val: lowest }]];
    case '<':
    case '<=':
      return [[{ op, val: highest }]];
  }
}
