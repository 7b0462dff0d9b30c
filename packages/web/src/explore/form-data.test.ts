import type { Dataset } from '@meridian/core';
import { createDefaultVizRegistry, loadVizRegistry } from '@meridian/viz';
import { describe, expect, it } from 'vitest';
import {
  datasetIdOf,
  defaultTemporalColumn,
  hydrateFormData,
  resetTimeColumnAfterSave,
  switchVizType,
} from './form-data';

const registry = await loadVizRegistry(createDefaultVizRegistry());

function dataset(overrides: Partial<Dataset> = {}): Dataset {
  const column = (column_name: string, is_dttm: boolean, id: number) => ({
    id,
    uuid: `c${id}`,
    column_name,
    verbose_name: null,
    description: null,
    expression: null,
    type: is_dttm ? 'TIMESTAMP' : 'TEXT',
    type_generic: is_dttm ? ('TEMPORAL' as const) : ('STRING' as const),
    is_dttm,
    groupby: true,
    filterable: true,
    is_active: true,
    python_date_format: null,
    advanced_data_type: null,
    extra: null,
  });
  return {
    id: 7,
    uuid: 'd7',
    datasource_type: 'table',
    database: { id: 1, database_name: 'db', backend: 'postgresql' },
    schema: 'public',
    table_name: 'orders',
    sql: null,
    kind: 'physical',
    main_dttm_col: null,
    description: null,
    cache_timeout: null,
    offset: 0,
    default_endpoint: null,
    filter_select_enabled: true,
    fetch_values_predicate: null,
    extra: null,
    template_params: null,
    normalize_columns: false,
    always_filter_main_dttm: false,
    is_managed_externally: false,
    external_url: null,
    is_sqllab_view: false,
    owners: [],
    columns: [column('region', false, 1), column('created_at', true, 2), column('ordered_at', true, 3)],
    metrics: [],
    select_star: 'SELECT * FROM orders LIMIT 100',
    url: '/explore/?datasource_type=table&datasource_id=7',
    created_on: '',
    changed_on: '',
    changed_by_name: null,
    ...overrides,
  };
}

describe('hydrateFormData', () => {
  it('opens a new chart as a table with no time filter and the control defaults', () => {
    const formData = hydrateFormData(
      { datasource: '7__table' },
      { registry, dataset: dataset(), source: 'dataset' },
    );
    expect(formData['viz_type']).toBe('table');
    expect(formData['time_range']).toBe('No filter');
    expect(formData['row_limit']).toBe(10000);
    expect(formData['datasource']).toBe('7__table');
  });

  it('keeps a saved time range and the saved keys of a chart as they are', () => {
    const saved = { datasource: '7__table', viz_type: 'pie', time_range: 'Last week', metric: 'count' };
    const formData = hydrateFormData(saved, { registry, dataset: dataset(), source: 'slice' });
    expect(formData).toEqual(saved);
  });

  it('opens a chart of an old viz type as the type it migrates to', () => {
    const formData = hydrateFormData(
      {
        datasource: '7__table',
        viz_type: 'line',
        granularity_sqla: 'ordered_at',
        time_range: 'Last year',
        metrics: ['count'],
        line_interpolation: 'step-after',
      },
      { registry, dataset: dataset(), source: 'slice' },
    );
    expect(formData).toMatchObject({
      viz_type: 'echarts_timeseries_step',
      seriesType: 'end',
      x_axis: 'ordered_at',
      metrics: ['count'],
      adhoc_filters: [{ subject: 'ordered_at', operator: 'TEMPORAL_RANGE', comparator: 'Last year' }],
    });
    expect(formData).not.toHaveProperty('granularity_sqla');
    expect(formData).not.toHaveProperty('form_data_bak');
  });

  it('falls back to the default colour scheme when the saved one is unknown', () => {
    const formData = hydrateFormData(
      { datasource: '7__table', viz_type: 'pie', color_scheme: 'no_such_scheme' },
      { registry, dataset: dataset(), source: 'slice' },
    );
    expect(formData['color_scheme']).toBe('supersetColors');
  });

  it('keeps a known colour scheme', () => {
    const formData = hydrateFormData(
      { datasource: '7__table', viz_type: 'pie', color_scheme: 'd3Category10' },
      { registry, dataset: dataset(), source: 'slice' },
    );
    expect(formData['color_scheme']).toBe('d3Category10');
  });

  it('keeps an unknown viz type, so the page can say it is not supported', () => {
    const formData = hydrateFormData(
      { datasource: '7__table', viz_type: 'sankey_v9' },
      { registry, dataset: null, source: 'slice' },
    );
    expect(formData['viz_type']).toBe('sankey_v9');
  });

  it('starts the x-axis of a new time-series chart on the main datetime column', () => {
    const formData = hydrateFormData(
      { datasource: '7__table', viz_type: 'echarts_timeseries_bar' },
      { registry, dataset: dataset({ main_dttm_col: 'ordered_at' }), source: 'dataset' },
    );
    expect(formData['x_axis']).toBe('ordered_at');
  });

  it('gives a new chart a No filter time filter on the main datetime column, as Superset', () => {
    const formData = hydrateFormData(
      { datasource: '7__table' },
      { registry, dataset: dataset({ main_dttm_col: 'ordered_at' }), source: 'dataset' },
    );
    expect(formData['adhoc_filters']).toEqual([
      expect.objectContaining({
        clause: 'WHERE',
        subject: 'ordered_at',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
        expressionType: 'SIMPLE',
      }),
    ]);
  });

  it('adds no time filter without a temporal main datetime column, nor to a saved chart', () => {
    const none = hydrateFormData(
      { datasource: '7__table' },
      { registry, dataset: dataset(), source: 'dataset' },
    );
    expect(none['adhoc_filters']).toEqual([]);
    const saved = hydrateFormData(
      { datasource: '7__table', viz_type: 'table', adhoc_filters: [] },
      { registry, dataset: dataset({ main_dttm_col: 'ordered_at' }), source: 'slice' },
    );
    expect(saved['adhoc_filters']).toEqual([]);
  });
});

describe('defaultTemporalColumn', () => {
  it('takes the first temporal column when the main datetime column is not temporal', () => {
    expect(defaultTemporalColumn(dataset({ main_dttm_col: 'region' }))).toBe('created_at');
  });

  it('is null without temporal columns', () => {
    expect(defaultTemporalColumn(dataset({ columns: [] }))).toBeNull();
  });
});

describe('switchVizType', () => {
  it('carries metrics, dimensions and filters to the new type and fills its defaults', () => {
    const bar = registry.get('echarts_timeseries_bar');
    if (!bar) throw new Error('no bar plugin');
    const current = {
      datasource: '7__table',
      viz_type: 'table',
      metrics: ['count'],
      groupby: ['region'],
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 1' }],
      query_mode: 'aggregate',
    };
    const next = switchVizType(current, bar, { dataset: dataset() });
    expect(next['viz_type']).toBe('echarts_timeseries_bar');
    expect(next['metrics']).toEqual(['count']);
    expect(next['groupby']).toEqual(['region']);
    expect(next['adhoc_filters']).toEqual(current.adhoc_filters);
    expect(next['x_axis']).toBe('created_at');
    expect(next).not.toHaveProperty('query_mode');
  });

  it('turns the first of several metrics into the single metric of a pie', () => {
    const pie = registry.get('pie');
    if (!pie) throw new Error('no pie plugin');
    const next = switchVizType(
      { datasource: '7__table', viz_type: 'table', metrics: ['count', 'sum'] },
      pie,
      { dataset: null },
    );
    expect(next['metric']).toBe('count');
  });

  it('keeps the metric and the dimension from Line to Pivot Table to Mixed Chart, as Superset (issue 17)', () => {
    const plugin = (vizType: string) => {
      const found = registry.get(vizType);
      if (!found) throw new Error(`no ${vizType} plugin`);
      return found;
    };
    const metric = {
      expressionType: 'SIMPLE',
      column: { column_name: 'amount' },
      aggregate: 'SUM',
      label: 'SUM(amount)',
    };
    const line = {
      datasource: '7__table',
      viz_type: 'echarts_timeseries_line',
      x_axis: 'created_at',
      metrics: [metric],
      groupby: ['region'],
    };
    const pivot = switchVizType(line, plugin('pivot_table_v2'), { dataset: dataset() });
    expect(pivot['metrics']).toEqual([metric]);
    expect(pivot['groupbyColumns']).toEqual(['region']);
    const mixed = switchVizType(pivot, plugin('mixed_timeseries'), { dataset: dataset() });
    expect(mixed['metrics']).toEqual([metric]);
    expect(mixed['groupby']).toEqual(['region']);
    const bigNumber = switchVizType(mixed, plugin('big_number_total'), { dataset: dataset() });
    expect(bigNumber['metric']).toEqual(metric);
  });
});

describe('resetTimeColumnAfterSave', () => {
  it('resets a time column that is no longer temporal to the default one', () => {
    const formData = { granularity_sqla: 'region' };
    expect(
      resetTimeColumnAfterSave(formData, dataset({ main_dttm_col: 'ordered_at' }))['granularity_sqla'],
    ).toBe('ordered_at');
  });

  it('keeps a temporal time column and form data without one', () => {
    expect(resetTimeColumnAfterSave({ granularity_sqla: 'created_at' }, dataset())).toEqual({
      granularity_sqla: 'created_at',
    });
    expect(resetTimeColumnAfterSave({ viz_type: 'pie' }, dataset())).toEqual({ viz_type: 'pie' });
  });
});

describe('datasetIdOf', () => {
  it('reads the id of a datasource key', () => {
    expect(datasetIdOf({ datasource: '12__table' })).toBe(12);
    expect(datasetIdOf({})).toBeNull();
  });
});
