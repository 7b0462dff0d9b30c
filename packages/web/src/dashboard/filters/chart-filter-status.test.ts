import { describe, expect, it } from 'vitest';
import { chartFilterStatus } from './chart-filter-status';

const filters = [
  {
    id: 'NATIVE_FILTER-c',
    name: 'Country',
    filterType: 'filter_select',
    targets: [{ datasetId: 1, column: { name: 'country' } }],
  },
  {
    id: 'NATIVE_FILTER-r',
    name: 'Region',
    filterType: 'filter_select',
    targets: [{ datasetId: 1, column: { name: 'region' } }],
  },
  { id: 'NATIVE_FILTER-t', name: 'Time', filterType: 'filter_time', targets: [{}] },
  { id: 'NATIVE_FILTER_DIVIDER-d', type: 'DIVIDER', name: 'Divider' },
];

describe('chartFilterStatus', () => {
  it('tells applied, incompatible, unset and out-of-scope filters and cross-filters apart', () => {
    const lines = chartFilterStatus({
      chartId: 5,
      filters,
      applied: {
        'NATIVE_FILTER-c': {
          extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
          filterState: { value: ['FR'], label: 'FR' },
        },
        'NATIVE_FILTER-r': {
          extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EU'] }] },
          filterState: { value: ['EU'] },
        },
        '9': {
          extraFormData: { filters: [{ col: 'product_line', op: 'IN', val: ['Cars'] }] },
          filterState: { value: [['Cars']], label: 'Cars' },
        },
      },
      scopes: new Map([
        ['NATIVE_FILTER-c', [5, 6]],
        ['NATIVE_FILTER-r', [5]],
        ['NATIVE_FILTER-t', [6]],
        ['9', [5, 6]],
      ]),
      rejectedColumns: new Set(['region']),
      chartTitles: new Map([[9, 'Sales by product']]),
    });
    expect(lines.map((l) => [l.name, l.status, l.label])).toEqual([
      ['Sales by product', 'applied', 'Cars'],
      ['Country', 'applied', 'FR'],
      ['Region', 'incompatible', 'EU'],
      ['Time', 'out-of-scope', ''],
    ]);
  });
});
