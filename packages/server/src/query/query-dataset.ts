import type { Dataset, GenericType } from '@meridian/core';
import type { Dialect } from '../engines/base/engine-spec';
import { AppError } from '../errors';
import { datasetFromClause } from '../datasets/dataset-source';

/** A dataset column as queries use it. */
export interface QueryableColumn {
  name: string;
  /** SQL of the column: the quoted name, or the calculated column's expression in parentheses. */
  sql: string;
  generic: GenericType | null;
  isDttm: boolean;
  /** Display name, for columns results. */
  verboseName: string | null;
  /** The column's advanced data type (`internet_address`, `port`), whose filters convert typed values. */
  advancedDataType?: string | null;
}

/** What the compiler needs of a dataset. */
export interface QueryableDataset {
  id: number;
  from: string;
  columns: ReadonlyMap<string, QueryableColumn>;
  metrics: ReadonlyMap<string, string>;
  mainDttmCol: string | null;
  /** Whether adhoc metrics are refused (extra.disallow_adhoc_metrics). */
  disallowAdhocMetrics: boolean;
}

/** Builds the compiler's view of a dataset for one dialect. */
export function queryableDataset(dataset: Dataset, dialect: Dialect): QueryableDataset {
  const columns = new Map<string, QueryableColumn>();
  for (const c of dataset.columns) {
    if (!c.is_active && !c.expression) continue;
    columns.set(c.column_name, {
      name: c.column_name,
      sql: c.expression ? `(${c.expression})` : dialect.quoteIdentifier(c.column_name),
      generic: c.is_dttm ? 'TEMPORAL' : c.type_generic,
      isDttm: c.is_dttm,
      verboseName: c.verbose_name,
      advancedDataType: c.advanced_data_type,
    });
  }
  return {
    id: dataset.id,
    from: datasetFromClause(dialect, dataset),
    columns,
    metrics: new Map(dataset.metrics.map((m) => [m.metric_name, m.expression])),
    mainDttmCol: dataset.main_dttm_col,
    disallowAdhocMetrics: readExtraFlag(dataset.extra, 'disallow_adhoc_metrics'),
  };
}

function readExtraFlag(extra: string | null, key: string): boolean {
  if (!extra) return false;
  try {
    return Boolean((JSON.parse(extra) as Record<string, unknown>)[key]);
  } catch {
    return false;
  }
}

/** 400 naming what a query asked for that the dataset does not have. */
export function missing(kind: 'Columns' | 'Metrics', names: string[]): AppError {
  return new AppError(
    'INVALID_PAYLOAD_SCHEMA_ERROR',
    `${kind} missing in dataset: ${names.map((n) => `'${n}'`).join(', ')}`,
  );
}
