import { describe, expect, it } from 'vitest';
import type { DashboardLayout } from '../layout-schema';
import type { NativeFilter } from '../metadata';
import {
  chartAncestors,
  chartsInScope,
  checkFilterConfiguration,
  crossFilterChartsInScope,
  dataMasksFromRison,
  extraFormDataForChart,
  findCascadeCycle,
  hydrateDataMasks,
  maskMergeOrder,
  mergeExtraFormData,
  parentExtraFormData,
  rangeDataMask,
  sameExtraFormData,
  scopeFromCheckedCharts,
  selectDataMask,
  splitPastedValues,
  tabsInScope,
  timeGrainDataMask,
  timeRangeDataMask,
} from './index';

const chart = (id: string, chartId: number) => ({
  id,
  type: 'CHART' as const,
  children: [],
  meta: { chartId },
});
/** ROOT > TABS > (TAB-a: charts 1, 2; TAB-b: chart 3). */
const tabbed: DashboardLayout = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-x'] },
  'TABS-x': { id: 'TABS-x', type: 'TABS', children: ['TAB-a', 'TAB-b'] },
  'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['ROW-1'] },
  'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['ROW-2'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'CHART-2'] },
  'ROW-2': { id: 'ROW-2', type: 'ROW', children: ['CHART-3'] },
  'CHART-1': chart('CHART-1', 1),
  'CHART-2': chart('CHART-2', 2),
  'CHART-3': chart('CHART-3', 3),
};

describe('mergeExtraFormData', () => {
  it('concatenates append keys and lets the later override win', () => {
    expect(
      mergeExtraFormData(
        { filters: [{ col: 'a', op: 'IN', val: [1] }], time_range: 'Last week', time_grain_sqla: 'P1D' },
        { filters: [{ col: 'b', op: '>=', val: 2 }], time_range: 'Last year' },
      ),
    ).toEqual({
      filters: [
        { col: 'a', op: 'IN', val: [1] },
        { col: 'b', op: '>=', val: 2 },
      ],
      time_range: 'Last year',
      time_grain_sqla: 'P1D',
    });
  });
  it('drops keys that are neither appended nor overridden', () => {
    expect(mergeExtraFormData({ unknown_key: 1 } as never, {})).toEqual({});
  });
  it('compares extra form data ignoring undefined keys and key order', () => {
    expect(sameExtraFormData({ time_range: 'x', filters: undefined }, { time_range: 'x' })).toBe(true);
    expect(sameExtraFormData({ time_range: 'x' }, { time_range: 'y' })).toBe(false);
  });
});

describe('emitted masks', () => {
  it('a select emits IN, or NOT IN when inverted, with a label', () => {
    expect(selectDataMask({ column: 'country', values: ['FR', null, true] })).toEqual({
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR', null, true] }] },
      filterState: { value: ['FR', null, true], label: 'FR, <NULL>, TRUE' },
    });
    const inverted = selectDataMask({ column: 'c', values: ['x'], inverseSelection: true });
    expect(inverted.extraFormData).toEqual({ filters: [{ col: 'c', op: 'NOT IN', val: ['x'] }] });
    expect(inverted.filterState?.label).toBe('x (excluded)');
  });
  it('a required empty select filters everything out; an optional one adds nothing', () => {
    expect(selectDataMask({ column: 'c', values: [], required: true }).extraFormData).toEqual({
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' }],
    });
    expect(selectDataMask({ column: 'c', values: null })).toEqual({
      extraFormData: {},
      filterState: { value: null },
    });
  });
  it('a range emits >= and <=, == for equal ends, and omits null ends', () => {
    expect(rangeDataMask('q', [1, 9])).toEqual({
      extraFormData: {
        filters: [
          { col: 'q', op: '>=', val: 1 },
          { col: 'q', op: '<=', val: 9 },
        ],
      },
      filterState: { value: [1, 9], label: '1 ≤ x ≤ 9' },
    });
    expect(rangeDataMask('q', [3, 3]).extraFormData).toEqual({ filters: [{ col: 'q', op: '==', val: 3 }] });
    expect(rangeDataMask('q', [5, null]).filterState?.label).toBe('x ≥ 5');
    expect(rangeDataMask('q', [9, 1]).filterState?.validateStatus).toBe('error');
  });
  it('time range and time grain emit override keys; No filter emits nothing', () => {
    expect(timeRangeDataMask('Last week').extraFormData).toEqual({ time_range: 'Last week' });
    expect(timeRangeDataMask('No filter').extraFormData).toEqual({});
    expect(timeGrainDataMask('P1M')).toEqual({
      extraFormData: { time_grain_sqla: 'P1M' },
      filterState: { value: ['P1M'], label: 'Month' },
    });
  });
  it('splits pasted values on comma, newline, tab and semicolon, trimmed and unique', () => {
    expect(splitPastedValues('a, b\nc\t;a;;d ')).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('scopes', () => {
  const ancestors = chartAncestors(tabbed);
  it('puts every chart under the root path in scope, minus the excluded', () => {
    expect(chartsInScope({ rootPath: ['ROOT_ID'], excluded: [2] }, ancestors)).toEqual([1, 3]);
    expect(chartsInScope({ rootPath: ['TAB-b'], excluded: [] }, ancestors)).toEqual([3]);
    expect(tabsInScope([1, 3], ancestors)).toEqual(['TAB-a', 'TAB-b']);
  });
  it('gives cross-filters the global scope minus the emitter unless the chart has its own', () => {
    expect(crossFilterChartsInScope(1, {}, ancestors)).toEqual([2, 3]);
    const own = {
      chart_configuration: { '1': { id: 1, crossFilters: { scope: { rootPath: ['TAB-a'], excluded: [] } } } },
    };
    expect(crossFilterChartsInScope(1, own, ancestors)).toEqual([2]);
  });
  it('turns checked charts into a root path and exclusions', () => {
    expect(scopeFromCheckedCharts([1], ancestors)).toEqual({ rootPath: ['ROW-1'], excluded: [2] });
    expect(scopeFromCheckedCharts([1, 3], ancestors)).toEqual({ rootPath: ['TABS-x'], excluded: [2] });
    expect(scopeFromCheckedCharts([], ancestors)).toEqual({ rootPath: [], excluded: [] });
  });
});

describe('extraFormDataForChart', () => {
  const masks = {
    'NATIVE_FILTER-a': {
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }], time_range: 'Last week' },
    },
    '12': { extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] } },
    'NATIVE_FILTER-b': { extraFormData: { time_range: 'Last year' } },
  };
  const scopes = new Map([
    ['NATIVE_FILTER-a', [1, 2, 12]],
    ['NATIVE_FILTER-b', [1, 12]],
  ]);
  it('merges cross-filters first, then native filters in order, for charts in their scope', () => {
    expect(maskMergeOrder(masks)).toEqual(['12', 'NATIVE_FILTER-a', 'NATIVE_FILTER-b']);
    expect(extraFormDataForChart({ chartId: 1, masks, scopes, allChartIds: [1, 2, 12] })).toEqual({
      filters: [
        { col: 'state', op: 'IN', val: ['CA'] },
        { col: 'country', op: 'IN', val: ['FR'] },
      ],
      time_range: 'Last year',
    });
  });
  it('leaves out filters whose scope excludes the chart, and a chart’s own cross-filter', () => {
    expect(extraFormDataForChart({ chartId: 2, masks, scopes, allChartIds: [1, 2, 12] }).time_range).toBe(
      'Last week',
    );
    expect(extraFormDataForChart({ chartId: 12, masks, scopes, allChartIds: [1, 2, 12] }).filters).toEqual([
      { col: 'country', op: 'IN', val: ['FR'] },
    ]);
  });
});

describe('configuration checks and cascades', () => {
  const filters: NativeFilter[] = [
    {
      id: 'NATIVE_FILTER-a',
      name: 'Country',
      filterType: 'filter_select',
      targets: [{ datasetId: 1, column: { name: 'country' } }],
    },
    {
      id: 'NATIVE_FILTER-b',
      name: 'State',
      filterType: 'filter_select',
      targets: [{ datasetId: 1, column: { name: 'state' } }],
      cascadeParentIds: ['NATIVE_FILTER-a'],
    },
  ];
  const datasets = new Map([[1, { columns: ['country', 'state'], temporalColumns: [] }]]);
  it('accepts a valid configuration', () => {
    expect(checkFilterConfiguration(filters, datasets)).toEqual([]);
  });
  it('names unknown datasets, unknown columns and cycles', () => {
    const bad: NativeFilter[] = [
      {
        ...filters[0],
        targets: [{ datasetId: 9, column: { name: 'country' } }],
        cascadeParentIds: ['NATIVE_FILTER-b'],
      },
      { ...filters[1], targets: [{ datasetId: 1, column: { name: 'nope' } }] },
    ];
    expect(findCascadeCycle(bad)).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER-b', 'NATIVE_FILTER-a']);
    expect(checkFilterConfiguration(bad, datasets).map((p) => p.message)).toEqual([
      'The dataset of Country (id 9) does not exist or is not on this dashboard.',
      'State filters column "nope", which its dataset does not have.',
      'Parent filters go round in a circle: Country → State → Country.',
    ]);
  });
  it('gives a child the selected values of its parents', () => {
    const selected = { 'NATIVE_FILTER-a': selectDataMask({ column: 'country', values: ['FR'] }) };
    expect(parentExtraFormData(filters[1] as NativeFilter, filters, selected)).toEqual({
      filters: [{ col: 'country', op: 'IN', val: ['FR'] }],
    });
  });
});

describe('hydration from the address', () => {
  it('reads rison masks and ignores malformed entries with a message', () => {
    const parsed = dataMasksFromRison(
      "(NATIVE_FILTER-a1:(id:NATIVE_FILTER-a1,extraFormData:(filters:!((col:country,op:IN,val:!(FR,DE)))),filterState:(value:!(FR,DE))),NATIVE_FILTER-x:(extraFormData:(filters:'oops')))",
    );
    expect(parsed.masks['NATIVE_FILTER-a1']?.filterState?.value).toEqual(['FR', 'DE']);
    expect(parsed.masks['NATIVE_FILTER-x']).toBeUndefined();
    expect(parsed.problems).toEqual([
      'The value of filter NATIVE_FILTER-x is malformed at extraFormData.filters and was ignored.',
    ]);
    expect(dataMasksFromRison('(((').problems[0]).toContain('not valid rison');
  });
  it('starts each filter from its default, overridden by the incoming value; cross-filters start empty', () => {
    const masks = hydrateDataMasks({
      filters: [
        {
          id: 'NATIVE_FILTER-a',
          defaultDataMask: {
            extraFormData: { time_range: 'Last week' },
            filterState: { value: 'Last week' },
          },
        },
        { id: 'NATIVE_FILTER-b' },
        { id: 'NATIVE_FILTER_DIVIDER-c', type: 'DIVIDER' },
      ],
      metadata: { chart_configuration: { '7': { id: 7 } } },
      incoming: {
        'NATIVE_FILTER-b': { extraFormData: { time_grain_sqla: 'P1M' } },
        '7': { extraFormData: { filters: [] } },
      },
    });
    expect(Object.keys(masks)).toEqual(['7', 'NATIVE_FILTER-a', 'NATIVE_FILTER-b']);
    expect(masks['NATIVE_FILTER-a']?.extraFormData).toEqual({ time_range: 'Last week' });
    expect(masks['NATIVE_FILTER-b']?.extraFormData).toEqual({ time_grain_sqla: 'P1M' });
    expect(masks['7']).toEqual({ id: '7', extraFormData: {}, filterState: {}, ownState: {} });
  });
});

describe('cross-filter masks', () => {
  it('emits one IN clause per clicked dimension, and clears when the same item is clicked again', async () => {
    const { crossFilterDataMask } = await import('./emit');
    const mask = crossFilterDataMask({ country: 'FR', year: 2020 }, undefined);
    expect(mask).toEqual({
      extraFormData: {
        filters: [
          { col: 'country', op: 'IN', val: ['FR'] },
          { col: 'year', op: 'IN', val: [2020] },
        ],
      },
      filterState: { value: [['FR', 2020]], selectedValues: ['FR, 2020'], label: 'FR, 2020' },
    });
    expect(crossFilterDataMask({ country: 'FR', year: 2020 }, mask ?? undefined)).toBeNull();
    expect(crossFilterDataMask({ country: 'DE', year: 2020 }, mask ?? undefined)?.filterState?.label).toBe(
      'DE, 2020',
    );
  });
});
