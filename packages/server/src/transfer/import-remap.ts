import { isMap, jsonText, safeJson } from './values';

// Ids in a bundle are the exporting server's: references travel as uuids and are pointed at local ids here.

/** A chart's params pointing at the imported dataset (`datasource: <id>__table`). */
export function chartParams(params: unknown, datasource: string): string | null {
  const parsed = typeof params === 'string' ? safeJson(params) : params;
  return isMap(parsed) ? JSON.stringify({ ...parsed, datasource }) : jsonText(params);
}

/** Points a saved query context at the imported dataset. */
export function rewriteQueryContext(
  queryContext: string | Record<string, unknown> | null | undefined,
  datasetId: number,
  datasource: string,
): string | null {
  if (queryContext === null || queryContext === undefined || queryContext === '') return null;
  const parsed = typeof queryContext === 'string' ? safeJson(queryContext) : queryContext;
  if (!isMap(parsed)) return jsonText(queryContext);
  const formData = isMap(parsed['form_data']) ? { ...parsed['form_data'], datasource } : parsed['form_data'];
  return JSON.stringify({
    ...parsed,
    datasource: {
      ...(isMap(parsed['datasource']) ? parsed['datasource'] : {}),
      id: datasetId,
      type: 'table',
    },
    ...(formData === undefined ? {} : { form_data: formData }),
  });
}

/** A layout whose CHART components carry local chart ids (found by their uuid), and the ids it links. */
export async function remapPosition(
  position: Record<string, unknown>,
  chartIdOf: (uuid: string) => Promise<number | undefined>,
): Promise<{ position: Record<string, unknown>; linked: number[] }> {
  const remapped: Record<string, unknown> = {};
  const linked: number[] = [];
  for (const [key, component] of Object.entries(position)) {
    if (isMap(component) && component['type'] === 'CHART' && isMap(component['meta'])) {
      const uuid = component['meta']['uuid'];
      const chartId = typeof uuid === 'string' ? await chartIdOf(uuid) : undefined;
      if (chartId !== undefined) linked.push(chartId);
      remapped[key] =
        chartId === undefined ? component : { ...component, meta: { ...component['meta'], chartId } };
    } else remapped[key] = component;
  }
  return { position: remapped, linked };
}

/** Native filter targets name datasets by uuid in a bundle; Meridian stores ids. */
export async function remapMetadata(
  metadata: Record<string, unknown>,
  datasetIdOf: (uuid: string) => Promise<number | undefined>,
): Promise<Record<string, unknown>> {
  const filters = metadata['native_filter_configuration'];
  if (!Array.isArray(filters)) return metadata;
  const remapped: unknown[] = [];
  for (const filter of filters) {
    if (!isMap(filter) || !Array.isArray(filter['targets'])) {
      remapped.push(filter);
      continue;
    }
    const targets: unknown[] = [];
    for (const target of filter['targets']) {
      if (isMap(target) && typeof target['datasetUuid'] === 'string') {
        const { datasetUuid, ...rest } = target;
        const datasetId = await datasetIdOf(datasetUuid);
        targets.push(datasetId === undefined ? target : { ...rest, datasetId });
      } else targets.push(target);
    }
    remapped.push({ ...filter, targets });
  }
  return { ...metadata, native_filter_configuration: remapped };
}
