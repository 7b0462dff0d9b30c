import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CrossFilterHostContext } from '../../components/chart-context';
import type { ChartDataResult } from '../../plugin';
import { clickedCellValues, isSelectedCell } from './cross-filter';
import { tableFormDataSchema } from './form-data';
import TableChart from './TableChart';
import { transformTableProps } from './transform-props';

const result: ChartDataResult = {
  colnames: ['country', 'deal_size', 'count'],
  coltypes: [1, 1, 0],
  data: [
    { country: 'France', deal_size: 'Small', count: 3 },
    { country: 'Spain', deal_size: 'Large', count: 5 },
  ],
};
const props = transformTableProps({
  formData: tableFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['country', 'deal_size'],
    metrics: ['count'],
  }),
  queriesData: [result],
  width: 600,
  height: 300,
});
const column = (key: string) => props.columns.find((c) => c.key === key);

describe('table cross-filters', () => {
  it('sends a dimension cell its own value, and a metric cell every dimension of its row', () => {
    const row = result.data[0] as Record<string, unknown>;
    const country = column('country');
    const count = column('count');
    if (!country || !count) throw new Error('columns missing');
    expect(clickedCellValues(props.columns, row, country)).toEqual({ country: 'France' });
    expect(clickedCellValues(props.columns, row, count)).toEqual({ country: 'France', deal_size: 'Small' });
  });

  it('knows a selected cell by column and value, numbers and text alike', () => {
    const selection = [
      { col: 'country', val: ['France'] },
      { col: 'year', val: [2004] },
    ];
    expect(isSelectedCell(selection, 'country', 'France')).toBe(true);
    expect(isSelectedCell(selection, 'country', 'Spain')).toBe(false);
    expect(isSelectedCell(selection, 'deal_size', 'France')).toBe(false);
    expect(isSelectedCell(selection, 'year', '2004')).toBe(true);
  });

  it('on a dashboard, draws dimension cells clickable and the cross-filtered value highlighted', () => {
    const html = renderToString(
      <CrossFilterHostContext.Provider value={{ selection: [{ col: 'country', val: ['Spain'] }] }}>
        <TableChart {...props} />
      </CrossFilterHostContext.Provider>,
    );
    expect(html.match(/data-selected="true"/g)).toHaveLength(1);
    expect(html).toMatch(/data-selected="true"[^>]*>Spain</);
    expect(html).toContain('cursor:pointer');
  });

  it('elsewhere (explore), offers no click and highlights nothing', () => {
    const html = renderToString(<TableChart {...props} />);
    expect(html).not.toContain('cursor:pointer');
    expect(html).not.toContain('data-selected');
  });
});
