import {
  CHART_MESSAGES,
  FILTER_VALUES_ROW_LIMIT,
  queryContextSchema,
  type ChartAnnotationLayer,
  type QueryContext,
  type QueryObject,
  type ResultFormat,
  type ResultType,
} from '@meridian/core';
import { buildQueryContextFromFormData } from '@meridian/viz/query';
import { z } from 'zod';
import type { Principal } from '../auth/access';
import type { DatasetService } from '../datasets/dataset-service';
import { AppError, fieldErrors } from '../errors';
import type { ChartDataAnswer, ChartDataService } from '../query/chart-data-service';
import type { ChartDataTargets } from '../query/chart-data-targets';
import { applyOverrides, resolveOverrides } from '../query/annotation-overrides';
import type { ChartService } from './chart-service';
import { legacyFormDataSchema, legacyQueryContext, type LegacyFormData } from './legacy-form-data';

/** What the legacy chart data calls use. */
export interface LegacyChartDataDeps {
  charts: Pick<ChartService, 'visible'>;
  datasets: Pick<DatasetService, 'visible' | 'toApi'>;
  targets: Pick<ChartDataTargets, 'of'>;
  chartData: Pick<ChartDataService, 'run' | 'runJson'>;
}

/** How `explore_json` is asked to answer. */
export interface ExploreJsonRequest {
  /** The form data: JSON text or an object (merged over the saved chart's params when it names `slice_id`). */
  formData: string | Record<string, unknown> | undefined;
  resultType: ResultType;
  csv: boolean;
  force: boolean;
}

/** Overrides of a saved chart's query context by `GET /api/v1/chart/<pk>/data/`. */
export interface SavedChartDataRequest {
  format?: ResultFormat | undefined;
  type?: ResultType | undefined;
  force: boolean;
}

/** Label of the count that makes filter values distinct; unlikely to clash with a column name. */
const VALUE_COUNT_LABEL = '__value_count';
const chartDataAnswerSchema = z.object({ result: z.array(z.record(z.string(), z.unknown())) });

/** Superset's saved-chart data call and its legacy calls: `explore_json` and filter values. */
export class LegacyChartData {
  constructor(private readonly deps: LegacyChartDataDeps) {}

  /** Runs the query context saved with a chart the caller sees. */
  async savedChartData(
    principal: Principal,
    id: number,
    request: SavedChartDataRequest,
    signal: AbortSignal,
  ): Promise<ChartDataAnswer> {
    const chart = await this.deps.charts.visible(principal, id);
    const saved = savedQueryContext(chart.row.query_context);
    const context: QueryContext = {
      ...saved,
      force: request.force || saved.force,
      result_format: request.format ?? saved.result_format,
      result_type: request.type ?? saved.result_type,
    };
    const target = await this.deps.targets.of(principal, context);
    return this.deps.chartData.run(context, target, signal);
  }

  /**
   * A saved chart's rows as an annotation layer's data (`{columns, records}`, Superset's chart source): its saved
   * query context run with the layer's overrides (time range, time grain) resolved against the host chart's query,
   * without annotation layers of its own (no layer loops). A chart the caller does not see, or one without a saved
   * query context, is a 400 naming the layer.
   */
  async chartAnnotationData(
    principal: Principal,
    layer: Pick<ChartAnnotationLayer, 'name' | 'value' | 'overrides'>,
    options: { host?: QueryObject; signal?: AbortSignal } = {},
  ): Promise<{ columns: string[]; records: Record<string, unknown>[] }> {
    const id = Number(layer.value);
    const chart = Number.isInteger(id)
      ? await this.deps.charts.visible(principal, id).catch((error: unknown) => {
          if (error instanceof AppError && error.status === 404) return null;
          throw error;
        })
      : null;
    if (!chart)
      throw new AppError(
        'INVALID_PAYLOAD_SCHEMA_ERROR',
        `The chart does not exist (annotation layer "${layer.name}")`,
      );
    // A chart saved without a query context (an old export, a chart made through the API) is queried from its
    // form data, as Superset queries its legacy charts from theirs.
    const saved = chart.row.query_context
      ? savedQueryContext(chart.row.query_context)
      : contextFromParams(chart.row, layer.name);
    const overrides = resolveOverrides(layer, options.host);
    const context: QueryContext = {
      ...saved,
      result_format: 'json',
      result_type: 'full',
      queries: saved.queries
        .slice(0, 1)
        .map((query) => applyOverrides({ ...query, annotation_layers: [] }, overrides)),
    };
    const target = await this.deps.targets.of(principal, context);
    const result = firstResult(await this.deps.chartData.runJson(context, target, options.signal));
    const columns = Array.isArray(result['colnames']) ? result['colnames'].map(String) : [];
    const records = Array.isArray(result['data']) ? (result['data'] as Record<string, unknown>[]) : [];
    return { columns, records };
  }

  /** `explore_json`: form data to one query; the legacy payload (with the form data) or a file answer. */
  async exploreJson(
    principal: Principal,
    request: ExploreJsonRequest,
    signal: AbortSignal,
  ): Promise<
    { kind: 'payload'; payload: Record<string, unknown> } | { kind: 'file'; answer: ChartDataAnswer }
  > {
    if (request.formData === undefined)
      throw fieldErrors({ form_data: ['Missing data for required field.'] }, 'INVALID_PAYLOAD_SCHEMA_ERROR');
    const formData = await this.resolveFormData(principal, request.formData);
    const context = legacyQueryContext(formData, {
      resultType: request.resultType,
      resultFormat: request.csv ? 'csv' : 'json',
      force: request.force,
    });
    const target = await this.deps.targets.of(principal, context);
    const answer = await this.deps.chartData.run(context, target, signal);
    if (answer.kind !== 'json') return { kind: 'file', answer };
    return { kind: 'payload', payload: { ...firstResult(answer.body), form_data: formData } };
  }

  /** Distinct values of a dataset column, ordered, at most FILTER_VALUES_ROW_LIMIT. */
  async filterValues(principal: Principal, datasetId: number, column: string): Promise<unknown[]> {
    const dataset = this.deps.datasets.toApi(await this.deps.datasets.visible(principal, datasetId));
    const context = queryContextSchema.parse({
      datasource: { id: datasetId, type: 'table' },
      queries: [
        {
          columns: [column],
          metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: VALUE_COUNT_LABEL }],
          orderby: [[column, true]],
          row_limit: FILTER_VALUES_ROW_LIMIT,
          extras: dataset.fetch_values_predicate ? { where: dataset.fetch_values_predicate } : {},
        },
      ],
    });
    const target = await this.deps.targets.of(principal, context);
    const body = await this.deps.chartData.runJson(context, target);
    const rows = z.array(z.record(z.string(), z.unknown())).parse(firstResult(body)['data']);
    return rows.map((row) => row[column]);
  }

  /** Parses form data, merged over the saved params of `slice_id` when it names a chart. */
  private async resolveFormData(
    principal: Principal,
    raw: string | Record<string, unknown>,
  ): Promise<LegacyFormData> {
    const given = typeof raw === 'string' ? jsonObject(raw, 'form_data') : raw;
    const sliceId = Number(given['slice_id']);
    let saved: Record<string, unknown> = {};
    if (Number.isInteger(sliceId) && sliceId > 0) {
      const chart = await this.deps.charts.visible(principal, sliceId);
      saved = chart.row.params ? jsonObject(chart.row.params, 'params') : {};
    }
    const parsed = legacyFormDataSchema.safeParse({ ...saved, ...given });
    if (parsed.success) return parsed.data;
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (errors[['form_data', ...issue.path.map(String)].join('.')] ??= []).push(issue.message);
    throw fieldErrors(errors, 'INVALID_PAYLOAD_SCHEMA_ERROR');
  }
}

/** The saved query context of a chart, validated; 400 when there is none. */
function savedQueryContext(text: string | null): QueryContext {
  if (!text) throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', CHART_MESSAGES.noQueryContext);
  const parsed = queryContextSchema.safeParse(jsonObject(text, 'query_context'));
  if (!parsed.success)
    throw new AppError(
      'INVALID_PAYLOAD_SCHEMA_ERROR',
      `The saved query context is not valid: ${parsed.error.message}`,
    );
  return parsed.data;
}

/** The query context a chart's saved form data builds (its viz type's buildQuery); a 400 naming the layer otherwise. */
function contextFromParams(
  row: { viz_type: string; datasource_id: number | null; params: string | null },
  layerName: string,
): QueryContext {
  try {
    const params = row.params ? jsonObject(row.params, 'params') : {};
    const formData = {
      ...(row.datasource_id === null ? {} : { datasource: `${row.datasource_id}__table` }),
      ...params,
      viz_type: row.viz_type,
    };
    return queryContextSchema.parse(buildQueryContextFromFormData(formData));
  } catch {
    throw new AppError(
      'INVALID_PAYLOAD_SCHEMA_ERROR',
      `The chart query context does not exist (annotation layer "${layerName}")`,
    );
  }
}

function firstResult(body: string): Record<string, unknown> {
  return chartDataAnswerSchema.parse(JSON.parse(body)).result[0] ?? {};
}

function jsonObject(text: string, field: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  throw fieldErrors({ [field]: ['Expected a JSON object'] }, 'INVALID_PAYLOAD_SCHEMA_ERROR');
}
