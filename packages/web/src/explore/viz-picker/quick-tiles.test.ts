import { describe, expect, it } from 'vitest';
import { quickTileTypes } from './quick-tiles';

describe('quickTileTypes', () => {
  it('offers line, bar, area, table, big number total and pie', () => {
    expect(quickTileTypes('table')).toEqual([
      'echarts_timeseries_line',
      'echarts_timeseries_bar',
      'echarts_area',
      'table',
      'big_number_total',
      'pie',
    ]);
  });

  it('adds the selected type and the rendered type when they are not among them', () => {
    expect(quickTileTypes('pivot_table_v2', 'big_number').slice(6)).toEqual(['pivot_table_v2', 'big_number']);
    expect(quickTileTypes('pie', 'pie')).toHaveLength(6);
  });
});
