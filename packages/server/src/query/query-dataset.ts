import type { Dataset, GenericType } from '@meridian/core';
import type { Dialect } from '../engines/base/engine-spec';
import { AppError } from '../errors';
import { datasetFromClause } from '../datasets/dataset-source';
import { assertSafeExpression } from './sql-guard';
import type { DateFormatCheck } from './date-format-check';
import { dateFormatColumnSql, readsWithDateFormat } from './python-date-column';

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
  /** Columns read through their python_date_format by what was compiled so far, by name (checked after running). */
  dateFormatsRead?: ReadonlyMap<string, DateFormatCheck>;
}

/**
 * Builds the compiler's view of a dataset for one dialect. Its SQL (in datasetFromClause) and expressions pass the
 * API's guard each time, so a dataset stored any other way (an import, an older version) runs nothing it refuses.
 */
export function queryableDataset(dataset: Dataset, dialect: Dialect): QueryableDataset {
  for (const c of dataset.columns)
    if (c.expression)
      assertSafeExpression(c.expression, dialect, `The expression of calculated column "${c.column_name}"`);
  for (const m of dataset.metrics)
    assertSafeExpression(m.expression, dialect, `The expression of metric "${m.metric_name}"`);
  const columns = new Map<string, QueryableColumn>();
  const dateFormatsRead = new Map<string, DateFormatCheck>();
  for (const c of dataset.columns) {
    if (!c.is_active && !c.expression) continue;
    const raw = c.expression ? `(${c.expression})` : dialect.quoteIdentifier(c.column_name);
    const entry: QueryableColumn = {
      name: c.column_name,
      sql: raw,
      generic: c.is_dttm ? 'TEMPORAL' : c.type_generic,
      isDttm: c.is_dttm,
      verboseName: c.verbose_name,
      advancedDataType: c.advanced_data_type,
    };
    if (readsWithDateFormat(c)) {
      // Read lazily: a format that can not be used fails the queries that touch the column, not the others.
      Object.defineProperty(entry, 'sql', {
        get: () => {
          const converted = dateFormatColumnSql(dialect, c, raw);
          const format = c.python_date_format ?? '';
          dateFormatsRead.set(c.column_name, { column: c.column_name, format, raw, converted });
          return converted;
        },
        enumerable: true,
      });
    }
    columns.set(c.column_name, entry);
  }
  return {
    id: dataset.id,
    from: datasetFromClause(dialect, dataset),
    columns,
    metrics: new Map(dataset.metrics.map((m) => [m.metric_name, m.expression])),
    mainDttmCol: dataset.main_dttm_col,
    disallowAdhocMetrics: readExtraFlag(dataset.extra, 'disallow_adhoc_metrics'),
    dateFormatsRead,
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
