import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../../plugin';
import { tableFormDataSchema } from './form-data';
import TableChart from './TableChart';
import { transformTableProps } from './transform-props';

const ROWS = 100_000;
const result: ChartDataResult = {
  colnames: ['id', 'region', 'amount'],
  coltypes: [0, 1, 0],
  data: Array.from({ length: ROWS }, (_, i) => ({ id: i, region: `region ${i}`, amount: i * 1.5 })),
};

describe('Table renderer', () => {
  it('puts only the rows in view of 100,000 into the DOM, in a body as tall as all of them', () => {
    const props = transformTableProps({
      formData: tableFormDataSchema.parse({
        datasource: '1__table',
        viz_type: 'table',
        query_mode: 'raw',
        all_columns: ['id', 'region', 'amount'],
        show_cell_bars: true,
      }),
      queriesData: [result],
      width: 800,
      height: 600,
    });
    expect(props.rows).toHaveLength(ROWS);
    const html = renderToString(<TableChart {...props} />);
    const rows = html.match(/role="row"/g) ?? [];
    // A header row and the first screen of rows (600 px of 32 px rows) plus a little overscan.
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.length).toBeLessThan(60);
    expect(html).toContain('>region 0<');
    expect(html).not.toContain('>region 99999<');
    // The scrolled body is as tall as every row, so a person can scroll to the last one.
    expect(html).toContain(`height:${ROWS * 32}px`);
  });
});
