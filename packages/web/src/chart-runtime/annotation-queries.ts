import type { ChartAnnotationLayer, QueryContext } from '@meridian/core';
import type { ChartDataResponse } from './chart-data-client';

/** Messages of an annotation layer query (spec §4 "Annotation query", §8), verbatim. */
export const ANNOTATION_QUERY_MESSAGES = {
  timeout: 'Query timeout',
  networkError: 'Network error.',
  /** An answer saying this is treated as success: the layer just has nothing to draw. */
  noData: 'No data',
} as const;

/** How long an annotation layer query may take (Superset's SUPERSET_WEBSERVER_TIMEOUT default). */
export const ANNOTATION_QUERY_TIMEOUT_MS = 60_000;

/** The annotation part of the chart state (spec §3): per layer name, its data, its error, its running query. */
export interface AnnotationState {
  annotationData: Readonly<Record<string, unknown>>;
  annotationError: Readonly<Record<string, string>>;
  /** The running query of a layer; a newer one with the same name replaces (and aborts) it. */
  annotationQuery: Readonly<Record<string, AbortController>>;
}

/** What happens to a layer's query. */
export type AnnotationAction =
  | { type: 'annotationStarted'; name: string; controller: AbortController }
  | { type: 'annotationSucceeded'; name: string; controller: AbortController; data: unknown }
  | { type: 'annotationFailed'; name: string; controller: AbortController; error: string };

export const INITIAL_ANNOTATION_STATE: AnnotationState = {
  annotationData: {},
  annotationError: {},
  annotationQuery: {},
};

const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> => {
  const { [key]: _removed, ...rest } = record;
  return rest;
};

/**
 * Spec §4 transitions of an annotation query: starting records the query (the caller aborts the earlier one of
 * that name); success stores the data and clears the error; failure removes the data and stores the error. The
 * outcome of a query that a newer one replaced is ignored.
 */
export function annotationReducer(state: AnnotationState, action: AnnotationAction): AnnotationState {
  if (action.type === 'annotationStarted')
    return { ...state, annotationQuery: { ...state.annotationQuery, [action.name]: action.controller } };
  if (state.annotationQuery[action.name] !== action.controller) return state;
  const annotationQuery = without(state.annotationQuery, action.name);
  if (action.type === 'annotationSucceeded')
    return {
      annotationQuery,
      annotationData: { ...state.annotationData, [action.name]: action.data },
      annotationError: without(state.annotationError, action.name),
    };
  return {
    annotationQuery,
    annotationData: without(state.annotationData, action.name),
    annotationError: { ...state.annotationError, [action.name]: action.error },
  };
}

/** The layers that need a query of their own: shown, with a source (formulas are computed by the chart). */
export function layersToQuery(context: QueryContext): ChartAnnotationLayer[] {
  return (context.queries[0]?.annotation_layers ?? []).filter(
    (layer) => layer.show && layer.sourceType !== '',
  );
}

/** The chart's own query without the layers that have a query of their own (so one bad layer never fails it). */
export function withoutQueriedLayers(context: QueryContext): QueryContext {
  return {
    ...context,
    queries: context.queries.map((query) => ({
      ...query,
      annotation_layers: query.annotation_layers.filter((layer) => !layer.show || layer.sourceType === ''),
    })),
  };
}

/**
 * The query of one layer, as Superset's annotation query asks for it: the host chart's first query (its time range
 * and grain are what the layer's overrides inherit) with that layer alone; the answer's `annotation_data` holds it.
 */
export function annotationQueryContext(context: QueryContext, layer: ChartAnnotationLayer): QueryContext {
  const host = context.queries[0];
  return {
    ...context,
    result_format: 'json',
    result_type: 'full',
    queries: host ? [{ ...host, annotation_layers: [layer] }] : [],
  };
}

/** A layer's data in the answer of its query (undefined when the answer has none). */
export function annotationDataOf(response: ChartDataResponse, name: string): unknown {
  return response[0]?.annotation_data?.[name];
}

/** What a failed layer query becomes: a timeout, 'No data' (a success with nothing to draw), or its message. */
export function annotationFailure(
  error: unknown,
  timedOut: boolean,
): { kind: 'success' } | { kind: 'failure'; error: string } {
  if (timedOut) return { kind: 'failure', error: ANNOTATION_QUERY_MESSAGES.timeout };
  const message = error instanceof Error ? error.message : '';
  if (message.includes(ANNOTATION_QUERY_MESSAGES.noData)) return { kind: 'success' };
  return { kind: 'failure', error: message || ANNOTATION_QUERY_MESSAGES.networkError };
}

/** The chart's answer with the layers' data in its first result, where the charts read `annotation_data`. */
export function withAnnotationData(
  response: ChartDataResponse,
  annotationData: Readonly<Record<string, unknown>>,
): ChartDataResponse {
  if (Object.keys(annotationData).length === 0) return response;
  const [first, ...rest] = response;
  if (!first) return response;
  return [{ ...first, annotation_data: { ...first.annotation_data, ...annotationData } }, ...rest];
}

/** What the chart says about its layers' queries: the ones loading, and the ones that failed with why. */
export function annotationNotices(
  state: AnnotationState,
  layers: readonly Pick<ChartAnnotationLayer, 'name'>[],
): { loading: string[]; failed: { name: string; error: string }[] } {
  const names = layers.map((layer) => layer.name);
  return {
    loading: names.filter((name) => name in state.annotationQuery),
    failed: names.flatMap((name) => {
      const error = state.annotationError[name];
      return error === undefined || name in state.annotationQuery ? [] : [{ name, error }];
    }),
  };
}

/** What the chart area says about its layers' queries (Superset shows these in the layer control's icons). */
export const ANNOTATION_NOTICE_TEXT = {
  loading: (names: readonly string[]) =>
    `Loading annotation ${names.length === 1 ? 'layer' : 'layers'} ${names.map((n) => `"${n}"`).join(', ')}`,
  failed: (name: string, error: string) => `Annotation layer "${name}": ${error}`,
} as const;
