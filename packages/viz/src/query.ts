/**
 * React-free entry of @meridian/viz (`@meridian/viz/query`): every plugin's metadata, form-data
 * schema and buildQuery, plus the shared query helpers. The server imports this; nothing here
 * loads React or ECharts.
 */
import type { QueryContext } from '@meridian/core';
import type { z } from 'zod';
import { BIG_NUMBER_TOTAL_VIZ_TYPE, bigNumberTotalMetadata } from './charts/big-number-total/metadata';
import { bigNumberTotalFormDataSchema } from './charts/big-number-total/form-data';
import { buildBigNumberTotalQuery } from './charts/big-number-total/build-query';
import { BIG_NUMBER_VIZ_TYPE, bigNumberMetadata } from './charts/big-number/metadata';
import { bigNumberFormDataSchema } from './charts/big-number/form-data';
import { buildBigNumberQuery } from './charts/big-number/build-query';
import { MIXED_TIMESERIES_VIZ_TYPE, mixedMetadata } from './charts/mixed-timeseries/metadata';
import { mixedFormDataSchema } from './charts/mixed-timeseries/form-data';
import { buildMixedQuery } from './charts/mixed-timeseries/build-query';
import { PIE_VIZ_TYPE, pieMetadata } from './charts/pie/metadata';
import { pieFormDataSchema } from './charts/pie/form-data';
import { buildPieQuery } from './charts/pie/build-query';
import { PIVOT_TABLE_VIZ_TYPE, pivotTableMetadata } from './charts/pivot-table/metadata';
import { pivotTableFormDataSchema } from './charts/pivot-table/form-data';
import { buildPivotTableQuery } from './charts/pivot-table/build-query';
import { TABLE_VIZ_TYPE, tableMetadata } from './charts/table/metadata';
import { tableFormDataSchema } from './charts/table/form-data';
import { buildTableQuery } from './charts/table/build-query';
import { TIMESERIES_VARIANTS, timeseriesQueryParts } from './charts/timeseries/variants';
import type { QueryFormData } from './form-data/schemas';
import type { BuildQueryOptions, VizMetadata } from './plugin';

/** The query side of a plugin, types erased as registries hold them. */
export interface QueryPlugin {
  /** viz_type, verbatim. */
  vizType: string;
  /** Picker metadata. */
  metadata: VizMetadata;
  /** Parses form data of this viz_type. */
  formDataSchema: z.ZodType<QueryFormData>;
  /** Parsed form data -> query context (pure). */
  buildQuery(formData: QueryFormData, options?: BuildQueryOptions): QueryContext;
}

/** Every plugin's query side, in picker order. */
export const QUERY_PLUGINS: readonly QueryPlugin[] = [
  {
    vizType: TABLE_VIZ_TYPE,
    metadata: tableMetadata,
    formDataSchema: tableFormDataSchema,
    buildQuery: buildTableQuery,
  },
  {
    vizType: PIVOT_TABLE_VIZ_TYPE,
    metadata: pivotTableMetadata,
    formDataSchema: pivotTableFormDataSchema,
    buildQuery: buildPivotTableQuery,
  },
  {
    vizType: BIG_NUMBER_TOTAL_VIZ_TYPE,
    metadata: bigNumberTotalMetadata,
    formDataSchema: bigNumberTotalFormDataSchema,
    buildQuery: buildBigNumberTotalQuery,
  },
  {
    vizType: BIG_NUMBER_VIZ_TYPE,
    metadata: bigNumberMetadata,
    formDataSchema: bigNumberFormDataSchema,
    buildQuery: buildBigNumberQuery,
  },
  ...Object.values(TIMESERIES_VARIANTS).map(timeseriesQueryParts),
  {
    vizType: PIE_VIZ_TYPE,
    metadata: pieMetadata,
    formDataSchema: pieFormDataSchema,
    buildQuery: buildPieQuery,
  },
  {
    vizType: MIXED_TIMESERIES_VIZ_TYPE,
    metadata: mixedMetadata,
    formDataSchema: mixedFormDataSchema,
    buildQuery: buildMixedQuery,
  },
];

/** Query plugins by viz_type. */
export type QueryPluginRegistry = ReadonlyMap<string, QueryPlugin>;

/** Builds a query-plugin registry (defaults to every plugin). */
export function createQueryRegistry(plugins: readonly QueryPlugin[] = QUERY_PLUGINS): QueryPluginRegistry {
  const registry = new Map<string, QueryPlugin>();
  for (const plugin of plugins) {
    if (registry.has(plugin.vizType)) throw new Error(`Two plugins claim viz_type "${plugin.vizType}"`);
    registry.set(plugin.vizType, plugin);
  }
  return registry;
}

/** Spec §2: what an unknown viz_type shows. */
export const UNSUPPORTED_VIZ_TYPE_MESSAGE = 'This visualization type is not supported.';

/**
 * Raw saved form data -> query context: the plugin of its viz_type parses it and builds the query.
 * Throws UNSUPPORTED_VIZ_TYPE_MESSAGE for an unknown viz_type and a ZodError for invalid form data.
 */
export function buildQueryContextFromFormData(
  rawFormData: unknown,
  options: BuildQueryOptions & { registry?: QueryPluginRegistry } = {},
): QueryContext {
  const vizType =
    typeof rawFormData === 'object' && rawFormData !== null && 'viz_type' in rawFormData
      ? rawFormData.viz_type
      : undefined;
  const plugin =
    typeof vizType === 'string' ? (options.registry ?? createQueryRegistry()).get(vizType) : undefined;
  if (!plugin) throw new Error(UNSUPPORTED_VIZ_TYPE_MESSAGE);
  return plugin.buildQuery(
    plugin.formDataSchema.parse(rawFormData),
    options.ownState ? { ownState: options.ownState } : {},
  );
}

export {
  CHART_LABEL_WEIGHTS,
  type BuildQueryOptions,
  type ChartLabel,
  type VizBehavior,
  type VizMetadata,
} from './plugin';
export * from './form-data/schemas';
export {
  buildQueryObject,
  extractQueryFields,
  normalizeOrderBy,
  type QueryFieldAliases,
} from './query/build-query-object';
export { buildQueryContext, parseDatasourceKey } from './query/build-query-context';
export * from './query/filters';
export * from './query/operators';
export * from './query/x-axis';
export * from './constants';
export {
  bigNumberTotalFormDataSchema,
  bigNumberFormDataSchema,
  mixedFormDataSchema,
  pieFormDataSchema,
  pivotTableFormDataSchema,
  tableFormDataSchema,
};
export {
  buildBigNumberTotalQuery,
  buildBigNumberQuery,
  buildMixedQuery,
  buildPieQuery,
  buildPivotTableQuery,
  buildTableQuery,
};
export { timeseriesFormDataSchema } from './charts/timeseries/form-data';
export { buildTimeseriesQuery } from './charts/timeseries/build-query';
