import { chartAnnotationLayersOf, queryContextSchema } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import {
  ANNOTATION_NOTICE_TEXT,
  annotationFailure,
  annotationNotices,
  annotationQueryContext,
  annotationReducer,
  INITIAL_ANNOTATION_STATE,
  layersToQuery,
  withAnnotationData,
  withoutQueriedLayers,
} from './annotation-queries';
import { ChartDataError } from './chart-data-client';
import { chartReducer, INITIAL_CHART_STATE } from './chart-state';

const [native, fromChart, formula, hidden] = chartAnnotationLayersOf([
  { name: 'Deploys', annotationType: 'EVENT', sourceType: 'NATIVE', value: 3 },
  {
    name: 'Daily',
    annotationType: 'TIME_SERIES',
    sourceType: 'line',
    value: 7,
    overrides: { time_range: null },
  },
  { name: 'Target', annotationType: 'FORMULA', sourceType: '', value: '2x' },
  { name: 'Off', annotationType: 'EVENT', sourceType: 'NATIVE', value: 4, show: false },
]);
const context = queryContextSchema.parse({
  datasource: { id: 1, type: 'table' },
  queries: [
    {
      columns: ['ds'],
      metrics: ['count'],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' }],
      annotation_layers: [native, fromChart, formula, hidden],
    },
  ],
});

describe('annotation layer queries', () => {
  it('queries the shown layers with a source on their own; the chart keeps formulas and hidden layers', () => {
    expect(layersToQuery(context).map((layer) => layer.name)).toEqual(['Deploys', 'Daily']);
    expect(withoutQueriedLayers(context).queries[0]?.annotation_layers.map((layer) => layer.name)).toEqual([
      'Target',
      'Off',
    ]);
    const own = annotationQueryContext(context, fromChart ?? native!);
    expect(own.queries).toHaveLength(1);
    // The host chart's query goes along: the layer's null overrides take its time range.
    expect(own.queries[0]).toMatchObject({
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' }],
      annotation_layers: [{ name: 'Daily', overrides: { time_range: null } }],
    });
  });

  it('stores the data and clears the error on success, drops the data and keeps the error on failure', () => {
    const first = new AbortController();
    let state = annotationReducer(INITIAL_ANNOTATION_STATE, {
      type: 'annotationStarted',
      name: 'Deploys',
      controller: first,
    });
    expect(state.annotationQuery['Deploys']).toBe(first);
    state = annotationReducer(state, {
      type: 'annotationFailed',
      name: 'Deploys',
      controller: first,
      error: 'Annotation layer not found.',
    });
    expect(state).toEqual({
      annotationData: {},
      annotationError: { Deploys: 'Annotation layer not found.' },
      annotationQuery: {},
    });
    const second = new AbortController();
    state = annotationReducer(state, { type: 'annotationStarted', name: 'Deploys', controller: second });
    state = annotationReducer(state, {
      type: 'annotationSucceeded',
      name: 'Deploys',
      controller: second,
      data: { records: [] },
    });
    expect(state).toEqual({
      annotationData: { Deploys: { records: [] } },
      annotationError: {},
      annotationQuery: {},
    });
    state = annotationReducer(state, {
      type: 'annotationFailed',
      name: 'Deploys',
      controller: second,
      error: 'x',
    });
    // An outcome of a query that is no longer the layer's running one changes nothing.
    expect(state.annotationError).toEqual({});
  });

  it('ignores the answer of a query a newer one of the same name replaced', () => {
    const [older, newer] = [new AbortController(), new AbortController()];
    let state = annotationReducer(INITIAL_ANNOTATION_STATE, {
      type: 'annotationStarted',
      name: 'Deploys',
      controller: older,
    });
    state = annotationReducer(state, { type: 'annotationStarted', name: 'Deploys', controller: newer });
    state = annotationReducer(state, {
      type: 'annotationSucceeded',
      name: 'Deploys',
      controller: older,
      data: 1,
    });
    expect(state.annotationData).toEqual({});
    expect(state.annotationQuery['Deploys']).toBe(newer);
  });

  it("says 'Query timeout', treats 'No data' as success, and falls back to 'Network error.'", () => {
    expect(annotationFailure(new Error('anything'), true)).toEqual({
      kind: 'failure',
      error: 'Query timeout',
    });
    expect(annotationFailure(new ChartDataError('No data', 400), false)).toEqual({ kind: 'success' });
    expect(annotationFailure(new ChartDataError('The chart does not exist', 400), false)).toEqual({
      kind: 'failure',
      error: 'The chart does not exist',
    });
    expect(annotationFailure(null, false)).toEqual({ kind: 'failure', error: 'Network error.' });
  });

  it("puts the layers' data in the first result beside the chart's own", () => {
    const response = [
      { data: [], colnames: [], coltypes: [], annotation_data: { Target: 1 } },
      { data: [], colnames: [], coltypes: [] },
    ];
    expect(withAnnotationData(response, {})).toBe(response);
    expect(withAnnotationData(response, { Deploys: 2 })[0]?.annotation_data).toEqual({
      Target: 1,
      Deploys: 2,
    });
    expect(withAnnotationData(response, { Deploys: 2 })[1]).toBe(response[1]);
  });

  it('tells which of the chart’s layers load and which failed, in the chart state', () => {
    const running = new AbortController();
    let chart = chartReducer(INITIAL_CHART_STATE, {
      type: 'annotationStarted',
      name: 'Deploys',
      controller: running,
    });
    chart = chartReducer(chart, { type: 'annotationStarted', name: 'Daily', controller: running });
    chart = chartReducer(chart, {
      type: 'annotationFailed',
      name: 'Daily',
      controller: running,
      error: 'The chart does not exist',
    });
    const layers = [native, fromChart].flatMap((layer) => (layer ? [layer] : []));
    expect(annotationNotices(chart, layers)).toEqual({
      loading: ['Deploys'],
      failed: [{ name: 'Daily', error: 'The chart does not exist' }],
    });
    // A layer no longer on the chart says nothing.
    expect(annotationNotices(chart, [])).toEqual({ loading: [], failed: [] });
    expect(ANNOTATION_NOTICE_TEXT.loading(['Deploys'])).toBe('Loading annotation layer "Deploys"');
    expect(ANNOTATION_NOTICE_TEXT.failed('Daily', 'Query timeout')).toBe(
      'Annotation layer "Daily": Query timeout',
    );
  });
});
