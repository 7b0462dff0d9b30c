import type { GeneratedFilter } from './random-query';
import type { SalesRow } from './sales-data';

type Scalar = string | number | null;

/** A comparator value as the column holds it: ISO text of the temporal column becomes epoch ms (read as UTC). */
function asColumnValue(column: keyof SalesRow, value: Scalar): Scalar {
  if (value === null || column !== 'order_date') return value;
  return typeof value === 'number' ? value : Date.parse(/[zZ]$/.test(value) ? value : `${value}Z`);
}

/** A LIKE pattern as a regular expression: `%` any text, `_` one character, the rest literal. */
export function likeRegExp(pattern: string, caseInsensitive: boolean): RegExp {
  const body = [...pattern]
    .map((c) =>
      c === '%' ? '[\\s\\S]*' : c === '_' ? '[\\s\\S]' : c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${body}$`, caseInsensitive ? 'i' : '');
}

/** The bounds of an explicit `start : end` range, epoch ms; the range holds start <= t < end. */
function rangeBounds(range: string): [number, number] {
  const [start = '', end = ''] = range.split(' : ');
  return [Date.parse(`${start.trim()}Z`), Date.parse(`${end.trim()}Z`)];
}

/** What a simple filter keeps, in SQL's three-valued logic (a comparison with NULL keeps nothing). */
export function filterPredicate(filter: GeneratedFilter): (row: SalesRow) => boolean {
  const column = filter.col as keyof SalesRow;
  const list = (Array.isArray(filter.val) ? filter.val : [filter.val ?? null]).map((v) =>
    asColumnValue(column, v),
  );
  const value = Array.isArray(filter.val) ? null : asColumnValue(column, filter.val ?? null);
  switch (filter.op) {
    case 'IS NULL':
      return (row) => row[column] === null;
    case 'IS NOT NULL':
      return (row) => row[column] !== null;
    case '==':
      return value === null ? (row) => row[column] === null : (row) => row[column] === value;
    case '!=':
      return value === null
        ? (row) => row[column] !== null
        : (row) => row[column] !== null && row[column] !== value;
    case '>':
    case '<':
    case '>=':
    case '<=': {
      const bound = value as number;
      const test = {
        '>': (x: number) => x > bound,
        '<': (x: number) => x < bound,
        '>=': (x: number) => x >= bound,
        '<=': (x: number) => x <= bound,
      }[filter.op];
      return (row) => row[column] !== null && test(row[column] as number);
    }
    case 'IN': {
      // Superset's IN with a NULL in the list also keeps NULL rows.
      const keepNull = list.includes(null);
      return (row) => (row[column] === null ? keepNull : list.includes(row[column]));
    }
    case 'NOT IN':
      return (row) => row[column] !== null && !list.includes(row[column]);
    case 'LIKE':
    case 'ILIKE': {
      const regexp = likeRegExp(String(filter.val), filter.op === 'ILIKE');
      return (row) => typeof row[column] === 'string' && regexp.test(row[column]);
    }
    case 'TEMPORAL_RANGE': {
      const [start, end] = rangeBounds(String(filter.val));
      return (row) =>
        row[column] !== null && (row[column] as number) >= start && (row[column] as number) < end;
    }
    default:
      throw new Error(`The reference does not know the operator ${filter.op}`);
  }
}
