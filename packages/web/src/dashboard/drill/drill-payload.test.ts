import { describe, expect, it } from 'vitest';
import type { QueryContext } from '@meridian/core';
import { drillDetailPayload, pointFilters, samplesUrl } from './drill-payload';

describe('drill to detail', () => {
  it('keeps the chart’s filters and WHERE, drops HAVING, and adds the clicked point', () => {
    const context = {
      datasource: { id: 3, type: 'table' },
      queries: [
        {
          filters: [{ col: 'country', op: 'IN', val: ['FR'], isExtra: true }],
          extras: { where: '(qty > 1)', having: '(SUM(x) > 2)' },
          granularity: 'order_date',
        },
      ],
    } as unknown as QueryContext;
    const points = pointFilters({ product_line: "Vintage 'Cars'", year: 2004 });
    expect(points.map((p) => p.formattedVal)).toEqual(["Vintage 'Cars'", '2004']);
    expect(drillDetailPayload(context, points)).toEqual({
      filters: [
        { col: 'country', op: 'IN', val: ['FR'], isExtra: true },
        { col: 'product_line', op: '==', val: "Vintage 'Cars'" },
        { col: 'year', op: '==', val: 2004 },
      ],
      extras: { where: '(qty > 1)' },
      granularity: 'order_date',
    });
    expect(samplesUrl(3, 2, 7)).toBe(
      '/datasource/samples?datasource_type=table&datasource_id=3&force=false&per_page=50&page=2&dashboard_id=7',
    );
  });
});
