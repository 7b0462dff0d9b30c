import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../../plugin';
import { buildTimeTableQuery, GROUPED_SINGLE_METRIC } from './build-query';
import { timeTableFormDataSchema, type TimeSeriesColumn } from './form-data';
import {
  rowLink,
  sparkWidthLimit,
  transformTimeTableProps,
  type TimeTableValueCell,
} from './transform-props';
import {
  averageValue,
  cellValue,
  colorFromBounds,
  contributionValue,
  sparklineValues,
  timeValue,
  type TimeEntry,
} from './values';

const t = (i: number) => Date.UTC(2024, i, 1);
// Oldest first: A = 10, 20, 30, 40; B = 5, null, 15, 10.
const entries: TimeEntry[] = [
  { time: t(0), values: { A: 10, B: 5 } },
  { time: t(1), values: { A: 20, B: null } },
  { time: t(2), values: { A: 30, B: 15 } },
  { time: t(3), values: { A: 40, B: 10 } },
];
const newest = [...entries].reverse();
const col = (c: Partial<TimeSeriesColumn>): TimeSeriesColumn => ({
  bounds: [null, null],
  yAxisBounds: [null, null],
  ...c,
});

describe('Time-series Table: cell values (hand-computed)', () => {
  it('time columns read the lagged value, or compare the newest with it', () => {
    expect(timeValue('A', newest, col({ timeLag: 1 })).value).toBe(30);
    expect(timeValue('A', newest, col({ timeLag: 1, comparisonType: 'diff' })).value).toBe(10);
    expect(timeValue('A', newest, col({ timeLag: 1, comparisonType: 'perc' })).value).toBeCloseTo(4 / 3, 12);
    expect(timeValue('A', newest, col({ timeLag: 1, comparisonType: 'perc_change' })).value).toBeCloseTo(
      1 / 3,
      12,
    );
    // A negative lag counts from the oldest point: -1 is the oldest.
    expect(timeValue('A', newest, col({ timeLag: -1, comparisonType: 'diff' })).value).toBe(30);
    expect(timeValue('B', newest, col({ timeLag: 2 })).value).toBeNull();
  });

  it("says when the lag is longer than the data, in Superset's words", () => {
    expect(timeValue('A', newest, col({ timeLag: 4 })).message).toBe(
      'The time lag set at 4 is too large for the length of data at 4. No data available.',
    );
  });

  it('contribution is the newest value over the newest total; average skips nulls', () => {
    expect(contributionValue('A', newest).value).toBe(0.8);
    expect(averageValue('A', newest, col({ timeLag: 2 })).value).toBe(35);
    expect(averageValue('B', newest, col({ timeLag: 3 })).value).toBe(12.5);
    expect(cellValue('B', newest, col({})).value).toBe(10);
  });

  it('sparklines plot values, or ratios to N periods before', () => {
    expect(sparklineValues('A', entries, col({}))).toEqual([10, 20, 30, 40]);
    const ratios = sparklineValues('A', entries, col({ timeRatio: '1' }));
    expect(ratios.map((r) => r?.toFixed(4))).toEqual(['2.0000', '1.5000', '1.3333']);
    expect(sparklineValues('B', entries, col({ timeRatio: 1 }))).toEqual([null, null, 10 / 15]);
  });

  it('colours by bounds: red, grey at the middle, blue; one bound splits in two', () => {
    expect(colorFromBounds(0, [0, 100])).toBe('#ca0020');
    expect(colorFromBounds(50, [0, 100])).toBe('#b3b3b3');
    expect(colorFromBounds(100, [0, 100])).toBe('#0571b0');
    expect(colorFromBounds(12, [10, null])).toBe('#0571b0');
    expect(colorFromBounds(5, [10, null])).toBe('#ca0020');
    expect(colorFromBounds(5, [null, 10])).toBe('#0571b0');
    expect(colorFromBounds(5, [null, null])).toBeNull();
  });
});

const parse = (extra: Record<string, unknown>) =>
  timeTableFormDataSchema.parse({
    datasource: '4__table',
    viz_type: 'time_table',
    granularity_sqla: 'order_date',
    time_grain_sqla: 'P1M',
    metrics: ['sum__sales'],
    column_collection: [
      { key: 'now', label: 'Now', colType: 'time', timeLag: 0, d3format: ',d' },
      {
        key: 'yoy',
        label: 'vs last',
        colType: 'time',
        timeLag: 1,
        comparisonType: 'perc_change',
        d3format: '.1%',
        bounds: [-1, 1],
      },
      { key: 'trend', label: 'Trend', colType: 'spark' },
    ],
    ...extra,
  });

describe('Time-series Table: query and props', () => {
  it('asks for a time series of the metric by the dimension, ordered by the first metric', () => {
    const query = buildTimeTableQuery(parse({ groupby: ['region'], limit: 10 })).queries[0];
    expect(query).toMatchObject({
      is_timeseries: true,
      granularity: 'order_date',
      columns: ['region'],
      metrics: ['sum__sales'],
      series_columns: ['region'],
      series_limit: 10,
      orderby: [['sum__sales', true]],
      extras: { time_grain_sqla: 'P1M' },
    });
    expect(buildTimeTableQuery(parse({ order_desc: true })).queries[0]?.orderby).toEqual([
      ['sum__sales', false],
    ]);
  });

  it('pivots rows by time: one row per dimension value, cells by column', () => {
    const result: ChartDataResult = {
      colnames: ['__timestamp', 'region', 'sum__sales'],
      coltypes: [2, 1, 0],
      data: [
        { __timestamp: t(0), region: 'EMEA', sum__sales: 100 },
        { __timestamp: t(1), region: 'EMEA', sum__sales: 150 },
        { __timestamp: t(0), region: 'APAC', sum__sales: 80 },
        { __timestamp: t(1), region: 'APAC', sum__sales: 60 },
      ],
    };
    const props = transformTimeTableProps({
      formData: parse({ groupby: ['region'] }),
      queriesData: [result],
      width: 600,
      height: 300,
    });
    expect(props.rowHeader).toBe('region');
    expect(props.rows.map((r) => r.name)).toEqual(['APAC', 'EMEA']);
    const emea = props.rows[1]?.cells;
    expect((emea?.['now'] as TimeTableValueCell).text).toBe('150');
    expect((emea?.['yoy'] as TimeTableValueCell).text).toBe('50.0%');
    expect((props.rows[0]?.cells['yoy'] as TimeTableValueCell).value).toBeCloseTo(-0.25, 12);
    expect(emea?.['trend']).toMatchObject({
      kind: 'spark',
      points: [100, 150],
      times: [t(0), t(1)],
      // 600 px less the name (120), two value columns (80 each), the sparkline's padding and a scrollbar (16 each).
      width: 288,
      height: 50,
    });
    expect(props.sortByFirstColumn).toBe(true);
  });

  it('narrows sparklines so the value columns fit a narrow card (issue 18: the lag column was out of sight)', () => {
    const columns = parse({}).column_collection; // two value columns and a sparkline of 300 px
    expect(sparkWidthLimit(1200, columns)).toBe(888);
    expect(sparkWidthLimit(400, columns)).toBe(88);
    expect(sparkWidthLimit(300, columns)).toBe(60);
    expect(sparkWidthLimit(300, [])).toBe(Number.POSITIVE_INFINITY);
  });

  it('explains several metrics with a dimension, and a table without columns', () => {
    const result: ChartDataResult = { colnames: [], coltypes: [], data: [] };
    expect(() =>
      transformTimeTableProps({
        formData: parse({ groupby: ['r'], metrics: ['a', 'b'] }),
        queriesData: [result],
        width: 1,
        height: 1,
      }),
    ).toThrow(GROUPED_SINGLE_METRIC);
    expect(() =>
      transformTimeTableProps({
        formData: parse({ column_collection: [] }),
        queriesData: [result],
        width: 1,
        height: 1,
      }),
    ).toThrow('Add at least one time series column');
  });

  it('links row names through the URL template, never to script URLs', () => {
    expect(rowLink('https://x.test/?m={{ metric }}', 'a b')).toBe('https://x.test/?m=a%20b');
    expect(rowLink('javascript:alert({{metric}})', 'a')).toBeNull();
    expect(rowLink('', 'a')).toBeNull();
  });
});
