import { describe, expect, it } from 'vitest';
import type { VizMetadata } from '../plugin';
import { DEFAULT_VIZ_PLUGINS } from '../registry';
import {
  filterVizTypes,
  keepsSelection,
  PICKER_SEARCH_OPTIONS,
  QUICK_VIZ_TYPES,
  searchVizTypes,
  sortVizTypes,
  vizCategories,
} from './viz-picker';

const entry = (vizType: string, meta: Partial<VizMetadata>) => ({
  vizType,
  metadata: {
    name: vizType,
    category: 'Evolution',
    tags: [],
    description: '',
    behaviors: [],
    deprecated: false,
    ...meta,
  },
});

describe('viz picker', () => {
  it('searches with the spec settings: threshold 0.3, name 4, tags 2, description 1', () => {
    expect(PICKER_SEARCH_OPTIONS.threshold).toBe(0.3);
    expect(PICKER_SEARCH_OPTIONS.keys.map((k) => [k.name, k.weight])).toEqual([
      ['name', 4],
      ['tags', 2],
      ['description', 1],
    ]);
  });

  it('ranks a name match above a tag match above a description match', () => {
    const entries = [
      entry('by_desc', { name: 'Alpha', description: 'a funnel of stages' }),
      entry('by_tag', { name: 'Beta', tags: ['Funnel'] }),
      entry('by_name', { name: 'Funnel' }),
    ];
    expect(searchVizTypes(entries, 'funnel').map((e) => e.vizType)).toEqual(['by_name', 'by_tag', 'by_desc']);
  });

  it('moves FEATURED types up and DEPRECATED types down among equal matches', () => {
    const entries = [
      entry('old', { name: 'Line Chart', label: 'DEPRECATED' }),
      entry('plain', { name: 'Line Chart' }),
      entry('star', { name: 'Line Chart', label: 'FEATURED' }),
    ];
    expect(searchVizTypes(entries, 'line chart').map((e) => e.vizType)).toEqual(['star', 'plain', 'old']);
  });

  it('keeps gallery order among equal matches, whatever order the entries come in', () => {
    const entries = [
      entry('zeta', { name: 'Zeta', tags: ['Time'] }),
      entry('echarts_timeseries_bar', { name: 'Bar', tags: ['Time'] }),
      entry('alpha', { name: 'Alpha', tags: ['Time'] }),
      entry('echarts_timeseries_line', { name: 'Line', tags: ['Time'] }),
    ];
    // Popular types first in their gallery order (line before bar), then the rest by name.
    const expected = ['echarts_timeseries_line', 'echarts_timeseries_bar', 'alpha', 'zeta'];
    expect(searchVizTypes(entries, 'time').map((e) => e.vizType)).toEqual(expected);
    expect(searchVizTypes([...entries].reverse(), 'time').map((e) => e.vizType)).toEqual(expected);
  });

  it('finds the shipped charts by name and tag, and nothing for blank text', () => {
    expect(searchVizTypes(DEFAULT_VIZ_PLUGINS, 'pie')[0]?.vizType).toBe('pie');
    expect(
      searchVizTypes(DEFAULT_VIZ_PLUGINS, 'big number')
        .slice(0, 2)
        .map((p) => p.vizType)
        .sort(),
    ).toEqual(['big_number', 'big_number_total']);
    expect(searchVizTypes(DEFAULT_VIZ_PLUGINS, '   ')).toEqual([]);
    expect(searchVizTypes(DEFAULT_VIZ_PLUGINS, 'zzqqxx')).toEqual([]);
  });

  it('lists popular types first, in their order', () => {
    expect(
      sortVizTypes(DEFAULT_VIZ_PLUGINS)
        .slice(0, 4)
        .map((p) => p.vizType),
    ).toEqual(['big_number', 'big_number_total', 'table', 'pivot_table_v2']);
  });

  it('offers quick tiles for line, bar, area, table, big number total and pie', () => {
    const shipped = new Set(DEFAULT_VIZ_PLUGINS.map((p) => p.vizType));
    expect(QUICK_VIZ_TYPES.every((t) => shipped.has(t))).toBe(true);
  });

  it('lists categories by name with Other last', () => {
    expect(
      vizCategories([
        entry('a', { category: 'Other' }),
        entry('b', { category: 'Table' }),
        entry('c', { category: 'KPI' }),
      ]),
    ).toEqual(['KPI', 'Table', 'Other']);
    const shipped = vizCategories(DEFAULT_VIZ_PLUGINS);
    expect(shipped).toEqual(expect.arrayContaining(['Evolution', 'KPI', 'Part of a Whole', 'Table']));
    expect(shipped.indexOf('Other')).toBe(shipped.length - 1);
  });

  it('filters by category or tag, and keeps the selection only when it belongs', () => {
    const pie = DEFAULT_VIZ_PLUGINS.find((p) => p.vizType === 'pie');
    const kpis = filterVizTypes(DEFAULT_VIZ_PLUGINS, { kind: 'category', value: 'KPI' });
    expect(kpis.map((p) => p.vizType)).toEqual(expect.arrayContaining(['big_number', 'big_number_total']));
    expect(kpis.every((p) => p.metadata.category === 'KPI')).toBe(true);
    expect(keepsSelection(pie, { kind: 'tag', value: 'ECharts' })).toBe(true);
    expect(keepsSelection(pie, { kind: 'category', value: 'Table' })).toBe(false);
    expect(keepsSelection(undefined, { kind: 'all' })).toBe(false);
  });
});
