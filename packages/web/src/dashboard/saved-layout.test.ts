import type { DashboardChart, DashboardLayout } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { chartTitlesOf } from './saved-layout';

const chart = (id: number, name: string) => ({ id, slice_name: name }) as DashboardChart;

describe('chartTitlesOf', () => {
  it("names a chart by the layout's override, else by its own name (Superset's cross-filter names)", () => {
    const layout: DashboardLayout = {
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['CHART-a', 'CHART-b'], parents: ['ROOT_ID'] },
      'CHART-a': {
        id: 'CHART-a',
        type: 'CHART',
        children: [],
        meta: {
          chartId: 120,
          sliceName: 'Overall Sales (By Product Line)',
          sliceNameOverride: 'Total Revenue By Product',
        },
      },
      'CHART-b': { id: 'CHART-b', type: 'CHART', children: [], meta: { chartId: 7 } },
    };
    const charts = new Map([
      [120, chart(120, 'Overall Sales (By Product Line)')],
      [7, chart(7, 'Orders')],
      [9, chart(9, 'Not placed')],
    ]);
    expect(chartTitlesOf(layout, charts)).toEqual(
      new Map([
        [120, 'Total Revenue By Product'],
        [7, 'Orders'],
        [9, 'Not placed'],
      ]),
    );
  });
});
