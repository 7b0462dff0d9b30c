import type { AdhocColumn, AdhocMetric, QueryColumn, QueryMetric } from '@meridian/core';
import type { GeneratedFilter, GeneratedQuery } from './random-query';
import { filterPredicate } from './reference-filters';
import type { SalesRow } from './sales-data';

/**
 * The reference evaluator of the differential tests: what a generated query means, computed in plain TypeScript
 * over the rows in memory (filter → group → aggregate → sort), written from SQL semantics and Superset's query
 * object spec, never from the compiler. Every SQL snippet the generator may send is listed here with its meaning.
 */

/** A cell value: text, number (temporal values as epoch ms) or NULL. */
export type Value = string | number | null;

/** Where an engine sorts NULL by default: PostgreSQL treats it as larger than any value, DuckDB puts it last. */
export type NullsOrder = 'nulls-largest' | 'nulls-last';

/** What an aggregate needs to know: its meaning and how closely engines must agree with it. */
interface Aggregate {
  evaluate(rows: readonly SalesRow[]): Value;
  /** Relative tolerance of the comparison (0: exact). */
  tolerance: number;
  /** Whether the result is temporal (epoch ms on the wire). */
  temporal?: boolean;
}

const SUM_TOLERANCE = 1e-9;
const AVG_TOLERANCE = 1e-6;

type NumericColumn = 'quantity' | 'price' | 'sales' | 'order_date';

function present<K extends keyof SalesRow>(rows: readonly SalesRow[], column: K): NonNullable<SalesRow[K]>[] {
  const out: NonNullable<SalesRow[K]>[] = [];
  for (const row of rows) {
    const value = row[column];
    if (value !== null) out.push(value as NonNullable<SalesRow[K]>);
  }
  return out;
}

function sum(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0);
}

function aggregateOf(kind: NonNullable<AdhocMetric['aggregate']>, column: keyof SalesRow): Aggregate {
  const numbers = (rows: readonly SalesRow[]) => present(rows, column as NumericColumn);
  switch (kind) {
    case 'COUNT':
      return { evaluate: (rows) => present(rows, column).length, tolerance: 0 };
    case 'COUNT_DISTINCT':
      return { evaluate: (rows) => new Set(present(rows, column)).size, tolerance: 0 };
    case 'SUM':
      return { evaluate: (rows) => sum(numbers(rows)), tolerance: SUM_TOLERANCE };
    case 'AVG':
      return {
        evaluate: (rows) => {
          const values = numbers(rows);
          return values.length === 0 ? null : (sum(values) as number) / values.length;
        },
        tolerance: AVG_TOLERANCE,
      };
    case 'MIN':
    case 'MAX': {
      const pickOf = kind === 'MIN' ? Math.min : Math.max;
      return {
        evaluate: (rows) => {
          const values = numbers(rows);
          return values.length === 0 ? null : values.reduce((a, b) => pickOf(a, b));
        },
        tolerance: 0,
        temporal: column === 'order_date',
      };
    }
  }
}

/** Saved metrics the fixture adds to the dataset (besides `count`), with their SQL. */
export const SAVED_METRIC_SQL: Record<string, string> = {
  sum__sales: 'SUM(sales)',
  avg__price: 'AVG(price)',
  sum__quantity: 'SUM(quantity)',
  max__price: 'MAX(price)',
};

/** Meaning of every saved metric of the dataset (`count` is created with the dataset). */
export const SAVED_METRICS: Record<string, Aggregate> = {
  count: { evaluate: (rows) => rows.length, tolerance: 0 },
  sum__sales: aggregateOf('SUM', 'sales'),
  avg__price: aggregateOf('AVG', 'price'),
  sum__quantity: aggregateOf('SUM', 'quantity'),
  max__price: aggregateOf('MAX', 'price'),
};

/** Meaning of the SQL adhoc metrics the generator sends. */
export const SQL_METRICS: Record<string, Aggregate> = {
  'COUNT(*)': { evaluate: (rows) => rows.length, tolerance: 0 },
  'SUM(quantity * price)': {
    evaluate: (rows) =>
      sum(rows.flatMap((r) => (r.quantity === null || r.price === null ? [] : [r.quantity * r.price]))),
    tolerance: SUM_TOLERANCE,
  },
  'COUNT(DISTINCT country)': aggregateOf('COUNT_DISTINCT', 'country'),
  "SUM(CASE WHEN deal_size = 'Large' THEN 1 ELSE 0 END)": {
    evaluate: (rows) => (rows.length === 0 ? null : rows.filter((r) => r.deal_size === 'Large').length),
    tolerance: 0,
  },
  'MAX(price) - MIN(price)': {
    evaluate: (rows) => {
      const prices = present(rows, 'price');
      return prices.length === 0 ? null : Math.max(...prices) - Math.min(...prices);
    },
    tolerance: SUM_TOLERANCE,
  },
  'AVG(quantity)': aggregateOf('AVG', 'quantity'),
  'MAX(order_date)': aggregateOf('MAX', 'order_date'),
};

/** Meaning of the SQL adhoc columns the generator sends. */
export const SQL_COLUMNS: Record<string, (row: SalesRow) => Value> = {
  "CASE WHEN quantity > 40 THEN 'big' ELSE 'small' END": (row) =>
    row.quantity !== null && row.quantity > 40 ? 'big' : 'small',
  'UPPER(region)': (row) => (row.region === null ? null : row.region.toUpperCase()),
};

/** Meaning of the `extras.where` clauses the generator sends (SQL's three-valued logic: NULL is not true). */
export const SQL_WHERES: Record<string, (row: SalesRow) => boolean> = {
  'quantity >= 30': (row) => row.quantity !== null && row.quantity >= 30,
  "region <> 'EMEA'": (row) => row.region !== null && row.region !== 'EMEA',
  'price BETWEEN 50 AND 150': (row) => row.price !== null && row.price >= 50 && row.price <= 150,
  "(deal_size = 'Large' OR quantity < 10)": (row) =>
    row.deal_size === 'Large' || (row.quantity !== null && row.quantity < 10),
};

const DAY = 86_400_000;

/** Start of the grain's bucket holding `epoch` (UTC; weeks start on Monday). */
export function truncate(epoch: number, grain: string): number {
  const date = new Date(epoch);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (grain) {
    case 'P1D':
      return Math.floor(epoch / DAY) * DAY;
    case 'P1W': {
      const day = Math.floor(epoch / DAY);
      // Day 0 (1970-01-01) was a Thursday, 3 days after a Monday.
      return (day - ((day + 3) % 7)) * DAY;
    }
    case 'P1M':
      return Date.UTC(year, month, 1);
    case 'P3M':
      return Date.UTC(year, month - (month % 3), 1);
    case 'P1Y':
      return Date.UTC(year, 0, 1);
    default:
      throw new Error(`The reference does not know the grain ${grain}`);
  }
}

/** A column of the output: its label, how to read it from a row, whether it is temporal. */
interface Dimension {
  label: string;
  read(row: SalesRow): Value;
  temporal: boolean;
}

function dimensionOf(column: QueryColumn): Dimension {
  if (typeof column === 'string') {
    return { label: column, read: (row) => row[column as keyof SalesRow], temporal: column === 'order_date' };
  }
  const adhoc: AdhocColumn = column;
  const label = adhoc.label ?? adhoc.sqlExpression;
  if (adhoc.sqlExpression === 'order_date') {
    const grain = adhoc.timeGrain;
    return {
      label,
      read: (row) => (row.order_date === null || !grain ? row.order_date : truncate(row.order_date, grain)),
      temporal: true,
    };
  }
  const read = SQL_COLUMNS[adhoc.sqlExpression];
  if (!read) throw new Error(`The reference does not know the column SQL ${adhoc.sqlExpression}`);
  return { label, read, temporal: false };
}

/** A metric's label as Superset derives it: its name, its label, `AGG(col)`, or its SQL. */
export function referenceMetricLabel(metric: QueryMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SIMPLE')
    return `${metric.aggregate ?? ''}(${metric.column?.column_name ?? ''})`;
  return metric.sqlExpression ?? '';
}

function metricAggregate(metric: QueryMetric): Aggregate {
  const found =
    typeof metric === 'string'
      ? SAVED_METRICS[metric]
      : metric.expressionType === 'SQL'
        ? SQL_METRICS[metric.sqlExpression ?? '']
        : metric.aggregate && metric.column
          ? aggregateOf(metric.aggregate, metric.column.column_name as keyof SalesRow)
          : undefined;
  if (!found) throw new Error(`The reference does not know the metric ${JSON.stringify(metric)}`);
  return found;
}
/** An output column of the reference: label, whether a dimension or metric, temporal, tolerance. */
export interface ReferenceColumn {
  label: string;
  isMetric: boolean;
  temporal: boolean;
  tolerance: number;
}

/** The reference answer: output columns, every row in sort order, and each row's sort key. */
export interface ReferenceResult {
  columns: ReferenceColumn[];
  rows: Value[][];
  /** Sort key per row (empty when the query has no order). */
  sortKeys: Value[][];
  /** Direction of each sort key part. */
  descending: boolean[];
  /** Tolerance of each sort key part. */
  sortTolerances: number[];
  /** Whether rows are groups (unique dimension values) rather than raw records. */
  isGrouped: boolean;
}

/** Evaluates a generated query over the rows. */
export function evaluateReference(
  query: GeneratedQuery,
  rows: readonly SalesRow[],
  nulls: NullsOrder,
): ReferenceResult {
  const predicates = query.filters.map((filter: GeneratedFilter) => filterPredicate(filter));
  const where = query.extras.where ? SQL_WHERES[query.extras.where] : undefined;
  if (query.extras.where && !where)
    throw new Error(`The reference does not know the WHERE ${query.extras.where}`);
  const kept = rows.filter((row) => predicates.every((p) => p(row)) && (!where || where(row)));
  const dimensions = query.columns.map(dimensionOf);
  const dimensionColumns = dimensions.map((d) => ({
    label: d.label,
    isMetric: false,
    temporal: d.temporal,
    tolerance: 0,
  }));
  if (query.metrics === null) {
    return {
      columns: dimensionColumns,
      rows: kept.map((row) => dimensions.map((d) => d.read(row))),
      sortKeys: [],
      descending: [],
      sortTolerances: [],
      isGrouped: false,
    };
  }
  const metrics = query.metrics.map(metricAggregate);
  // An empty metrics list still groups (each distinct key once), in no particular order.
  const first = query.metrics[0];
  const order: [QueryMetric, boolean][] =
    query.orderby.length > 0 ? query.orderby : first ? [[first, !query.order_desc]] : [];
  const orderAggregates = order.map(([metric]) => metricAggregate(metric));
  const groups = new Map<string, { key: Value[]; rows: SalesRow[] }>();
  // Without dimensions an aggregate query answers one row, even over no rows.
  if (dimensions.length === 0) groups.set('[]', { key: [], rows: [] });
  for (const row of kept) {
    const key = dimensions.map((d) => d.read(row));
    const id = JSON.stringify(key);
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { key, rows: [] }));
    group.rows.push(row);
  }
  const evaluated = [...groups.values()].map((group) => ({
    row: [...group.key, ...metrics.map((m) => m.evaluate(group.rows))],
    sortKey: orderAggregates.map((m) => m.evaluate(group.rows)),
  }));
  const descending = order.map(([, ascending]) => !ascending);
  evaluated.sort((a, b) => compareKeys(a.sortKey, b.sortKey, { descending, nulls, tolerances: [] }));
  return {
    columns: [
      ...dimensionColumns,
      ...query.metrics.map((metric, i) => ({
        label: referenceMetricLabel(metric),
        isMetric: true,
        temporal: Boolean(metrics[i]?.temporal),
        tolerance: metrics[i]?.tolerance ?? 0,
      })),
    ],
    rows: evaluated.map((e) => e.row),
    sortKeys: evaluated.map((e) => e.sortKey),
    descending,
    sortTolerances: orderAggregates.map((m) => m.tolerance),
    isGrouped: true,
  };
}

/** Whether two values agree: same text, or numbers within a relative tolerance. */
export function valuesAgree(a: Value, b: Value, tolerance: number): boolean {
  if (a === null || b === null || typeof a === 'string' || typeof b === 'string') return a === b;
  if (a === b) return true;
  return Math.abs(a - b) <= tolerance * Math.max(Math.abs(a), Math.abs(b)) + 1e-12;
}

/** How to compare sort keys: directions, the engine's NULL order, and tolerances under which values tie. */
export interface KeyOrder {
  descending: readonly boolean[];
  nulls: NullsOrder;
  /** Per part; missing parts compare exactly. */
  tolerances: readonly number[];
}

/** Compares two sort keys: negative when `a` sorts first, 0 when they tie. */
export function compareKeys(a: readonly Value[], b: readonly Value[], order: KeyOrder): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? null;
    const y = b[i] ?? null;
    const descending = order.descending[i] ?? false;
    if (valuesAgree(x, y, order.tolerances[i] ?? 0)) continue;
    if (x === null || y === null) {
      const nullFirst = order.nulls === 'nulls-largest' ? descending : false;
      return (x === null) === nullFirst ? -1 : 1;
    }
    const diff = x < y ? -1 : 1;
    return descending ? -diff : diff;
  }
  return 0;
}
