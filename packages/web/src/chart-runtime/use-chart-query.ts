import type { LoadedVizPlugin } from '@meridian/viz';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Dispatch } from 'react';
import { ChartDataError, isAbortError, postChartData } from './chart-data-client';
import type { ChartAnnotationLayer, QueryContext } from '@meridian/core';
import { layersToQuery, withoutQueriedLayers } from './annotation-queries';
import { startAnnotationQuery } from './annotation-runner';
import { chartReducer, CHART_MESSAGES, INITIAL_CHART_STATE } from './chart-state';
import type { ChartAction, ChartState } from './chart-state';
import type { FormData } from './chart-query';

/** The explore chart: its state, and running or stopping its query. */
export interface ChartQuery {
  /** Status, alert, last query's form data and answer. */
  state: ChartState;
  /** Sends other chart actions (render outcomes, datasource changes). */
  dispatch: Dispatch<ChartAction>;
  /** Runs the query of the form data with its plugin; a running query is abandoned. */
  run(formData: FormData, plugin: LoadedVizPlugin): void;
  /** Stops the running query (spec §4 "Update stopped"). */
  stop(): void;
  /** The chart drew (stable, for SuperChart). */
  onRenderSuccess(): void;
  /** The chart failed to draw (stable, for SuperChart). */
  onRenderFailure(alert: string): void;
}

/** Text of a failure: the server's message, the schema's complaints, or the network error. */
export function failureMessage(error: unknown): string {
  if (error instanceof ChartDataError) return error.message;
  if (typeof error === 'object' && error !== null && 'issues' in error && Array.isArray(error.issues)) {
    return error.issues
      .map(
        (issue: { path?: unknown[]; message?: string }) =>
          `${(issue.path ?? []).join('.')}: ${issue.message ?? ''}`,
      )
      .join('; ');
  }
  return error instanceof Error ? error.message : CHART_MESSAGES.networkError;
}

/** State of the explore chart and its query, cancelled on unmount. */
export function useChartQuery(): ChartQuery {
  const [state, dispatch] = useReducer(chartReducer, INITIAL_CHART_STATE);
  const running = useRef<AbortController | null>(null);
  /** The running query of each annotation layer, by name: a newer one of the same name aborts it. */
  const annotationQueries = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const layers = annotationQueries.current;
    return () => {
      running.current?.abort();
      for (const controller of layers.values()) controller.abort();
    };
  }, []);

  /** Spec §4 "Annotation query": one layer's data, fetched beside the chart's own query. */
  const runAnnotationQuery = useCallback((context: QueryContext, layer: ChartAnnotationLayer) => {
    startAnnotationQuery({
      context,
      layer,
      running: annotationQueries.current,
      dispatch,
      post: (query, signal) => postChartData(query, signal),
    });
  }, []);

  const run = useCallback(
    (formData: FormData, plugin: LoadedVizPlugin) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      dispatch({ type: 'started', formData, now: Date.now() });
      void (async () => {
        try {
          const context = plugin.buildQuery(plugin.formDataSchema.parse(formData));
          // Layers with a source load on their own: their loading and errors are theirs, not the chart's.
          for (const layer of layersToQuery(context)) runAnnotationQuery(context, layer);
          const response = await postChartData(withoutQueriedLayers(context), controller.signal);
          if (running.current !== controller) return;
          running.current = null;
          dispatch({ type: 'succeeded', response, now: Date.now() });
        } catch (error) {
          if (isAbortError(error) || running.current !== controller) return;
          running.current = null;
          dispatch({ type: 'failed', alert: failureMessage(error), now: Date.now() });
        }
      })();
    },
    [runAnnotationQuery],
  );

  const stop = useCallback(() => {
    if (!running.current) return;
    running.current.abort();
    running.current = null;
    dispatch({ type: 'stopped', now: Date.now() });
  }, []);

  const onRenderSuccess = useCallback(() => dispatch({ type: 'renderSucceeded' }), []);
  const onRenderFailure = useCallback((alert: string) => dispatch({ type: 'renderFailed', alert }), []);

  return { state, dispatch, run, stop, onRenderSuccess, onRenderFailure };
}
