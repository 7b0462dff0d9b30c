import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../../plugin';
import { buildPopKpiQuery } from './build-query';
import { popKpiFormDataSchema } from './form-data';
import { percentChange, sumPeriods, transformPopKpiProps } from './transform-props';

const LAST_YEAR = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'ds',
  operator: 'TEMPORAL_RANGE',
  comparator: 'Last year',
};
const parse = (extra: Record<string, unknown>) =>
  popKpiFormDataSchema.parse({
    datasource: '3__table',
    viz_type: 'pop_kpi',
    metric: 'count',
    adhoc_filters: [LAST_YEAR],
    time_compare: '1 year ago',
    ...extra,
  });
const result = (row: Record<string, unknown>): ChartDataResult => ({
  colnames: Object.keys(row),
  coltypes: Object.keys(row).map(() => 0),
  data: [row],
});
const draw = (extra: Record<string, unknown>, row: Record<string, unknown>) =>
  transformPopKpiProps({ formData: parse(extra), queriesData: [result(row)], width: 400, height: 300 });

describe('Big Number with Time Period Comparison', () => {
  it('asks the server for the compared period as a time offset', () => {
    const query = buildPopKpiQuery(parse({})).queries[0];
    expect(query?.metrics).toEqual(['count']);
    expect(query?.columns).toEqual([]);
    expect(query?.time_offsets).toEqual(['1 year ago']);
    expect(query?.filters).toEqual([{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' }]);
    expect(buildPopKpiQuery(parse({ time_compare: ['inherit'] })).queries[0]?.time_offsets).toEqual([
      'inherit',
    ]);
  });

  it('sends the start date of a custom period', () => {
    const fd = parse({ time_compare: 'custom', start_date_offset: '2020-01-01' });
    expect(buildPopKpiQuery(fd).queries[0]?.time_offsets).toEqual(['2020-01-01']);
  });

  it("reads the old time_comparison codes as Superset's migration does", () => {
    expect(parse({ time_compare: undefined, time_comparison: 'y' }).time_compare).toBe('1 year ago');
    expect(parse({ time_compare: undefined, time_comparison: 'r' }).time_compare).toBe('inherit');
  });

  it('sums the metric and its offset column over every row', () => {
    const rows = [
      { count: 10, 'count__1 year ago': 4 },
      { count: 5, 'count__1 year ago': null },
    ];
    expect(sumPeriods(rows, 'count', '1 year ago')).toEqual({ current: 15, previous: 4 });
  });

  it('computes the change as Superset does when a side is zero', () => {
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBe(1);
    expect(percentChange(0, 5)).toBe(-1);
    expect(percentChange(-50, -100)).toBe(0.5);
    expect(percentChange(120, 100)).toBeCloseTo(0.2, 10);
  });

  it('shows the value, the previous value, the delta and the percent change', () => {
    const props = draw({ percentDifferenceFormat: '.1%' }, { count: 120, 'count__1 year ago': 100 });
    expect(props.bigNumber).toBe('120');
    expect(props.comparisons.map((c) => [c.label, c.text])).toEqual([
      ['#', '100'],
      ['△', '20'],
      ['%', '20.0%'],
    ]);
    expect(props.changeTone).toBe('neutral');
  });

  it('colours an increase green or red by the comparison scheme', () => {
    const row = { count: 80, 'count__1 year ago': 100 };
    expect(draw({ comparison_color_enabled: true }, row).changeTone).toBe('bad');
    expect(draw({ comparison_color_enabled: true, comparison_color_scheme: 'Red' }, row).changeTone).toBe(
      'good',
    );
  });

  it('hides and renames comparison values by column_config', () => {
    const props = draw(
      {
        column_config: {
          Delta: { visible: false },
          'Previous value': { customColumnName: 'Last year' },
          'Percent change': { displayTypeIcon: false },
        },
      },
      { count: 1, 'count__1 year ago': 1 },
    );
    expect(props.comparisons.map((c) => [c.key, c.label])).toEqual([
      ['Previous value', 'Last year'],
      ['Percent change', null],
    ]);
  });

  it('explains what is missing when no period is chosen', () => {
    expect(() => draw({ time_compare: null }, { count: 1 })).toThrow(/Choose the period to compare with/);
  });

  it('shows zeros for an empty result', () => {
    const props = transformPopKpiProps({
      formData: parse({}),
      queriesData: [{ colnames: [], coltypes: [], data: [] }],
      width: 100,
      height: 100,
    });
    expect(props.bigNumber).toBe('0');
    expect(props.percentChange).toBe(0);
  });
});
