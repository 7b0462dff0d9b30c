import { tablePlugin } from '@meridian/viz';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChartDataResponse } from './chart-data-client';
import { INITIAL_CHART_STATE, type ChartState } from './chart-state';
import { ChartView, isEmptyResponse, type ChartStateViews } from './ChartView';

const views: ChartStateViews = {
  loading: (state) => <p>loading since {state.chartUpdateStartTime}</p>,
  failed: (alert) => <p>failed: {alert}</p>,
  stopped: (alert) => <p>stopped: {alert}</p>,
  notRun: <p>not run</p>,
  noResults: <p>no results</p>,
};

const rows: ChartDataResponse = [{ data: [{ a: 1 }], colnames: ['a'], coltypes: [0], rowcount: 1 }];

/** The chart area's markup for a chart state (the server render: no size measured yet, so no chart drawn). */
function view(state: Partial<ChartState>, extra: { notice?: string; banner?: string } = {}): string {
  return renderToString(
    <ChartView
      style={{}}
      state={{ ...INITIAL_CHART_STATE, ...state }}
      plugin={tablePlugin}
      formData={{ viz_type: 'table' }}
      chartKey="7"
      datasource={{}}
      views={views}
      notice={extra.notice}
      banner={extra.banner ? { content: <b>{extra.banner}</b>, height: 10 } : null}
    />,
  );
}

const answered = { latestQueryFormData: { viz_type: 'table' }, queriesResponse: rows };

describe('ChartView', () => {
  it("shows the page's view of each chart state", () => {
    expect(view({})).toContain('not run');
    expect(view({ chartStatus: 'loading', chartUpdateStartTime: 5 })).toContain('loading since <!-- -->5');
    expect(view({ chartStatus: 'failed', chartAlert: 'boom' })).toContain('failed: <!-- -->boom');
    expect(view({ chartStatus: 'stopped', chartAlert: 'halt' })).toContain('stopped: <!-- -->halt');
    expect(
      view({ chartStatus: 'success', ...answered, queriesResponse: [{ ...rows[0]!, data: [] }] }),
    ).toContain('no results');
  });

  it("puts the page's notice before any state, and its banner over an answer only", () => {
    expect(view({ chartStatus: 'loading' }, { notice: 'pick a metric' })).toContain('pick a metric');
    expect(view({ chartStatus: 'loading' }, { notice: 'pick a metric' })).not.toContain('loading');
    expect(view({ chartStatus: 'loading' }, { banner: 'stale' })).not.toContain('stale');
    const drawn = view({ chartStatus: 'success', ...answered }, { banner: 'stale' });
    expect(drawn).toContain('<b>stale</b>');
    expect(drawn).not.toContain('no results');
  });

  it('tells an answer without rows', () => {
    expect(isEmptyResponse(rows)).toBe(false);
    expect(isEmptyResponse([{ ...rows[0]!, data: [] }])).toBe(true);
  });
});
