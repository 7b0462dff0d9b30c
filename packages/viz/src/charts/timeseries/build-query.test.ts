import { describe, expect, it } from 'vitest';
import { SUPERSET_QUERY_CONTEXT_FIXTURES } from '../../test-fixtures/superset-query-contexts';
import { normalizedQueries } from '../../test-fixtures/compare';
import { TIMESERIES_VARIANTS, timeseriesQueryParts } from './variants';

const parts = Object.values(TIMESERIES_VARIANTS).map(timeseriesQueryParts);
const byVizType = new Map(parts.map((p) => [p.vizType, p]));

describe('time-series buildQuery', () => {
  const fixtures = SUPERSET_QUERY_CONTEXT_FIXTURES.filter((f) => byVizType.has(f.vizType));
  it.each(fixtures.map((f) => [f.file, f] as const))(
    'builds the query context Superset saved for %s',
    (_file, fixture) => {
      const plugin = byVizType.get(fixture.vizType);
      if (!plugin) throw new Error('no plugin');
      const built = plugin.buildQuery(plugin.formDataSchema.parse(fixture.formData));
      expect(normalizedQueries(built)).toEqual(normalizedQueries(fixture.queryContext));
    },
  );
});

describe('time-series buildQuery options', () => {
  const line = timeseriesQueryParts(TIMESERIES_VARIANTS.line);
  const bar = timeseriesQueryParts(TIMESERIES_VARIANTS.bar);
  const base = {
    datasource: '1__table',
    x_axis: 'ds',
    time_grain_sqla: 'P1W',
    metrics: ['count'],
    groupby: [],
  };
  const ops = (plugin: typeof line, extra: Record<string, unknown>) =>
    plugin
      .buildQuery(plugin.formDataSchema.parse({ ...base, viz_type: plugin.vizType, ...extra }))
      .queries[0]?.post_processing.map((s) => s?.operation);

  it('puts the x-axis first as a BASE_AXIS column with the time grain', () => {
    const query = line.buildQuery(
      line.formDataSchema.parse({ ...base, viz_type: line.vizType, groupby: ['country'] }),
    ).queries[0];
    expect(query?.columns).toEqual([
      { timeGrain: 'P1W', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' },
      'country',
    ]);
    expect(query?.series_columns).toEqual(['country']);
  });

  it('reads a legacy chart with granularity_sqla as one with that x-axis', () => {
    const query = line.buildQuery(
      line.formDataSchema.parse({
        ...base,
        x_axis: undefined,
        granularity_sqla: 'ds',
        viz_type: line.vizType,
      }),
    ).queries[0];
    expect(query?.columns[0]).toMatchObject({ columnType: 'BASE_AXIS', sqlExpression: 'ds' });
  });

  it('pivots then flattens, with contribution in percentage mode', () => {
    expect(ops(line, {})).toEqual(['pivot', 'flatten']);
    expect(ops(line, { contributionMode: 'row' })).toEqual(['pivot', 'contribution', 'flatten']);
    expect(ops(line, { contribution: true })).toEqual(['pivot', 'contribution', 'flatten']);
  });

  it('adds rolling windows and cumulative sums after the pivot', () => {
    expect(ops(line, { rolling_type: 'cumsum' })).toEqual(['pivot', 'cum', 'flatten']);
    expect(ops(line, { rolling_type: 'mean', rolling_periods: 3 })).toEqual(['pivot', 'rolling', 'flatten']);
  });

  it('sorts a categorical bar chart by its metric', () => {
    expect(ops(bar, { x_axis: 'stage', x_axis_sort: 'count', x_axis_sort_asc: false })).toEqual([
      'pivot',
      'sort',
      'flatten',
    ]);
  });

  it('asks for shifted series and compares them in time comparison', () => {
    const query = line.buildQuery(
      line.formDataSchema.parse({
        ...base,
        viz_type: line.vizType,
        time_compare: ['1 year ago'],
        comparison_type: 'ratio',
      }),
    ).queries[0];
    expect(query?.time_offsets).toEqual(['1 year ago']);
    expect(query?.post_processing.map((s) => s?.operation)).toEqual(['pivot', 'compare', 'flatten']);
  });
});
