import type { ChartAnnotationLayer, QueryContext } from '@meridian/core';
import {
  ANNOTATION_QUERY_TIMEOUT_MS,
  annotationDataOf,
  annotationFailure,
  annotationQueryContext,
  type AnnotationAction,
} from './annotation-queries';
import type { ChartDataResponse } from './chart-data-client';

/** Posts a query context (the explore client, or a dashboard's queue around it). */
export type PostChartData = (context: QueryContext, signal: AbortSignal) => Promise<ChartDataResponse>;

/**
 * Spec §4 "Annotation query": fetches one layer's data beside the chart's own query. An earlier query of the same
 * name (in `running`) is aborted; the outcome goes to `dispatch`, unless a newer query replaced this one or the
 * chart went away (its controller aborted).
 */
export function startAnnotationQuery(options: {
  context: QueryContext;
  layer: ChartAnnotationLayer;
  running: Map<string, AbortController>;
  dispatch: (action: AnnotationAction) => void;
  post: PostChartData;
}): void {
  const { context, layer, running, dispatch, post } = options;
  const { name } = layer;
  running.get(name)?.abort();
  const controller = new AbortController();
  running.set(name, controller);
  const timeout = AbortSignal.timeout(ANNOTATION_QUERY_TIMEOUT_MS);
  const signal = AbortSignal.any([controller.signal, timeout]);
  dispatch({ type: 'annotationStarted', name, controller });
  void (async () => {
    try {
      const response = await post(annotationQueryContext(context, layer), signal);
      dispatch({ type: 'annotationSucceeded', name, controller, data: annotationDataOf(response, name) });
    } catch (error) {
      if (controller.signal.aborted) return;
      const outcome = annotationFailure(error, timeout.aborted);
      dispatch(
        outcome.kind === 'success'
          ? { type: 'annotationSucceeded', name, controller, data: undefined }
          : { type: 'annotationFailed', name, controller, error: outcome.error },
      );
    } finally {
      if (running.get(name) === controller) running.delete(name);
    }
  })();
}
