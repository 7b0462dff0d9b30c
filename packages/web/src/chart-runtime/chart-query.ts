import type { Dataset, QueryContext } from '@meridian/core';
import type { ChartDatasource, LoadedVizPlugin } from '@meridian/viz';

/** Raw form data as explore edits it and dashboards store it: it may not parse until the controls are valid. */
export type FormData = Record<string, unknown>;

/** The query context of form data, or null when it does not parse. */
export function buildContext(plugin: LoadedVizPlugin, formData: FormData): QueryContext | null {
  const parsed = plugin.formDataSchema.safeParse(formData);
  return parsed.success ? plugin.buildQuery(parsed.data) : null;
}

/** Dataset facts renderers use: verbose names and saved metric formats. */
export function chartDatasourceOf(dataset: Dataset | null): ChartDatasource {
  const verboseMap: Record<string, string> = {};
  const columnFormats: Record<string, string> = {};
  for (const column of dataset?.columns ?? [])
    if (column.verbose_name) verboseMap[column.column_name] = column.verbose_name;
  for (const metric of dataset?.metrics ?? []) {
    if (metric.verbose_name) verboseMap[metric.metric_name] = metric.verbose_name;
    if (metric.d3format) columnFormats[metric.metric_name] = metric.d3format;
  }
  return { verboseMap, columnFormats };
}
