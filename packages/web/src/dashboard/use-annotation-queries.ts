import type { QueryContext } from '@meridian/core';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  annotationReducer,
  INITIAL_ANNOTATION_STATE,
  layersToQuery,
  type AnnotationState,
} from '../chart-runtime/annotation-queries';
import { startAnnotationQuery, type PostChartData } from '../chart-runtime/annotation-runner';

/** A dashboard chart's annotation layer queries: their state, and starting them for a query context. */
export interface AnnotationQueries {
  state: AnnotationState;
  /** Starts the query of each shown layer with a source (an earlier one of the same name is aborted). */
  start(context: QueryContext): void;
}

/** The annotation layer queries of one chart; `post` must be stable (it sends them, e.g. through a queue). */
export function useAnnotationQueries(post: PostChartData): AnnotationQueries {
  const [state, dispatch] = useReducer(annotationReducer, INITIAL_ANNOTATION_STATE);
  const running = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const queries = running.current;
    return () => {
      for (const controller of queries.values()) controller.abort();
    };
  }, []);
  const start = useCallback(
    (context: QueryContext) => {
      for (const layer of layersToQuery(context))
        startAnnotationQuery({ context, layer, running: running.current, dispatch, post });
    },
    [post],
  );
  return { state, start };
}
