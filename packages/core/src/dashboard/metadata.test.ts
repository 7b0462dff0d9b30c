import { describe, expect, it } from 'vitest';
import { remapLayoutChartIds, remapMetadataChartIds } from './chart-ids';
import { dashboardMetadataSchema } from './metadata';
import { simpleLayout } from './test-fixtures/layouts';

/** The json_metadata of Superset's Sales Dashboard, with one native filter of each kind kept. */
const SALES_METADATA = {
  timed_refresh_immune_slices: [],
  expanded_slices: {},
  refresh_frequency: 0,
  default_filters: '{}',
  color_scheme: 'supersetColors',
  label_colors: { Medium: '#1FA8C9', 'Classic Cars': '#454E7C' },
  native_filter_configuration: [
    {
      id: 'NATIVE_FILTER-HX2lV--YaAZRQfJ_yfYB2',
      controlValues: { enableEmptyFilter: false, multiSelect: true, searchAllOptions: false },
      name: 'Country',
      filterType: 'filter_select',
      targets: [{ column: { name: 'country' }, datasetUuid: 'e8623bb9-5e00-f531-506a-19607f5f8005' }],
      defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
      cascadeParentIds: [],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      type: 'NATIVE_FILTER',
      description: '',
      chartsInScope: [111, 112],
      tabsInScope: ['TAB-d-E0Zc1cTH'],
    },
    {
      id: 'NATIVE_FILTER-V_UJOthxN8gCeYSD0id9b',
      name: 'Time Range',
      filterType: 'filter_time',
      targets: [{}],
    },
  ],
  shared_label_colors: ['Classic Cars', 'Motorcycles'],
  map_label_colors: { Shipped: '#1FA8C9' },
  color_scheme_domain: ['#1FA8C9', '#454E7C'],
  cross_filters_enabled: true,
  chart_configuration: {
    '111': { id: 111, crossFilters: { scope: 'global', chartsInScope: [112] } },
  },
  global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: [111, 112] },
};

describe('dashboardMetadataSchema', () => {
  it('accepts the metadata of Superset’s Sales Dashboard unchanged', () => {
    expect(dashboardMetadataSchema.parse(SALES_METADATA)).toEqual(SALES_METADATA);
  });

  it('keeps unknown keys and drops the legacy show_native_filters', () => {
    const parsed = dashboardMetadataSchema.parse({ show_native_filters: true, my_plugin: { a: 1 } });
    expect(parsed).toEqual({ my_plugin: { a: 1 } });
  });

  it('names the keys of the wrong type', () => {
    const result = dashboardMetadataSchema.safeParse({
      refresh_frequency: 'often',
      timed_refresh_immune_slices: ['a'],
      native_filter_configuration: [{ scope: { rootPath: 'ROOT_ID', excluded: [] } }],
      filter_bar_orientation: 'DIAGONAL',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'filter_bar_orientation',
      'native_filter_configuration.0.scope.rootPath',
      'refresh_frequency',
      'timed_refresh_immune_slices.0',
    ]);
  });
});

describe('remapping chart ids of a copy', () => {
  const map = new Map([
    [111, 211],
    [112, 212],
  ]);

  it('replaces the chartId of CHART components', () => {
    const layout = remapLayoutChartIds(simpleLayout(), new Map([[1, 11]]));
    expect(layout['CHART-a']?.meta?.chartId).toBe(11);
    expect(layout['CHART-b']?.meta?.chartId).toBe(2);
  });

  it('replaces chart ids that key or list charts in the metadata', () => {
    const metadata = dashboardMetadataSchema.parse({
      ...SALES_METADATA,
      timed_refresh_immune_slices: [111, 5],
      expanded_slices: { '112': true },
    });
    const remapped = remapMetadataChartIds(metadata, map);
    expect(remapped.timed_refresh_immune_slices).toEqual([211, 5]);
    expect(remapped.expanded_slices).toEqual({ '212': true });
    expect(remapped.chart_configuration).toEqual({
      '211': { id: 211, crossFilters: { scope: 'global', chartsInScope: [112] } },
    });
    expect(remapped.native_filter_configuration?.[0]?.chartsInScope).toEqual([211, 212]);
  });
});
