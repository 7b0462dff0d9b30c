import { api } from '../../app/api';
import { encodeListRequest } from '../../app/list-query';

/** A chart an annotation layer can take its data from. */
export interface ChartOption {
  /** Chart id. */
  id: number;
  /** Chart name. */
  slice_name: string;
  /** Its viz type. */
  viz_type: string;
}

function chartOptionsOf(raw: unknown): ChartOption[] {
  const result = typeof raw === 'object' && raw !== null && 'result' in raw ? raw.result : undefined;
  if (!Array.isArray(result)) return [];
  return result.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const { id, slice_name: name, viz_type: vizType } = row as Record<string, unknown>;
    return typeof id === 'number'
      ? [
          {
            id,
            slice_name: typeof name === 'string' ? name : String(id),
            viz_type: typeof vizType === 'string' ? vizType : '',
          },
        ]
      : [];
  });
}

/** An annotation layer a NATIVE chart layer can draw. */
export interface AnnotationLayerOption {
  /** Layer id (the chart layer's value). */
  id: number;
  /** Layer name. */
  name: string;
}

function annotationLayerOptionsOf(raw: unknown): AnnotationLayerOption[] {
  const result = typeof raw === 'object' && raw !== null && 'result' in raw ? raw.result : undefined;
  if (!Array.isArray(result)) return [];
  return result.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const { id, name } = row as Record<string, unknown>;
    return typeof id === 'number' ? [{ id, name: typeof name === 'string' ? name : String(id) }] : [];
  });
}

/** Endpoints the controls call: chart and annotation layer options (the filter editor's are in components/adhoc-filter). */
export const controlsApi = api.injectEndpoints({
  endpoints: (build) => ({
    chartOptions: build.query<ChartOption[], void>({
      query: () =>
        `/api/v1/chart/?q=${encodeListRequest({ page: 0, pageSize: 100, orderColumn: 'slice_name' })}`,
      transformResponse: chartOptionsOf,
    }),
    annotationLayerOptions: build.query<AnnotationLayerOption[], void>({
      query: () =>
        `/api/v1/annotation_layer/?q=${encodeListRequest({ page: 0, pageSize: 100, orderColumn: 'name' })}`,
      transformResponse: annotationLayerOptionsOf,
    }),
  }),
});

/** Hooks of the controls' endpoints. */
export const { useChartOptionsQuery, useAnnotationLayerOptionsQuery } = controlsApi;
