import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryContextSchema } from '@meridian/core';
import { ChartDataError, parseChartQueryResult, postChartData } from './chart-data-client';

describe('parseChartQueryResult', () => {
  it('keeps the annotation data the charts draw their layers from', () => {
    const annotation_data = { Deploys: { columns: ['start_dttm'], records: [{ start_dttm: 1 }] } };
    const result = parseChartQueryResult({ data: [], colnames: [], coltypes: [], annotation_data });
    expect(result.annotation_data).toEqual(annotation_data);
    expect(parseChartQueryResult({ data: [], annotation_data: [] }).annotation_data).toBeUndefined();
  });
});

describe('postChartData on an async job', () => {
  const CONTEXT = queryContextSchema.parse({ datasource: { id: 1, type: 'table' }, queries: [{}] });
  const job = { channel_id: 'c', job_id: 'j1', user_id: 1, status: 'pending', errors: [], result_url: null };
  const done = { ...job, id: '1-0', status: 'done', result_url: '/api/v1/chart/data/k1' };
  const json = (status: number, body: unknown): Response =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  /** Answers the chart data POST with 202, then the event polls with `polls` in turn, then the result. */
  function serve(polls: Response[]): string[] {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url.includes('csrf_token')) return json(200, { result: 'token' });
      if (url === '/api/v1/chart/data') return json(202, job);
      if (url.startsWith('/api/v1/async_event/')) return polls.shift() ?? json(200, { result: [done] });
      return json(200, { result: [{ data: [{ n: 1 }], colnames: ['n'], coltypes: [0] }] });
    });
    return calls;
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps polling through a passing 503 of the events endpoint and returns the rows', async () => {
    const unavailable = (): Response => json(503, { message: 'The async query queue is unavailable' });
    const calls = serve([unavailable(), unavailable(), json(200, { result: [] })]);
    const answer = postChartData(CONTEXT);
    await vi.runAllTimersAsync();
    expect((await answer)[0]?.data).toEqual([{ n: 1 }]);
    expect(calls.filter((url) => url.startsWith('/api/v1/async_event/'))).toHaveLength(4);
  });

  it('shows the error once the events endpoint keeps failing', async () => {
    const unavailable = (): Response => json(503, { message: 'The async query queue is unavailable' });
    serve(Array.from({ length: 6 }, unavailable));
    const answer = postChartData(CONTEXT).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    const error = await answer;
    expect(error).toBeInstanceOf(ChartDataError);
    expect((error as ChartDataError).message).toBe('The async query queue is unavailable');
    expect((error as ChartDataError).status).toBe(503);
  });

  it('does not retry a refusal: a 403 shows at once', async () => {
    const calls = serve([json(403, { message: 'Forbidden' })]);
    const answer = postChartData(CONTEXT).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(((await answer) as ChartDataError).message).toBe('Forbidden');
    expect(calls.filter((url) => url.startsWith('/api/v1/async_event/'))).toHaveLength(1);
  });
});
