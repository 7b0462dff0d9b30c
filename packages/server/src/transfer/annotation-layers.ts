import type { AnnotationLayerExportRow, AnnotationRow } from '../store/annotations-repo';
import { EXPORT_VERSION } from './schemas';
import { isMap, parsedJson, safeJson } from './values';

// A chart's NATIVE annotation layers name a layer by its local id (`value`); a bundle carries the layer's uuid
// beside it (`annotation_layer_uuid`) so an import can point `value` at the layer's id on the importing server.

/** The key of a NATIVE layer entry that names its layer across servers. */
export const LAYER_UUID_KEY = 'annotation_layer_uuid';

/** The folder of annotation layer files in a bundle. */
export const LAYERS_FOLDER = 'annotation_layers';

const isNative = (layer: unknown): layer is Record<string, unknown> =>
  isMap(layer) && layer['sourceType'] === 'NATIVE';

/** The layer ids a chart's params (JSON text or map) reference through NATIVE layers. */
export function nativeLayerIds(params: unknown): number[] {
  const map = typeof params === 'string' ? safeJson(params) : params;
  if (!isMap(map) || !Array.isArray(map['annotation_layers'])) return [];
  return map['annotation_layers'].flatMap((layer: unknown) => {
    if (!isNative(layer)) return [];
    const id = Number(layer['value']);
    return Number.isInteger(id) ? [id] : [];
  });
}

/** Rewrites the NATIVE entries of an `annotation_layers` list; anything else is kept as it is. */
function mapNativeLayers(
  layers: unknown,
  change: (layer: Record<string, unknown>) => Record<string, unknown>,
): unknown {
  return Array.isArray(layers)
    ? layers.map((layer: unknown) => (isNative(layer) ? change(layer) : layer))
    : layers;
}

/** Export: each NATIVE layer entry of chart params also names its layer's uuid (`value` is kept). */
export function withLayerUuids(
  params: Record<string, unknown>,
  uuidOf: ReadonlyMap<number, string>,
): Record<string, unknown> {
  if (!Array.isArray(params['annotation_layers'])) return params;
  return {
    ...params,
    annotation_layers: mapNativeLayers(params['annotation_layers'], (layer) => {
      const uuid = uuidOf.get(Number(layer['value']));
      return uuid === undefined ? layer : { ...layer, [LAYER_UUID_KEY]: uuid };
    }),
  };
}

/**
 * Import: a NATIVE layer entry that names an imported (or stored) layer's uuid points `value` at that layer's
 * local id; entries without a known uuid (Superset's own exports) are left as written.
 */
export function relinkLayers(
  params: Record<string, unknown>,
  idOf: ReadonlyMap<string, number>,
): Record<string, unknown> {
  if (!Array.isArray(params['annotation_layers'])) return params;
  return {
    ...params,
    annotation_layers: mapNativeLayers(params['annotation_layers'], (layer) => {
      const uuid = layer[LAYER_UUID_KEY];
      const id = typeof uuid === 'string' ? idOf.get(uuid) : undefined;
      return id === undefined ? layer : { ...layer, value: id };
    }),
  };
}

/** A chart file's params (map or JSON text) relinked; other values as written. */
export function relinkChartParams(params: unknown, idOf: ReadonlyMap<string, number>): unknown {
  const map = typeof params === 'string' ? safeJson(params) : params;
  return isMap(map) && idOf.size > 0 ? relinkLayers(map, idOf) : params;
}

/** A chart file's query context (map or JSON text) relinked; other values as written. */
export function relinkChartQueryContext<T>(
  context: T,
  idOf: ReadonlyMap<string, number>,
): T | Record<string, unknown> {
  const map = typeof context === 'string' ? safeJson(context) : context;
  return isMap(map) && idOf.size > 0 ? relinkQueryContextLayers(map, idOf) : context;
}

/** The layer uuids a chart file's params name. */
export function namedLayerUuids(params: unknown): string[] {
  const map = typeof params === 'string' ? safeJson(params) : params;
  if (!isMap(map) || !Array.isArray(map['annotation_layers'])) return [];
  return map['annotation_layers'].flatMap((layer: unknown) =>
    isNative(layer) && typeof layer[LAYER_UUID_KEY] === 'string' ? [layer[LAYER_UUID_KEY]] : [],
  );
}

/** Relinks the layers of a saved query context: its form data and each query's `annotation_layers`. */
export function relinkQueryContextLayers(
  context: Record<string, unknown>,
  idOf: ReadonlyMap<string, number>,
): Record<string, unknown> {
  const formData = context['form_data'];
  const queries = context['queries'];
  return {
    ...context,
    ...(isMap(formData) ? { form_data: relinkLayers(formData, idOf) } : {}),
    ...(Array.isArray(queries)
      ? { queries: queries.map((q: unknown) => (isMap(q) ? relinkLayers(q, idOf) : q)) }
      : {}),
  };
}

/** annotation_layers/<name>_<id>.yaml of a layer with all its annotations. */
export function annotationLayerYaml(
  layer: AnnotationLayerExportRow & { uuid: string },
  annotations: readonly AnnotationRow[],
): Record<string, unknown> {
  return {
    uuid: layer.uuid,
    name: layer.name,
    descr: layer.descr,
    annotations: annotations.map((a) => ({
      short_descr: a.short_descr,
      long_descr: a.long_descr,
      start_dttm: a.start_dttm,
      end_dttm: a.end_dttm,
      json_metadata: parsedJson(a.json_metadata),
    })),
    version: EXPORT_VERSION,
  };
}
