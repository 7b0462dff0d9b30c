/**
 * React-free entry of @meridian/viz (`@meridian/viz/query`): every plugin's metadata, form-data
 * schema and buildQuery (the registry's eager part), plus the shared query helpers. The server imports this;
 * nothing here loads React or ECharts (a plugin's renderer side loads only through its `loadParts`).
 */
import type { QueryContext } from '@meridian/core';
import type { z } from 'zod';
import type { QueryFormData } from './form-data/schemas';
import type { BuildQueryOptions, VizMetadata } from './plugin';
import { DEFAULT_VIZ_PLUGINS } from './registry';
import { migrateLegacyChart } from './form-data/legacy-migrations';
import { bigNumberTotalFormDataSchema } from './charts/big-number-total/form-data';
import { buildBigNumberTotalQuery } from './charts/big-number-total/build-query';
import { bigNumberFormDataSchema } from './charts/big-number/form-data';
import { buildBigNumberQuery } from './charts/big-number/build-query';
import { mixedFormDataSchema } from './charts/mixed-timeseries/form-data';
import { buildMixedQuery } from './charts/mixed-timeseries/build-query';
import { pieFormDataSchema } from './charts/pie/form-data';
import { buildPieQuery } from './charts/pie/build-query';
import { pivotTableFormDataSchema } from './charts/pivot-table/form-data';
import { buildPivotTableQuery } from './charts/pivot-table/build-query';
import { tableFormDataSchema } from './charts/table/form-data';
import { buildTableQuery } from './charts/table/build-query';

/** The query side of a plugin (its eager part without the loader), types erased as registries hold them. */
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

/** Every plugin's query side, in picker order: the registry itself (registry.ts), read without its loaders. */
export const QUERY_PLUGINS: readonly QueryPlugin[] = DEFAULT_VIZ_PLUGINS;

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
  const raw =
    typeof rawFormData === 'object' && rawFormData !== null && !Array.isArray(rawFormData)
      ? (rawFormData as Record<string, unknown>)
      : undefined;
  // Form data of an old chart type builds the query of the type it migrates to.
  const migrated =
    raw && typeof raw['viz_type'] === 'string' ? migrateLegacyChart(raw['viz_type'], raw) : undefined;
  const plugin = migrated ? (options.registry ?? createQueryRegistry()).get(migrated.vizType) : undefined;
  if (!plugin || !migrated) throw new Error(UNSUPPORTED_VIZ_TYPE_MESSAGE);
  return plugin.buildQuery(
    plugin.formDataSchema.parse(migrated.formData),
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
  LEGACY_VIZ_TYPES,
  migrateLegacyChart,
  migrateLegacyFormData,
  type ChartForm,
  type RawFormData,
} from './form-data/legacy-migrations';
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
export { DEFAULT_VIZ_PLUGINS, createDefaultVizRegistry } from './registry';
export { timeseriesFormDataSchema } from './charts/timeseries/form-data';
export { buildTimeseriesQuery } from './charts/timeseries/build-query';
