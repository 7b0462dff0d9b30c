import { queryContextSchema } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import {
  asyncResultCacheKey,
  chartDataJobSchema,
  errorMessage,
  resultUrl,
  runsAsync,
} from './chart-data-job';

const context = (overrides: Record<string, unknown> = {}) =>
  queryContextSchema.parse({
    datasource: { id: 1, type: 'table' },
    queries: [
      { columns: ['region'], metrics: ['count'], filters: [{ col: 'region', op: 'in', val: ['EMEA'] }] },
    ],
    ...overrides,
  });

describe('runsAsync', () => {
  it('runs full JSON requests as jobs when GLOBAL_ASYNC_QUERIES is on', () => {
    expect(runsAsync({ globalAsyncQueries: true }, context())).toBe(true);
  });
  it('answers at once when the flag is off, or for CSV, samples and other result types', () => {
    expect(runsAsync({ globalAsyncQueries: false }, context())).toBe(false);
    expect(runsAsync({ globalAsyncQueries: true }, context({ result_format: 'csv' }))).toBe(false);
    expect(runsAsync({ globalAsyncQueries: true }, context({ result_type: 'samples' }))).toBe(false);
    expect(runsAsync({ globalAsyncQueries: true }, context({ result_type: 'query' }))).toBe(false);
  });
});

describe('chart data job', () => {
  it('survives the trip through the queue: parsing a parsed context changes nothing', () => {
    const job = {
      job_id: 'j',
      channel_id: 'c',
      user_id: 3,
      result_key: '0123456789abcdef0123456789abcdef',
      query_context: context(),
    };
    expect(chartDataJobSchema.parse(JSON.parse(JSON.stringify(job)))).toEqual(job);
  });
  it('refuses a job without a user or with a malformed result key', () => {
    const base = { job_id: 'j', channel_id: 'c', query_context: context() };
    expect(chartDataJobSchema.safeParse({ ...base, user_id: 1, result_key: '../x' }).success).toBe(false);
    expect(
      chartDataJobSchema.safeParse({ ...base, result_key: '0123456789abcdef0123456789abcdef' }).success,
    ).toBe(false);
  });
  it('keeps answers per user and serves them from the chart data URL', () => {
    expect(asyncResultCacheKey(7, 'abc')).toBe('async:7:abc');
    expect(asyncResultCacheKey(8, 'abc')).not.toBe(asyncResultCacheKey(7, 'abc'));
    expect(resultUrl('abc')).toBe('/api/v1/chart/data/abc');
  });
  it('turns errors into the sentence an error event carries', () => {
    expect(errorMessage(new AppError('RESOURCE_NOT_FOUND', 'Dataset not found'))).toBe('Dataset not found');
    expect(errorMessage(new AppError('UNPROCESSABLE', { metrics: ['bad'] }))).toBe('{"metrics":["bad"]}');
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('plain')).toBe('plain');
  });
});
