import type { SqlLabExecute } from '@meridian/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeApiError } from '../app/api-error';
import { isInFlight, newClientId, resultOf, stateOfQuery, type RunState } from './run-state';
import {
  fetchResultRows,
  fetchUpdatedSince,
  useExecuteSqlMutation,
  useStopQueryMutation,
} from './sqllab-api';

/** How often a queued run is polled. */
const POLL_MS = 1000;

/** What a run is sent with, besides its SQL. */
export type RunOptions = Omit<SqlLabExecute, 'sql' | 'client_id'>;

/** Runs SQL for one editor tab: execute, poll queued runs, stop; the latest run's state. */
export function useQueryRun(): {
  state: RunState | undefined;
  run: (sql: string, options: RunOptions) => Promise<void>;
  stop: () => Promise<void>;
} {
  const [state, setState] = useState<RunState>();
  const [execute] = useExecuteSqlMutation();
  const [stopQuery] = useStopQueryMutation();
  const latest = useRef<string | undefined>(undefined);
  const update = useCallback((clientId: string, change: (previous: RunState) => RunState) => {
    setState((previous) => (previous && previous.clientId === clientId ? change(previous) : previous));
  }, []);

  const finish = useCallback(
    async (clientId: string, resultsKey: string | null) => {
      if (!resultsKey) return;
      try {
        const answer = await fetchResultRows(resultsKey, 0, 1000);
        update(clientId, (previous) => ({ ...previous, status: 'success', result: resultOf(answer) }));
      } catch (error) {
        update(clientId, (previous) => ({
          ...previous,
          status: 'failed',
          error: describeApiError(error).message,
        }));
      }
    },
    [update],
  );

  const poll = useCallback(
    async (clientId: string, since: number) => {
      while (latest.current === clientId) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const query = (await fetchUpdatedSince(since - 5000).catch(() => [])).find((q) => q.id === clientId);
        if (!query) continue;
        update(clientId, (previous) => stateOfQuery(previous, query));
        if (!isInFlight(query.state)) {
          if (query.state === 'success') await finish(clientId, query.resultsKey);
          return;
        }
      }
    },
    [finish, update],
  );

  const run = useCallback(
    async (sql: string, options: RunOptions) => {
      const clientId = newClientId();
      latest.current = clientId;
      const startedAt = Date.now();
      setState({ clientId, sql, status: 'running', startedAt, endedAt: null });
      try {
        const answer = await execute({ ...options, sql, client_id: clientId }).unwrap();
        if (answer.kind === 'result') {
          update(clientId, (previous) => ({
            ...previous,
            status: 'success',
            endedAt: Date.now(),
            result: resultOf(answer.result),
          }));
          return;
        }
        update(clientId, (previous) => stateOfQuery(previous, answer.query));
        if (isInFlight(answer.query.state)) await poll(clientId, startedAt);
      } catch (error) {
        update(clientId, (previous) =>
          previous.status === 'stopped'
            ? previous
            : { ...previous, status: 'failed', endedAt: Date.now(), error: describeApiError(error).message },
        );
      }
    },
    [execute, poll, update],
  );

  const stop = useCallback(async () => {
    const clientId = latest.current;
    if (!clientId) return;
    update(clientId, (previous) => ({ ...previous, status: 'stopped', endedAt: Date.now() }));
    await stopQuery(clientId)
      .unwrap()
      .catch(() => undefined);
  }, [stopQuery, update]);

  useEffect(
    () => () => {
      latest.current = undefined;
    },
    [],
  );
  return { state, run, stop };
}
