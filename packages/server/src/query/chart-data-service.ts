import {
  TIME_GRAINS,
  isTimeGrain,
  type ChartAnnotationLayer,
  type Dataset,
  type QueryContext,
  type QueryObject,
  type ResultType,
} from '@meridian/core';
import type { EngineConnection, EngineSpec } from '../engines/base/engine-spec';
import { AppError } from '../errors';
import { compileQuery, type CompiledQuery } from './compile';
import { checkDateFormats, type DateFormatCheck, readableFormatsCache } from './date-format-check';
import { runPostProcessing } from './post-process';
import { toXlsx } from './xlsx';
import { DEFAULT_CSV_EXPORT, encodeCsv, type CsvExportOptions } from './csv-export';
import { queryableDataset } from './query-dataset';
import { renderSqlForDisplay } from './render-sql';
import { resultGeneric } from './select-items';
import { cacheKey, type ResultCache } from './result-cache';
import {
  enclosedRange,
  joinOffsetResult,
  parseTimeShift,
  queryMetricLabels,
  shiftedQuery,
} from './time-offsets';
import { coltypeCodes, toCsv, toRecords, withEpochTemporals, type TypedColumns } from './result-format';

/** Rows of a samples request when the query gives no row limit (Superset's SAMPLES_ROW_LIMIT). */
export const SAMPLES_ROW_LIMIT = 1000;
/** How long a chart query may run before the engine cancels it. */
export const QUERY_TIMEOUT_MS = 120_000;
/** Cache lifetime when neither the request, the dataset nor the database sets one (Superset's default). */
export const DEFAULT_CACHE_TIMEOUT_SECONDS = 86_400;

/** Everything one query context runs against. */
export interface ChartDataTarget {
  dataset: Dataset;
  spec: EngineSpec;
  connect(): Promise<EngineConnection>;
  /** The database's cache timeout, if set. */
  databaseCacheTimeout: number | null;
  /**
   * Waits for a turn to run against the database (the dashboard view's concurrency cap) and returns the release;
   * absent, queries run at once. Only engine work waits: cache hits answer without a turn.
   */
  admit?: (signal?: AbortSignal) => Promise<() => void>;
  /**
   * The `annotation_data` of a query's annotation layers, keyed by layer name (checks the caller may read
   * annotations); absent, results carry none.
   */
  annotationData?: (
    layers: readonly ChartAnnotationLayer[],
    host: QueryObject,
  ) => Promise<Record<string, unknown>>;
}

/** A compiled query with the columns it reads through their python_date_format, and the FROM they come from. */
interface PreparedQuery extends CompiledQuery {
  dateFormats: { from: string; checks: DateFormatCheck[] };
}

/** The answer: JSON text, or a CSV file. */
export type ChartDataAnswer =
  | { kind: 'json'; body: string }
  | { kind: 'csv'; bytes: Buffer; charset: string; text: string }
  | { kind: 'xlsx'; body: Buffer };

/** Runs query contexts: compile, cache, execute, post-process, format. */
export class ChartDataService {
  /** Date-format probes that passed lately (each scans its table when the data is fine). */
  private readonly readableFormats = readableFormatsCache();

  constructor(
    private readonly cache: ResultCache,
    /** How CSV files are written (MERIDIAN_CSV_EXPORT). */
    private readonly csvExport: CsvExportOptions = DEFAULT_CSV_EXPORT,
  ) {}

  /** Runs a context that answers JSON (jobs, filter values); file formats are refused. */
  async runJson(context: QueryContext, target: ChartDataTarget, signal?: AbortSignal): Promise<string> {
    if (context.result_format !== 'json')
      throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', 'Expected a JSON result format');
    const answer = await this.run(context, target, signal);
    return answer.kind === 'json' ? answer.body : '';
  }

  /** A CSV answer: the file's bytes in the configured encoding, and its text for reports to attach. */
  private csvAnswer(text: string): ChartDataAnswer {
    return { kind: 'csv', text, ...encodeCsv(text, this.csvExport.encoding) };
  }

  /** Runs every query of a context against one dataset. */
  async run(context: QueryContext, target: ChartDataTarget, signal?: AbortSignal): Promise<ChartDataAnswer> {
    if (context.result_format !== 'json') {
      if (context.queries.length > 1)
        throw new AppError(
          'INVALID_PAYLOAD_SCHEMA_ERROR',
          'File export takes one query; send the queries one at a time',
        );
      const query = context.queries[0] as QueryObject;
      const result = await this.postProcess(
        await this.execute(this.compile(query, target, context.result_type), target, signal),
        query,
      );
      return context.result_format === 'csv'
        ? this.csvAnswer(toCsv(result, this.csvExport))
        : { kind: 'xlsx', body: await toXlsx(result) };
    }
    const parts: string[] = [];
    for (const query of context.queries) parts.push(await this.runOne(query, context, target, signal));
    return { kind: 'json', body: `{"result":[${parts.join(',')}]}` };
  }

  private async runOne(
    query: QueryObject,
    context: QueryContext,
    target: ChartDataTarget,
    signal?: AbortSignal,
  ): Promise<string> {
    const resultType = (query.result_type as ResultType | undefined) ?? context.result_type;
    switch (resultType) {
      case 'columns':
        return JSON.stringify({
          data: target.dataset.columns.map((c) => ({
            column_name: c.column_name,
            verbose_name: c.verbose_name,
            dtype: c.type,
          })),
        });
      case 'timegrains':
        return JSON.stringify({ data: supportedGrains(target.spec) });
      case 'query': {
        const compiled = this.compile(query, target, resultType);
        return JSON.stringify({ query: renderSqlForDisplay(compiled, target.spec.dialect), language: 'sql' });
      }
      case 'full':
      case 'results':
      case 'post_processed':
      case 'samples':
      case 'drill_detail':
        return this.cachedResult(query, context, target, resultType, signal);
    }
  }

  private compile(query: QueryObject, target: ChartDataTarget, resultType: ResultType): PreparedQuery {
    const dataset = queryableDataset(target.dataset, target.spec.dialect);
    const compiled = compileQuery(shapeFor(resultType, query, target.dataset), {
      dataset,
      dialect: target.spec.dialect,
      now: new Date(),
    });
    const checks = [...(dataset.dateFormatsRead?.values() ?? [])];
    return { ...compiled, dateFormats: { from: dataset.from, checks } };
  }

  private async cachedResult(
    query: QueryObject,
    context: QueryContext,
    target: ChartDataTarget,
    resultType: ResultType,
    signal?: AbortSignal,
  ): Promise<string> {
    const compiled = this.compile(query, target, resultType);
    const postProcessing =
      resultType === 'samples' || resultType === 'drill_detail' ? [] : query.post_processing;
    const key = cacheKey({
      datasetId: target.dataset.id,
      sql: compiled.sql,
      parameters: compiled.parameters,
      postProcessing,
      resultType,
      ...(query.time_offsets.length > 0 ? { timeOffsets: query.time_offsets } : {}),
    });
    const timeout = cacheTimeoutOf(context, target);
    // Annotations are read on every call, outside the cached body: an annotation added shows at once.
    const annotationData =
      postProcessing === query.post_processing ? await annotationDataOf(query, target) : {};
    const annotations = `"annotation_data":${JSON.stringify(annotationData)}`;
    if (!context.force) {
      const hit = await this.cache.get(key);
      if (hit)
        return `{"is_cached":true,"cached_dttm":${JSON.stringify(hit.cachedAt)},${annotations},${hit.json.slice(1)}`;
    }
    const raw = await this.withTimeOffsets(
      await this.execute(compiled, target, signal),
      compiled,
      query,
      target,
      signal,
    );
    const processed = withEpochTemporals(
      await this.postProcess(raw, { ...query, post_processing: postProcessing }),
    );
    const body = {
      cache_key: key,
      cache_timeout: timeout,
      query: renderSqlForDisplay(compiled, target.spec.dialect),
      status: 'success',
      error: null,
      stacktrace: null,
      applied_filters: compiled.filters.applied,
      rejected_filters: compiled.filters.rejected,
      from_dttm: compiled.filters.fromDttm,
      to_dttm: compiled.filters.toDttm,
      label_map: compiled.labelMap,
      indexnames: [],
      result_format: context.result_format,
      colnames: processed.colnames,
      coltypes: coltypeCodes(processed.generics),
      rowcount: processed.rowcount,
      sql_rowcount: raw.rowcount,
      data: toRecords(processed),
    };
    const json = JSON.stringify(body);
    const cachedAt = new Date().toISOString();
    if (timeout > 0) await this.cache.set(key, { json, cachedAt }, timeout);
    return `{"is_cached":false,"cached_dttm":null,${annotations},${json.slice(1)}`;
  }

  /** Joins the compared periods of `time_offsets` onto a result as `<metric>__<offset>` columns. */
  private async withTimeOffsets(
    raw: TypedColumns,
    compiled: CompiledQuery,
    query: QueryObject,
    target: ChartDataTarget,
    signal?: AbortSignal,
  ): Promise<TypedColumns> {
    if (query.time_offsets.length === 0) return raw;
    const range = enclosedRange(compiled.filters.fromDttm, compiled.filters.toDttm);
    let joined = raw;
    for (const offset of query.time_offsets) {
      const shift = parseTimeShift(offset, range);
      const shifted = this.compile(shiftedQuery(query, shift, range), target, 'full');
      const compared = await this.execute(shifted, target, signal);
      joined = joinOffsetResult(joined, compared, { shift, metrics: queryMetricLabels(query) });
    }
    return joined;
  }

  private async execute(
    compiled: PreparedQuery,
    target: ChartDataTarget,
    signal?: AbortSignal,
  ): Promise<TypedColumns> {
    const release = target.admit ? await target.admit(signal) : undefined;
    try {
      // A format that does not read the data fails alike on every engine, whether the engine failed the query
      // (PostgreSQL, DuckDB) or read the values as NULL and dropped them silently (SQLite, MySQL).
      const result = await this.executeNow(compiled, target, signal).catch(async (error: unknown) => {
        await this.checkDateFormats(compiled, target, { failed: true, signal });
        throw error;
      });
      await this.checkDateFormats(compiled, target, { failed: false, signal });
      return result;
    } finally {
      release?.();
    }
  }

  private async checkDateFormats(
    compiled: PreparedQuery,
    target: ChartDataTarget,
    query: { failed: boolean; signal?: AbortSignal | undefined },
  ): Promise<void> {
    const { from, checks } = compiled.dateFormats;
    if (checks.length === 0) return;
    const { signal } = query;
    await checkDateFormats({
      connection: await target.connect(),
      dialect: target.spec.dialect,
      from,
      checks,
      execute: { timeoutMs: QUERY_TIMEOUT_MS, ...(signal ? { signal } : {}) },
      ...(query.failed
        ? {}
        : { readable: { cache: this.readableFormats, scope: String(target.dataset.database.id) } }),
    });
  }

  private async executeNow(
    compiled: CompiledQuery,
    target: ChartDataTarget,
    signal?: AbortSignal,
  ): Promise<TypedColumns> {
    const connection = await target.connect();
    try {
      const result = await connection.execute(compiled, {
        timeoutMs: QUERY_TIMEOUT_MS,
        ...(signal ? { signal } : {}),
      });
      const generics = result.colnames.map((_, i) =>
        resultGeneric(compiled.items[i], result.coltypesGeneric[i]),
      );
      return { colnames: result.colnames, generics, columns: result.columns, rowcount: result.rowcount };
    } catch (error) {
      if (error instanceof AppError && typeof error.detail === 'string' && error.status === 422) {
        throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `Error: ${error.detail}`);
      }
      throw error;
    }
  }

  private async postProcess(result: TypedColumns, query: QueryObject): Promise<TypedColumns> {
    const rules = query.post_processing.filter((r): r is NonNullable<typeof r> => r !== null);
    return rules.length === 0 ? result : runPostProcessing(result, rules);
  }
}

/** The annotation data of a query's shown layers ({} without layers or without a source). */
async function annotationDataOf(
  query: QueryObject,
  target: ChartDataTarget,
): Promise<Record<string, unknown>> {
  const shown = query.annotation_layers.filter((layer) => layer.show);
  if (shown.length === 0 || !target.annotationData) return {};
  return target.annotationData(shown, query);
}

/** Seconds a result lives in the cache: the request's, else the dataset's, else the database's, else the default. */
export function cacheTimeoutOf(context: QueryContext, target: ChartDataTarget): number {
  return (
    context.custom_cache_timeout ??
    target.dataset.cache_timeout ??
    target.databaseCacheTimeout ??
    DEFAULT_CACHE_TIMEOUT_SECONDS
  );
}

/** Samples and drill-to-detail read every column with no metrics; samples also drop the time range. */
function shapeFor(resultType: ResultType, query: QueryObject, dataset: Dataset): QueryObject {
  if (resultType !== 'samples' && resultType !== 'drill_detail') return query;
  const columns = dataset.columns.filter((c) => c.is_active || c.expression).map((c) => c.column_name);
  const filters =
    resultType === 'samples' ? query.filters.filter((f) => f.op !== 'TEMPORAL_RANGE') : query.filters;
  return {
    ...query,
    columns,
    metrics: null,
    orderby: [],
    series_limit: 0,
    is_timeseries: false,
    post_processing: [],
    filters,
    time_range: resultType === 'samples' ? null : query.time_range,
    row_limit: query.row_limit ?? SAMPLES_ROW_LIMIT,
  };
}

/** Time grains the engine supports, as `timegrains` answers them. */
function supportedGrains(spec: EngineSpec): { name: string; function: string; duration: string }[] {
  return TIME_GRAINS.flatMap((grain) => {
    const sql = isTimeGrain(grain.key) ? spec.dialect.timeGrainExpression('{col}', grain.key) : undefined;
    return sql === undefined ? [] : [{ name: grain.name, function: sql, duration: grain.key }];
  });
}
