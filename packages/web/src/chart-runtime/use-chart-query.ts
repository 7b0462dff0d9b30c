import type { AnyVizPlugin } from '@meridian/viz';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Dispatch } from 'react';
import { ChartDataError, isAbortError, postChartData } from './chart-data-client';
import type { ChartDataResponse } from './chart-data-client';
import type { ChartAnnotationLayer, QueryContext } from '@meridian/core';
import { layersToQuery, withoutQueriedLayers } from './annotation-queries';
import { startAnnotationQuery } from './annotation-runner';
import { chartReducer, CHART_MESSAGES, INITIAL_CHART_STATE } from './chart-state';
import type { ChartAction, ChartState } from './chart-state';
import type { FormData } from './chart-query';

/**
 * Sends a chart's query context. `build` makes it and is called when the request leaves, so a page that queues
 * its queries (a dashboard) builds the waiting ones only when their turn comes.
 */
export type SendChartQuery = (build: () => QueryContext, signal: AbortSignal) => Promise<ChartDataResponse>;

/** Explore's way: straight to the chart data API. */
const sendDirectly: SendChartQuery = (build, signal) => postChartData(build(), signal);

/** How one run goes. */
export interface ChartRunOptions {
  /** Set on the query context (`force: true` bypasses the server's cache); left out when undefined. */
  force?: boolean;
}

/** A chart: its state, and running or stopping its query. */
export interface ChartQuery {
  /** Status, alert, last query's form data and answer, its annotation layers' queries. */
  state: ChartState;
  /** Sends other chart actions (render outcomes, datasource changes). */
  dispatch: Dispatch<ChartAction>;
  /** Runs the query of the form data with its plugin; a running query is abandoned. Stable. */
  run(formData: FormData, plugin: AnyVizPlugin, options?: ChartRunOptions): void;
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

/** Whether form data lists annotation layers (their queries start beside the chart's). */
function hasAnnotationLayers(formData: FormData): boolean {
  const layers = formData['annotation_layers'];
  return Array.isArray(layers) && layers.length > 0;
}

/**
 * The state of one chart and its query (explore's chart, a dashboard card), cancelled on unmount. `send` carries
 * the chart's and its annotation layers' queries (default: straight to the API); it must be stable.
 */
export function useChartQuery(send: SendChartQuery = sendDirectly): ChartQuery {
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
  const runAnnotationQuery = useCallback(
    (context: QueryContext, layer: ChartAnnotationLayer) => {
      startAnnotationQuery({
        context,
        layer,
        running: annotationQueries.current,
        dispatch,
        post: (query, signal) => send(() => query, signal),
      });
    },
    [send],
  );

  const run = useCallback(
    (formData: FormData, plugin: AnyVizPlugin, options: ChartRunOptions = {}) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      dispatch({ type: 'started', formData, now: Date.now() });
      const { force } = options;
      const build = (): QueryContext => {
        const context = plugin.buildQuery(plugin.formDataSchema.parse(formData));
        return force === undefined ? context : { ...context, force };
      };
      void (async () => {
        try {
          // Layers with a source load on their own: their loading and errors are theirs, not the chart's.
          if (hasAnnotationLayers(formData)) {
            const context = build();
            for (const layer of layersToQuery(context)) runAnnotationQuery(context, layer);
          }
          const response = await send(() => withoutQueriedLayers(build()), controller.signal);
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
    [runAnnotationQuery, send],
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
