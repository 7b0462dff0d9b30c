import { describe, expect, it } from 'vitest';
import { chartAddExplorePath, datasetSearchRequest } from './chart-add';

describe('the chart-creation page', () => {
  it("opens explore with Superset's viz_type and datasource parameters", () => {
    expect(chartAddExplorePath(3, 'echarts_timeseries_line')).toBe(
      '/explore/?viz_type=echarts_timeseries_line&datasource=3__table',
    );
  });

  it('searches datasets by a name that contains the text, and lists all without one', () => {
    expect(datasetSearchRequest(' birth ').filters).toEqual([
      { col: 'table_name', opr: 'ct', value: 'birth' },
    ]);
    expect(datasetSearchRequest('').filters).toEqual([]);
  });
});
