import type { QueryContext } from '@meridian/core';
import { useEffect, useRef, useState } from 'react';
import { isAbortError, postChartData } from '../../chart-runtime/chart-data-client';
import { failureMessage } from '../../chart-runtime/use-chart-query';

/** Where a filter's values query stands. */
export type FilterValues =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; rows: readonly Record<string, unknown>[] }
  | { status: 'failed'; error: string };

/**
 * Runs a filter's values query when `wanted` turns true, and again whenever the query changes while wanted.
 * It goes straight to the API, never through the charts' queue, and only after `ready` resolves.
 */
export function useFilterValues(
  context: QueryContext | null,
  wanted: boolean,
  ready: () => Promise<void>,
): FilterValues {
  const [values, setValues] = useState<FilterValues>({ status: 'idle' });
  const key = context ? JSON.stringify(context) : '';
  const contextRef = useRef(context);
  contextRef.current = context;
  useEffect(() => {
    const query = contextRef.current;
    if (!wanted || !query) return undefined;
    const controller = new AbortController();
    setValues({ status: 'loading' });
    void (async () => {
      try {
        await ready();
        if (controller.signal.aborted) return;
        const response = await postChartData(query, controller.signal);
        const data = response[0]?.data;
        setValues({ status: 'success', rows: Array.isArray(data) ? data : [] });
      } catch (error) {
        if (!isAbortError(error)) setValues({ status: 'failed', error: failureMessage(error) });
      }
    })();
    return () => controller.abort();
  }, [key, wanted, ready]);
  return values;
}
