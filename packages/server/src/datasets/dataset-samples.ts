import {
  queryContextSchema,
  type QueryContext,
  type QueryFilter,
  type queryExtrasSchema,
} from '@meridian/core';
import { z } from 'zod';
import type { Principal } from '../auth/access';
import type { ChartDataService } from '../query/chart-data-service';
import type { ChartDataTargets } from '../query/chart-data-targets';

/** What reading samples uses: the chart data pipeline. */
export interface DatasetSamplesDeps {
  targets: Pick<ChartDataTargets, 'of'>;
  chartData: Pick<ChartDataService, 'runJson'>;
}

/** Which rows of a dataset to sample (Superset's SamplesPayloadSchema, with the page). */
export interface SamplesRequest {
  datasetId: number;
  force: boolean;
  page: number;
  perPage: number;
  filters: QueryFilter[];
  extras: z.infer<typeof queryExtrasSchema>;
  granularity?: string | null | undefined;
  time_range?: string | null | undefined;
}

/** A page of raw rows with the total. */
export interface SamplesPage {
  data: Record<string, unknown>[];
  colnames: string[];
  coltypes: number[];
  rowcount: number;
  total_count: number;
  page: number;
  per_page: number;
}

const resultSchema = z.object({
  result: z
    .array(
      z.object({
        data: z.array(z.record(z.string(), z.unknown())),
        colnames: z.array(z.string()),
        coltypes: z.array(z.number()),
        rowcount: z.number(),
      }),
    )
    .min(1),
});

/** `POST /datasource/samples`: a page of a dataset's raw rows, with the total. */
export class DatasetSamples {
  constructor(private readonly deps: DatasetSamplesDeps) {}

  /** One page of rows and the count of all rows matching the filters. */
  async page(principal: Principal, request: SamplesRequest, signal: AbortSignal): Promise<SamplesPage> {
    const { datasetId, force, page, perPage } = request;
    const base = {
      filters: request.filters,
      extras: request.extras,
      granularity: request.granularity,
      time_range: request.time_range,
    };
    const context = (query: Record<string, unknown>, resultType: 'samples' | 'full'): QueryContext =>
      queryContextSchema.parse({
        datasource: { id: datasetId, type: 'table' },
        force,
        result_type: resultType,
        queries: [{ ...base, ...query }],
      });
    const rowsContext = context({ row_limit: perPage, row_offset: (page - 1) * perPage }, 'samples');
    const countContext = context(
      { metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' }], row_limit: 1 },
      'full',
    );
    const target = await this.deps.targets.of(principal, rowsContext);
    const rows = firstResult(await this.deps.chartData.runJson(rowsContext, target, signal));
    const count = firstResult(await this.deps.chartData.runJson(countContext, target, signal));
    const total = Number((count.data[0] as Record<string, unknown> | undefined)?.['count'] ?? 0);
    return {
      data: rows.data,
      colnames: rows.colnames,
      coltypes: rows.coltypes,
      rowcount: rows.rowcount,
      total_count: total,
      page,
      per_page: perPage,
    };
  }
}

function firstResult(json: string) {
  return resultSchema.parse(JSON.parse(json)).result[0] as z.infer<typeof resultSchema>['result'][number];
}
