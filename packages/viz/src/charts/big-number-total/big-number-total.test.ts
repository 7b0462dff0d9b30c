import { describe, expect, it } from 'vitest';
import { buildBigNumberTotalQuery } from './build-query';
import { bigNumberTotalFormDataSchema } from './form-data';
import { NO_DATA_TEXT, transformBigNumberTotalProps } from './transform-props';

const parse = (extra: Record<string, unknown>) =>
  bigNumberTotalFormDataSchema.parse({
    datasource: '22__table',
    viz_type: 'big_number_total',
    metric: 'count',
    ...extra,
  });

describe('Big Number', () => {
  it('asks for the one metric over the filtered rows', () => {
    const [query] = buildBigNumberTotalQuery(
      parse({
        adhoc_filters: [
          {
            expressionType: 'SIMPLE',
            clause: 'WHERE',
            subject: 'ds',
            operator: 'TEMPORAL_RANGE',
            comparator: 'No filter',
          },
        ],
      }),
    ).queries;
    expect(query).toMatchObject({
      metrics: ['count'],
      columns: [],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }],
      post_processing: [],
    });
  });

  it('formats the value with y_axis_format and the currency', () => {
    const props = transformBigNumberTotalProps({
      formData: parse({
        y_axis_format: '.3s',
        currency_format: { symbol: 'USD', symbolPosition: 'prefix' },
        subheader: 'Revenue',
      }),
      queriesData: [{ colnames: ['count'], coltypes: [0], data: [{ count: 12345 }] }],
      width: 300,
      height: 200,
    });
    expect(props).toMatchObject({
      bigNumber: 12345,
      formattedBigNumber: '$ 12.3k',
      subheader: 'Revenue',
      headerFontSize: 0.4,
      subheaderFontSize: 0.15,
    });
  });

  it('formats a temporal metric as a date', () => {
    const props = transformBigNumberTotalProps({
      formData: parse({ metric: 'MAX(ds)', time_format: '%Y-%m-%d' }),
      queriesData: [{ colnames: ['MAX(ds)'], coltypes: [2], data: [{ 'MAX(ds)': Date.UTC(2021, 4, 3) }] }],
      width: 1,
      height: 1,
    });
    expect(props.formattedBigNumber).toBe('2021-05-03');
  });

  it('says there is no data when the value is missing', () => {
    expect(
      transformBigNumberTotalProps({ formData: parse({}), queriesData: [], width: 1, height: 1 })
        .formattedBigNumber,
    ).toBe(NO_DATA_TEXT);
  });
});
