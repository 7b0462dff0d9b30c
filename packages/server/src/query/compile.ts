import {
  DEFAULT_ROW_LIMIT,
  MAX_ROW_LIMIT,
  columnLabel,
  metricLabel,
  type AdhocMetric,
  type QueryObject,
} from '@meridian/core';
import type { CompiledSql, Dialect } from '../engines/base/engine-spec';
import { AppError } from '../errors';
import {
  compileFilters,
  temporalRange,
  timestamp,
  type CompiledFilters,
  type FilterContext,
} from './filters';
import type { QueryableDataset } from './query-dataset';
import {
  grainExpression,
  resolveColumns,
  resolveMetric,
  resolveMetrics,
  type SelectItem,
} from './select-items';
import { assertSafeExpression } from './sql-guard';
import { SqlParams } from './sql-params';

/** A query object compiled for one engine. */
export interface CompiledQuery extends CompiledSql {
  /** Output columns, in order. */
  items: SelectItem[];
  filters: CompiledFilters;
  /** Label -> dataset columns/metrics it came from. */
  labelMap: Record<string, string[]>;
}

/** Options of compiling. */
export interface CompileOptions {
  dataset: QueryableDataset;
  dialect: Dialect;
  /** The clock of relative time ranges. */
  now: Date;
}

/** Compiles a query object into one SQL statement with every literal bound as a parameter. */
export function compileQuery(query: QueryObject, options: CompileOptions): CompiledQuery {
  const { dataset, dialect } = options;
  const params = new SqlParams();
  const grain = query.extras.time_grain_sqla ?? undefined;
  const columns = resolveColumns(query.columns, dataset, dialect, grain);
  if (query.is_timeseries && query.granularity)
    columns.unshift(timestampColumn(query.granularity, grain, options));
  const metrics = resolveMetrics(query.metrics ?? [], dataset, dialect);
  refuseDuplicateLabels([...columns, ...metrics]);

  const filterContext: FilterContext = {
    dataset,
    dialect,
    params,
    now: options.now,
    relativeStart: query.extras.relative_start,
    relativeEnd: query.extras.relative_end,
  };
  const filters = compileFilters(query.filters, filterContext);
  applyLegacyTimeRange(query, filters, filterContext);
  const where = [...filters.fragments, ...clause(query.extras.where, 'WHERE', dialect)];
  const having = clause(query.extras.having, 'HAVING', dialect);

  const items = [...columns, ...metrics];
  // Superset's get_sqla_query: a metrics list (even empty) groups by the columns; null reads raw rows.
  const isAggregate = query.metrics !== null;
  const select = items.map((item) => `${item.sql} AS ${dialect.quoteIdentifier(item.label)}`).join(',\n  ');
  const parts = [`SELECT ${select}`, `FROM ${dataset.from}`];
  const seriesJoin = seriesLimitJoin(query, columns, metrics, { ...options, params, where });
  if (seriesJoin) parts.push(seriesJoin);
  if (where.length > 0) parts.push(`WHERE ${where.join('\n  AND ')}`);
  if (isAggregate && columns.length > 0) parts.push(`GROUP BY ${columns.map((c) => c.sql).join(', ')}`);
  if (having.length > 0) parts.push(`HAVING ${having.join(' AND ')}`);
  const orderBy = orderByClause(query, columns, metrics, options);
  if (orderBy.length > 0) parts.push(`ORDER BY ${orderBy.join(', ')}`);
  const limit = Math.min(query.row_limit || DEFAULT_ROW_LIMIT, MAX_ROW_LIMIT);
  parts.push(dialect.limitOffset(limit, query.row_offset || undefined));

  const compiled = params.finish(parts.filter(Boolean).join('\n'), dialect);
  const labelMap = Object.fromEntries(
    items.map((item) => [item.label, item.sources.length > 0 ? item.sources : [item.label]]),
  );
  return { ...compiled, items, filters, labelMap };
}

/** Superset's legacy `__timestamp`: the granularity column truncated to the grain. */
function timestampColumn(
  granularity: string,
  grain: string | undefined,
  options: CompileOptions,
): SelectItem {
  const column = options.dataset.columns.get(granularity);
  if (!column)
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `Columns missing in dataset: '${granularity}'`);
  const sql = grain ? grainExpression(options.dialect, column.sql, grain) : column.sql;
  return { label: '__timestamp', sql, generic: 'TEMPORAL', sources: [granularity] };
}

/** Legacy charts give `time_range` with `granularity` instead of a TEMPORAL_RANGE filter. */
function applyLegacyTimeRange(query: QueryObject, filters: CompiledFilters, context: FilterContext): void {
  const range = query.time_range;
  if (!range || range.trim().toLowerCase() === 'no filter') return;
  const column = query.granularity ? context.dataset.columns.get(query.granularity) : undefined;
  if (!column || column.generic !== 'TEMPORAL') {
    filters.rejected.push({ column: '__time_range', reason: 'no_temporal_column' });
    return;
  }
  const { since, until } = temporalRange(range, context);
  if (since) filters.fragments.push(`${column.sql} >= ${timestamp(since, context)}`);
  if (until) filters.fragments.push(`${column.sql} < ${timestamp(until, context)}`);
  filters.fromDttm = since?.getTime() ?? null;
  filters.toDttm = until?.getTime() ?? null;
  filters.applied.push({ column: '__time_range' });
}

function clause(sql: string | undefined, what: string, dialect: Dialect): string[] {
  if (!sql || sql.trim() === '') return [];
  assertSafeExpression(sql, dialect, `The custom ${what} clause`);
  return [`(${sql})`];
}

function refuseDuplicateLabels(items: SelectItem[]): void {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const item of items) (seen.has(item.label) ? duplicates : seen).add(item.label);
  if (duplicates.size > 0) {
    const names = [...duplicates].map((d) => `"${d}"`).join(', ');
    throw new AppError(
      'INVALID_PAYLOAD_SCHEMA_ERROR',
      `Duplicate column/metric labels: ${names}. Please make sure all columns and metrics have a unique label.`,
    );
  }
}

/** ORDER BY: the explicit orderby, else the first metric in order_desc direction (Superset's default). */
function orderByClause(
  query: QueryObject,
  columns: SelectItem[],
  metrics: SelectItem[],
  options: CompileOptions,
): string[] {
  const entries = query.orderby.map(
    ([target, ascending]) =>
      `${orderTarget(target, columns, metrics, options)} ${ascending ? 'ASC' : 'DESC'}`,
  );
  if (entries.length === 0 && metrics[0])
    entries.push(`${metrics[0].sql} ${query.order_desc ? 'DESC' : 'ASC'}`);
  return entries;
}

type OrderTarget = QueryObject['orderby'][number][0];

function targetLabel(target: OrderTarget): string {
  if (typeof target === 'string') return target;
  if (target.label) return target.label;
  return 'sqlExpression' in target && target.sqlExpression
    ? target.sqlExpression
    : metricLabel(target as AdhocMetric);
}

/** The SQL an orderby entry sorts by: a selected column or metric by label, else a saved or adhoc metric. */
function orderTarget(
  target: OrderTarget,
  columns: SelectItem[],
  metrics: SelectItem[],
  { dataset, dialect }: CompileOptions,
): string {
  const label = targetLabel(target);
  const selected = [...metrics, ...columns].find((item) => item.label === label);
  if (selected) return selected.sql;
  if (typeof target === 'string') {
    const column = dataset.columns.get(target);
    const sql = dataset.metrics.get(target) ?? column?.sql;
    if (sql === undefined)
      throw new AppError(
        'INVALID_PAYLOAD_SCHEMA_ERROR',
        `Cannot order by "${target}": no such column or metric`,
      );
    return sql;
  }
  const asMetric: AdhocMetric =
    'expressionType' in target && target.expressionType === 'SIMPLE'
      ? (target as AdhocMetric)
      : {
          expressionType: 'SQL',
          sqlExpression: 'sqlExpression' in target ? target.sqlExpression : null,
          label,
        };
  const resolved = resolveMetric(asMetric, dataset, dialect);
  if ('sql' in resolved) return resolved.sql;
  throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `Cannot order by "${label}": no such column or metric`);
}

/** Limits series to the top N by a metric: an inner join against the top-N series keys. */
function seriesLimitJoin(
  query: QueryObject,
  columns: SelectItem[],
  metrics: SelectItem[],
  context: CompileOptions & { params: SqlParams; where: string[] },
): string | undefined {
  if (query.series_limit <= 0 || metrics.length === 0) return undefined;
  const seriesLabels = new Set(
    query.series_columns.length > 0
      ? query.series_columns.map(columnLabel)
      : query.columns.filter((c) => typeof c === 'string' || c.columnType !== 'BASE_AXIS').map(columnLabel),
  );
  const missingSeries = [...seriesLabels].filter((label) => !columns.some((c) => c.label === label));
  if (missingSeries.length > 0) {
    throw new AppError(
      'INVALID_PAYLOAD_SCHEMA_ERROR',
      `The following entries in \`series_columns\` are missing in \`columns\`: ${missingSeries.join(', ')}`,
    );
  }
  const series = columns.filter((c) => seriesLabels.has(c.label));
  if (series.length === 0) return undefined;
  const { dialect, dataset } = context;
  const limitMetric = query.series_limit_metric
    ? resolveMetric(query.series_limit_metric, dataset, dialect)
    : metrics[0];
  if (!limitMetric || !('sql' in limitMetric))
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', 'The series limit metric does not exist');
  const keys = series.map((c, i) => `${c.sql} AS ${dialect.quoteIdentifier(`__series_${i}`)}`).join(', ');
  const inner = [
    `SELECT ${keys}`,
    `FROM ${dataset.from}`,
    context.where.length > 0 ? `WHERE ${context.where.join(' AND ')}` : '',
    `GROUP BY ${series.map((c) => c.sql).join(', ')}`,
    `ORDER BY ${limitMetric.sql} ${query.order_desc ? 'DESC' : 'ASC'}`,
    dialect.limitOffset(query.series_limit, undefined),
  ]
    .filter(Boolean)
    .join(' ');
  const alias = dialect.quoteIdentifier('series_limit');
  const on = series
    .map((c, i) => `${c.sql} = ${alias}.${dialect.quoteIdentifier(`__series_${i}`)}`)
    .join(' AND ');
  return `INNER JOIN (${inner}) AS ${alias} ON ${on}`;
}
