import { describe, expect, it } from 'vitest';
import {
  buildQueryContextFromFormData,
  createQueryRegistry,
  QUERY_PLUGINS,
  UNSUPPORTED_VIZ_TYPE_MESSAGE,
} from './query';
import { createDefaultVizRegistry } from './registry';
import { normalizedQueries } from './test-fixtures/compare';
import { SUPERSET_QUERY_CONTEXT_FIXTURES } from './test-fixtures/superset-query-contexts';

const VIZ_TYPES = [
  'table',
  'pivot_table_v2',
  'big_number_total',
  'big_number',
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'echarts_timeseries_scatter',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'echarts_timeseries',
  'pie',
  'mixed_timeseries',
  'pop_kpi',
  'gantt_chart',
  'handlebars',
  'time_table',
  'bullet',
  'paired_ttest',
  'para',
  'rose',
  'time_pivot',
  'cal_heatmap',
  'partition',
  'gauge_chart',
  'radar',
  'graph_chart',
  'tree_chart',
  'waterfall',
  'word_cloud',
  'horizon',
  'chord',
  'world_map',
  'country_map',
  'deck_scatter',
  'deck_arc',
  'deck_path',
  'deck_polygon',
  'deck_geojson',
  'deck_hex',
  'deck_grid',
  'deck_screengrid',
  'deck_heatmap',
  'deck_contour',
  'deck_multi',
  'treemap_v2',
  'sunburst_v2',
  'heatmap_v2',
  'histogram_v2',
  'sankey_v2',
  'box_plot',
  'funnel',
  'bubble_v2',
  'mapbox',
];

describe('the React-free query entry', () => {
  it('holds the query side of every plugin of the default registry', () => {
    const registry = createDefaultVizRegistry();
    expect([...registry.keys()].sort()).toEqual([...VIZ_TYPES].sort());
    for (const plugin of QUERY_PLUGINS) {
      expect(registry.get(plugin.vizType)?.buildQuery).toBe(plugin.buildQuery);
      expect(registry.get(plugin.vizType)?.metadata).toBe(plugin.metadata);
    }
  });

  it('builds the query of the type an old chart type migrates to', () => {
    const context = buildQueryContextFromFormData({
      viz_type: 'dist_bar',
      datasource: '1__table',
      groupby: ['region'],
      metrics: ['count'],
      time_range: 'No filter',
    });
    expect(context.form_data).toMatchObject({ viz_type: 'echarts_timeseries_bar' });
    // The first dimension is the x-axis.
    expect(JSON.stringify(context.queries[0]?.columns)).toContain('region');
  });

  it('refuses an unknown viz_type with the spec message', () => {
    expect(() => buildQueryContextFromFormData({ viz_type: 'nope', datasource: '1__table' })).toThrow(
      UNSUPPORTED_VIZ_TYPE_MESSAGE,
    );
  });

  const supported = SUPERSET_QUERY_CONTEXT_FIXTURES.filter((f) => createQueryRegistry().has(f.vizType));
  it.each(supported.map((f) => [f.file, f] as const))(
    'builds the query context Superset saved for %s',
    (_file, fixture) => {
      const expected = normalizedQueries(fixture.queryContext);
      // Legacy charts send time_range + granularity; Meridian sends the range as a TEMPORAL_RANGE filter.
      for (const query of expected.queries) {
        if (query.time_range && query.granularity && !query.filters.some((f) => f.op === 'TEMPORAL_RANGE')) {
          query.filters = [
            { col: query.granularity, op: 'TEMPORAL_RANGE', val: query.time_range },
            ...query.filters,
          ];
          delete query.time_range;
        }
      }
      expect(normalizedQueries(buildQueryContextFromFormData(fixture.formData))).toEqual(expected);
    },
  );

  it('covers every saved chart type the fixtures have a query context for', () => {
    expect(new Set(supported.map((f) => f.vizType))).toEqual(
      new Set(['big_number', 'table', 'pie', 'echarts_area', 'echarts_timeseries_bar']),
    );
  });
});
