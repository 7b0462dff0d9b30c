import { describe, expect, it } from 'vitest';
import { chartReducer, INITIAL_CHART_STATE } from './chart-state';
import type { ChartState } from './chart-state';

const response = [{ data: [{ a: 1 }], colnames: ['a'], coltypes: [0], rowcount: 1 }];

function started(): ChartState {
  return chartReducer(
    { ...INITIAL_CHART_STATE, chartAlert: 'old', chartStackTrace: 'trace' },
    { type: 'started', formData: { viz_type: 'table' }, now: 1 },
  );
}

describe('chartReducer', () => {
  it('goes to loading and clears the alert and stack trace when an update starts', () => {
    const state = started();
    expect(state.chartStatus).toBe('loading');
    expect(state.chartAlert).toBeNull();
    expect(state.chartStackTrace).toBeNull();
    expect(state.latestQueryFormData).toEqual({ viz_type: 'table' });
  });

  it('goes to success with the response, then rendered once the chart drew', () => {
    const success = chartReducer(started(), { type: 'succeeded', response, now: 2 });
    expect(success.chartStatus).toBe('success');
    expect(success.queriesResponse).toBe(response);
    expect(chartReducer(success, { type: 'renderSucceeded' }).chartStatus).toBe('rendered');
  });

  it('says the update was stopped when it is stopped', () => {
    const state = chartReducer(started(), { type: 'stopped', now: 3 });
    expect(state.chartStatus).toBe('stopped');
    expect(state.chartAlert).toBe('Updating chart was stopped');
  });

  it('keeps the alert of a failed update or render', () => {
    expect(chartReducer(started(), { type: 'failed', alert: 'Network error.', now: 3 }).chartAlert).toBe(
      'Network error.',
    );
    const alert = 'An error occurred while rendering the visualization: boom';
    expect(chartReducer(started(), { type: 'renderFailed', alert })).toMatchObject({
      chartStatus: 'failed',
      chartAlert: alert,
    });
  });

  it('resets a failed chart with a stack trace to empty when the datasource is set', () => {
    const failed = chartReducer(started(), { type: 'failed', alert: 'x', stackTrace: 'trace', now: 3 });
    expect(chartReducer(failed, { type: 'datasourceSet' }).chartStatus).toBe('empty');
    const plain = chartReducer(started(), { type: 'failed', alert: 'x', now: 3 });
    expect(chartReducer(plain, { type: 'datasourceSet' }).chartStatus).toBe('failed');
  });
});
