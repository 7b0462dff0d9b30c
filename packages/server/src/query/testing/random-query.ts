import type { AdhocMetric, FilterOperator, QueryColumn, QueryMetric } from '@meridian/core';
import { SAVED_METRICS, SQL_COLUMNS, SQL_METRICS, SQL_WHERES } from './reference';
import { SALES_COLUMNS, type SalesColumn, type SalesRow } from './sales-data';
import type { Random } from './prng';

export { createRandom, type Random } from './prng';

/** The seed of one case of a run: cases are independent, so one can be replayed alone. */
export function caseSeed(runSeed: number, index: number): number {
  return (Math.imul(runSeed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(index + 1, 0xc2b2ae35)) >>> 0;
}

/** A simple filter as the generator writes it. */
export interface GeneratedFilter {
  col: string;
  op: FilterOperator;
  val?: string | number | null | (string | number | null)[];
}

/** A query object of the subset the reference understands (wire shape of `queries[]`). */
export interface GeneratedQuery {
  columns: QueryColumn[];
  /** Null for raw records (an empty list would group by the columns). */
  metrics: QueryMetric[] | null;
  filters: GeneratedFilter[];
  extras: { where?: string };
  orderby: [QueryMetric, boolean][];
  order_desc: boolean;
  row_limit?: number;
  row_offset?: number;
}

const GRAINS = ['P1D', 'P1W', 'P1M', 'P3M', 'P1Y'] as const;
const STRING_COLUMNS = SALES_COLUMNS.filter((c) => c.kind === 'STRING').map((c) => c.name);
const NUMERIC_COLUMNS = SALES_COLUMNS.filter((c) => c.kind === 'NUMERIC').map((c) => c.name);

/** Candidate group-by columns: plain ones, the time axis at a grain, adhoc SQL. */
function dimensionChoices(random: Random): QueryColumn[] {
  const grain = random.pick(GRAINS);
  const axis: QueryColumn = random.chance(0.1)
    ? 'order_date'
    : {
        label: random.chance(0.5) ? 'order_date' : `__time_${grain}`,
        sqlExpression: 'order_date',
        expressionType: 'SQL',
        columnType: 'BASE_AXIS',
        timeGrain: grain,
      };
  const [sql, label] = random.pick(Object.keys(SQL_COLUMNS).map((s, i) => [s, `sql_col_${i}`] as const));
  return [...STRING_COLUMNS, 'quantity', axis, { label, sqlExpression: sql, expressionType: 'SQL' }];
}

function simpleMetric(random: Random): AdhocMetric {
  const aggregate = random.pick(['SUM', 'AVG', 'MIN', 'MAX', 'COUNT', 'COUNT_DISTINCT'] as const);
  const column =
    aggregate === 'COUNT' || aggregate === 'COUNT_DISTINCT'
      ? random.pick(SALES_COLUMNS.map((c) => c.name))
      : aggregate === 'MIN' || aggregate === 'MAX'
        ? random.pick([...NUMERIC_COLUMNS, 'order_date'])
        : random.pick(NUMERIC_COLUMNS);
  return { expressionType: 'SIMPLE', aggregate, column: { column_name: column } };
}

function metricChoice(random: Random, index: number): QueryMetric {
  const roll = random.next();
  const metric: QueryMetric =
    roll < 0.3
      ? random.pick(Object.keys(SAVED_METRICS))
      : roll < 0.75
        ? simpleMetric(random)
        : { expressionType: 'SQL', sqlExpression: random.pick(Object.keys(SQL_METRICS)) };
  if (typeof metric !== 'string' && random.chance(0.4)) metric.label = `metric_${index}`;
  return metric;
}

function labelOf(metric: QueryMetric): string {
  if (typeof metric === 'string') return metric;
  return (
    metric.label ??
    (metric.expressionType === 'SIMPLE'
      ? `${metric.aggregate}(${metric.column?.column_name})`
      : (metric.sqlExpression ?? ''))
  );
}

/** A value of a column taken from a random row (NULL now and then), or one no row holds. */
function valueOf(random: Random, rows: readonly SalesRow[], column: SalesColumn): string | number | null {
  if (random.chance(0.08))
    return column.kind === 'STRING'
      ? "no such value' OR '1'='1"
      : column.kind === 'NUMERIC'
        ? -1
        : '1999-01-01T00:00:00';
  const value = random.pick(rows)[column.name];
  if (value === null || column.kind !== 'TEMPORAL') return value;
  return new Date(value).toISOString().slice(0, 19);
}

function nonNullValue(random: Random, rows: readonly SalesRow[], column: SalesColumn): string | number {
  for (;;) {
    const value = valueOf(random, rows, column);
    if (value !== null) return value;
  }
}

/** A LIKE pattern made from a real value: a prefix, a suffix or an infix with wildcards, case changed for ILIKE. */
function likePattern(random: Random, value: string, op: 'LIKE' | 'ILIKE'): string {
  const start = random.int(0, Math.max(0, value.length - 3));
  const piece = value.slice(start, start + random.int(1, 4));
  const shape = random.pick([`${piece}%`, `%${piece}`, `%${piece}%`, `_${value.slice(1)}`, value]);
  return op === 'ILIKE' || random.chance(0.2) ? shape.toUpperCase() : shape;
}

function isoDay(random: Random): string {
  return new Date(Date.UTC(random.int(2020, 2025), random.int(0, 11), random.int(1, 28)))
    .toISOString()
    .slice(0, 19);
}

function filterOf(random: Random, rows: readonly SalesRow[]): GeneratedFilter {
  const column = random.pick(SALES_COLUMNS);
  const col = column.name;
  const list = (): (string | number | null)[] =>
    Array.from({ length: random.int(1, 4) }, () => valueOf(random, rows, column));
  const common: FilterOperator[] = ['==', '!=', 'IN', 'NOT IN', 'IS NULL', 'IS NOT NULL'];
  const ops: FilterOperator[] =
    column.kind === 'STRING'
      ? [...common, 'LIKE', 'ILIKE']
      : column.kind === 'NUMERIC'
        ? [...common, '>', '<', '>=', '<=']
        : ['==', '>', '<', '>=', '<=', 'IS NULL', 'IS NOT NULL', 'TEMPORAL_RANGE', 'TEMPORAL_RANGE'];
  const op = random.pick(ops);
  switch (op) {
    case 'IS NULL':
    case 'IS NOT NULL':
      return { col, op };
    case 'IN':
    case 'NOT IN':
      return { col, op, val: list() };
    case 'LIKE':
    case 'ILIKE':
      return { col, op, val: likePattern(random, String(nonNullValue(random, rows, column)), op) };
    case 'TEMPORAL_RANGE': {
      const [a, b] = [isoDay(random), isoDay(random)].sort();
      return { col, op, val: `${a} : ${b}` };
    }
    default:
      return {
        col,
        op,
        val: op === '==' || op === '!=' ? valueOf(random, rows, column) : nonNullValue(random, rows, column),
      };
  }
}

/** Picks `count` metrics with distinct labels (a duplicate label is a 400, tested elsewhere). */
function distinctMetrics(random: Random, count: number): QueryMetric[] {
  const metrics: QueryMetric[] = [];
  for (let attempt = 0; metrics.length < count && attempt < 20; attempt++) {
    const metric = metricChoice(random, metrics.length);
    if (!metrics.some((m) => labelOf(m) === labelOf(metric))) metrics.push(metric);
  }
  return metrics;
}

/**
 * One random query over the sales table: 0–2 group-bys, 1–3 metrics (or raw records, or the distinct values of 1–2
 * group-bys: an empty metrics list), filters, order, limit.
 */
export function generateQuery(random: Random, rows: readonly SalesRow[]): GeneratedQuery {
  const isRaw = random.chance(0.08);
  const isDistinct = !isRaw && random.chance(0.06);
  const dimensionCount = isRaw
    ? random.int(1, 3)
    : isDistinct
      ? random.int(1, 2)
      : random.pick([0, 1, 1, 2, 2]);
  const columns = random.sample(dimensionChoices(random), dimensionCount);
  const metrics = isRaw ? null : isDistinct ? [] : distinctMetrics(random, random.int(1, 3));
  const filters = Array.from({ length: random.pick([0, 1, 1, 2, 3]) }, () => filterOf(random, rows));
  const extras = random.chance(0.15) ? { where: random.pick(Object.keys(SQL_WHERES)) } : {};
  const orderby: [QueryMetric, boolean][] = [];
  if (metrics && metrics.length > 0 && random.chance(0.6)) {
    for (let i = random.int(1, 2); i > 0; i--) {
      // By a selected metric, or by a saved metric that is not selected.
      const target = random.chance(0.75) ? random.pick(metrics) : random.pick(Object.keys(SAVED_METRICS));
      if (!orderby.some(([m]) => labelOf(m) === labelOf(target))) orderby.push([target, random.chance(0.5)]);
    }
  }
  const query: GeneratedQuery = {
    columns,
    metrics,
    filters,
    extras,
    orderby,
    order_desc: random.chance(0.7),
  };
  const limit = random.pick([undefined, 1, 3, 10, 25, 100, 1000, 5000]);
  if (limit !== undefined) query.row_limit = limit;
  if (random.chance(0.1)) query.row_offset = random.int(1, 5);
  return query;
}
