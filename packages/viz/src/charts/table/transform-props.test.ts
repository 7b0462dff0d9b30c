import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../../plugin';
import { tableFormDataSchema } from './form-data';
import { cellBarBackground, searchRows, transformTableProps } from './transform-props';

const parse = (extra: Record<string, unknown>) =>
  tableFormDataSchema.parse({
    datasource: '3__table',
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['country', 'ds'],
    metrics: ['sales'],
    ...extra,
  });
const result: ChartDataResult = {
  colnames: ['country', 'ds', 'sales', '%sales'],
  coltypes: [1, 2, 0, 0],
  data: [
    { country: 'FR', ds: Date.UTC(2020, 0, 1), sales: 1234.5, '%sales': 0.25 },
    { country: 'DE', ds: Date.UTC(2020, 1, 1), sales: -100, '%sales': 0.75 },
  ],
};

describe('table transformProps', () => {
  it('formats each column by its type and settings', () => {
    const props = transformTableProps({
      formData: parse({
        percent_metrics: ['sales'],
        table_timestamp_format: '%Y-%m-%d',
        column_config: { sales: { d3NumberFormat: ',.1f' } },
      }),
      queriesData: [result],
      width: 600,
      height: 400,
    });
    const [country, ds, sales, percent] = props.columns;
    expect(country?.format('FR')).toBe('FR');
    expect(ds?.format(Date.UTC(2020, 0, 1))).toBe('2020-01-01');
    expect(sales?.format(1234.5)).toBe('1,234.5');
    expect(percent?.format(0.25)).toBe('25.000%');
    expect(sales?.format(null)).toBe('N/A');
    expect([country?.align, sales?.align]).toEqual(['left', 'right']);
    expect(sales?.isMetric && percent?.isMetric).toBe(true);
  });

  it('uses the dataset verbose names and saved metric formats', () => {
    const props = transformTableProps({
      formData: parse({}),
      queriesData: [result],
      width: 1,
      height: 1,
      datasource: { verboseMap: { country: 'Country' }, columnFormats: { sales: '$,.2f' } },
    });
    expect(props.columns[0]?.label).toBe('Country');
    expect(props.columns[2]?.format(1234.5)).toBe('$1,234.50');
  });

  it('colours cells by conditional formatting', () => {
    const props = transformTableProps({
      formData: parse({
        conditional_formatting: [{ column: 'sales', operator: '<', targetValue: 0, colorScheme: 'red' }],
      }),
      queriesData: [result],
      width: 1,
      height: 1,
    });
    const sales = props.columns[2];
    expect(sales?.background(-100)).toBe('rgba(224,67,85,1)');
    expect(sales?.background(1234.5)).toBeUndefined();
  });

  it('reads the totals row and the server row count from the extra queries', () => {
    const totals: ChartDataResult = { colnames: ['sales'], coltypes: [0], data: [{ sales: 1134.5 }] };
    const count: ChartDataResult = { colnames: ['rowcount'], coltypes: [0], data: [{ rowcount: 42 }] };
    const props = transformTableProps({
      formData: parse({ show_totals: true, server_pagination: true }),
      queriesData: [result, count, totals],
      width: 1,
      height: 1,
      ownState: { currentPage: 1 },
    });
    expect(props).toMatchObject({
      totals: { sales: 1134.5 },
      rowCount: 42,
      serverPagination: true,
      pageSize: 10,
      currentPage: 1,
    });
  });

  it('pages on the client with page_length, all rows when 0', () => {
    expect(
      transformTableProps({
        formData: parse({ page_length: '15' }),
        queriesData: [result],
        width: 1,
        height: 1,
      }).pageSize,
    ).toBe(15);
    expect(
      transformTableProps({ formData: parse({}), queriesData: [result], width: 1, height: 1 }).rowCount,
    ).toBe(2);
  });

  it('searches formatted cells, case-insensitively', () => {
    const props = transformTableProps({ formData: parse({}), queriesData: [result], width: 1, height: 1 });
    expect(searchRows(props.rows, props.columns, 'de')).toEqual([result.data[1]]);
    expect(searchRows(props.rows, props.columns, '  ')).toBe(props.rows);
  });

  it('draws cell bars from zero, red below and green above with color_pn', () => {
    const props = transformTableProps({ formData: parse({}), queriesData: [result], width: 1, height: 1 });
    const [country, , sales] = props.columns;
    if (!sales || !country) throw new Error('columns missing');
    expect(sales.barRange).toEqual([-100, 1234.5]);
    expect(cellBarBackground(sales, -100)).toContain('rgba(224,67,85,0.35)');
    expect(cellBarBackground(sales, 1234.5)).toContain('rgba(90,193,137,0.35)');
    expect(cellBarBackground(country, 'FR')).toBeUndefined();
  });
});
