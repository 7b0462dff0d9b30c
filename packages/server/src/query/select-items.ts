import {
  columnLabel,
  isTimeGrain,
  metricLabel,
  type GenericType,
  type QueryColumn,
  type QueryMetric,
} from '@meridian/core';
import type { Dialect } from '../engines/base/engine-spec';
import { AppError } from '../errors';
import { missing, type QueryableDataset } from './query-dataset';
import { assertSafeExpression } from './sql-guard';

/** A resolved column or metric: its label, its SQL and its generic type. */
export interface SelectItem {
  label: string;
  sql: string;
  generic: GenericType | null;
  /** Names of dataset columns or metrics it came from (Superset's label_map). */
  sources: string[];
  /** Set on SQL and saved metrics: `generic` is only a guess, and the type of the engine's result wins. */
  isTypeFromEngine?: boolean;
}

/** The generic type of a result column: declared by the item, or the engine's for SQL whose type only the engine knows. */
export function resultGeneric(
  item: SelectItem | undefined,
  engineGeneric: GenericType | null | undefined,
): GenericType | null {
  if (item?.isTypeFromEngine) return engineGeneric ?? item.generic;
  return item?.generic ?? engineGeneric ?? null;
}

/** Resolves query columns, collecting unknown names into one 400. */
export function resolveColumns(
  columns: readonly QueryColumn[],
  dataset: QueryableDataset,
  dialect: Dialect,
  defaultGrain: string | null | undefined,
): SelectItem[] {
  const unknown: string[] = [];
  const items = columns.map((column) => {
    const item = resolveColumn(column, dataset, dialect, defaultGrain);
    if (!item) unknown.push(typeof column === 'string' ? column : column.sqlExpression);
    return item;
  });
  if (unknown.length > 0) throw missing('Columns', unknown);
  return items.filter((i): i is SelectItem => i !== undefined);
}

/** One column: a dataset column by name, or adhoc SQL; a base-axis column gets its time grain. */
export function resolveColumn(
  column: QueryColumn,
  dataset: QueryableDataset,
  dialect: Dialect,
  defaultGrain?: string | null,
): SelectItem | undefined {
  if (typeof column === 'string') {
    const known = dataset.columns.get(column);
    return known && { label: column, sql: known.sql, generic: known.generic, sources: [column] };
  }
  const label = columnLabel(column);
  const known = dataset.columns.get(column.sqlExpression);
  let sql: string;
  let generic: GenericType | null = known?.generic ?? null;
  if (known) {
    sql = known.sql;
  } else {
    assertSafeExpression(column.sqlExpression, dialect, `The SQL of column "${label}"`);
    sql = `(${column.sqlExpression})`;
  }
  const grain = column.columnType === 'BASE_AXIS' ? (column.timeGrain ?? defaultGrain) : column.timeGrain;
  if (grain && (generic === 'TEMPORAL' || !known)) {
    sql = grainExpression(dialect, sql, grain);
    generic = 'TEMPORAL';
  }
  return { label, sql, generic, sources: known ? [known.name] : [] };
}

/** A temporal expression truncated to a grain; 400 for a grain the engine does not know. */
export function grainExpression(dialect: Dialect, sql: string, grain: string): string {
  const expression = isTimeGrain(grain) ? dialect.timeGrainExpression(sql, grain) : undefined;
  if (expression === undefined)
    throw new AppError(
      'INVALID_PAYLOAD_SCHEMA_ERROR',
      `Time grain "${grain}" is not supported by this database`,
    );
  return expression;
}

/** Resolves metrics, collecting unknown saved metrics and columns into one 400. */
export function resolveMetrics(
  metrics: readonly QueryMetric[],
  dataset: QueryableDataset,
  dialect: Dialect,
): SelectItem[] {
  const unknownMetrics: string[] = [];
  const unknownColumns: string[] = [];
  const items = metrics.map((metric) => {
    const item = resolveMetric(metric, dataset, dialect);
    if ('missingMetric' in item) unknownMetrics.push(item.missingMetric);
    else if ('missingColumn' in item) unknownColumns.push(item.missingColumn);
    return item;
  });
  if (unknownMetrics.length > 0) throw missing('Metrics', unknownMetrics);
  if (unknownColumns.length > 0) throw missing('Columns', unknownColumns);
  return items.filter((i): i is SelectItem => 'sql' in i);
}

type MetricResolution = SelectItem | { missingMetric: string } | { missingColumn: string };

/** One metric: a saved metric, an aggregate of a column, or SQL. */
export function resolveMetric(
  metric: QueryMetric,
  dataset: QueryableDataset,
  dialect: Dialect,
): MetricResolution {
  if (typeof metric === 'string') {
    const expression = dataset.metrics.get(metric);
    return expression === undefined
      ? { missingMetric: metric }
      : { label: metric, sql: expression, generic: 'NUMERIC', sources: [metric], isTypeFromEngine: true };
  }
  const label = metricLabel(metric);
  if (dataset.disallowAdhocMetrics) {
    throw new AppError(
      'INVALID_PAYLOAD_SCHEMA_ERROR',
      `${metric.expressionType === 'SIMPLE' ? 'Simple' : 'Custom SQL'} ad-hoc metrics are not enabled for this dataset`,
    );
  }
  if (metric.expressionType === 'SQL') {
    if (!metric.sqlExpression)
      throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `Metric "${label}" has no SQL expression`);
    assertSafeExpression(metric.sqlExpression, dialect, `The SQL of metric "${label}"`);
    return { label, sql: metric.sqlExpression, generic: 'NUMERIC', sources: [], isTypeFromEngine: true };
  }
  const columnName = metric.column?.column_name;
  if (!metric.aggregate || !columnName)
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `Metric "${label}" needs an aggregate and a column`);
  const column = dataset.columns.get(columnName);
  if (!column) return { missingColumn: columnName };
  const sql =
    metric.aggregate === 'COUNT_DISTINCT'
      ? `COUNT(DISTINCT ${column.sql})`
      : `${metric.aggregate}(${column.sql})`;
  const generic = metric.aggregate === 'MIN' || metric.aggregate === 'MAX' ? column.generic : 'NUMERIC';
  return { label, sql, generic, sources: [columnName] };
}
