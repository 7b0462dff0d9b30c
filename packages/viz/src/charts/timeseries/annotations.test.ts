import type { ChartAnnotationLayer } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { ChartInputError } from '../../echarts/chart-data';
import {
  annotationLabel,
  annotationMarks,
  annotationSeries,
  shownAnnotationLayers,
  type AnnotationContext,
} from './annotations';

const DAY = 86_400_000;
const layer = (patch: Record<string, unknown>): ChartAnnotationLayer => {
  const [parsed] = shownAnnotationLayers([
    { name: 'Deploys', annotationType: 'EVENT', sourceType: 'NATIVE', value: 3, ...patch },
  ]);
  if (!parsed) throw new Error('not a layer');
  return parsed;
};
const NATIVE = {
  columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
  records: [
    { start_dttm: 2 * DAY, end_dttm: 3 * DAY, short_descr: 'v1', long_descr: 'first', json_metadata: '{}' },
    { start_dttm: 5 * DAY, end_dttm: 5 * DAY, short_descr: 'v2', long_descr: null, json_metadata: null },
  ],
};
const context = (patch: Partial<AnnotationContext> = {}): AnnotationContext => ({
  annotationData: { Deploys: NATIVE },
  xAxisType: 'time',
  xValues: [0, DAY, 2 * DAY],
  horizontal: false,
  colorOf: () => '#123456',
  ...patch,
});

describe('annotation layers on time-series charts', () => {
  it('keeps shown layers and skips hidden ones and non-layers', () => {
    const layers = shownAnnotationLayers([
      { name: 'A', value: 'x', show: true },
      { name: 'B', value: 'x', show: false },
      { value: 'no name' },
      'junk',
    ]);
    expect(layers.map((l) => l.name)).toEqual(['A']);
    expect(layers[0]).toMatchObject({ annotationType: 'FORMULA', style: 'solid', width: 1, opacity: '' });
  });

  it('reads NATIVE records as marks and table records through the layer columns', () => {
    expect(annotationMarks(layer({}), NATIVE)).toEqual([
      { time: 2 * DAY, end: 3 * DAY, title: 'v1', descriptions: ['first'] },
      { time: 5 * DAY, end: 5 * DAY, title: 'v2', descriptions: [''] },
    ]);
    const table = layer({
      sourceType: 'table',
      timeColumn: 'ds',
      intervalEndColumn: 'until',
      titleColumn: 'what',
      descriptionColumns: ['who'],
    });
    expect(
      annotationMarks(table, {
        records: [{ ds: '1970-01-02T00:00:00', until: 2 * DAY, what: 'Launch', who: 'Ops' }, { ds: null }],
      }),
    ).toEqual([{ time: DAY, end: 2 * DAY, title: 'Launch', descriptions: ['Ops'] }]);
    expect(annotationMarks(layer({}), undefined)).toEqual([]);
  });

  it('labels a mark "layer - title" then its descriptions', () => {
    expect(annotationLabel('Deploys', 'v1', ['first', ''])).toBe('Deploys - v1\n\nfirst');
    expect(annotationLabel('Deploys', '', [])).toBe('Deploys');
  });

  it('draws an EVENT layer as vertical mark lines at each start', () => {
    const [series] = annotationSeries([layer({ showLabel: true, style: 'dashed', width: 2 })], context());
    expect(series).toMatchObject({
      id: 'Event - Deploys',
      type: 'line',
      data: [],
      markLine: {
        symbol: 'none',
        lineStyle: { color: '#123456', width: 2, type: 'dashed', opacity: 1 },
        label: { show: true, formatter: '{b}' },
        data: [
          { name: 'Deploys - v1\n\nfirst', xAxis: 2 * DAY },
          { name: 'Deploys - v2', xAxis: 5 * DAY },
        ],
      },
    });
  });

  it('draws an INTERVAL layer as bands from start to end, sideways on horizontal bars', () => {
    const interval = layer({ annotationType: 'INTERVAL', color: '#ff0000', opacity: 'opacityMedium' });
    const [series] = annotationSeries([interval], context({ horizontal: true }));
    expect(series?.markArea).toMatchObject({
      itemStyle: { color: '#ff0000', opacity: 0.5 },
      data: [
        [{ name: 'Deploys - v1\n\nfirst', yAxis: 2 * DAY }, { yAxis: 3 * DAY }],
        [{ name: 'Deploys - v2', yAxis: 5 * DAY }, { yAxis: 5 * DAY }],
      ],
    });
  });

  it('draws a FORMULA layer as a line at the sorted distinct x values', () => {
    const formula = layer({
      name: 'Trend',
      annotationType: 'FORMULA',
      sourceType: '',
      value: 'y = x / 86400000 + 1',
    });
    const [series] = annotationSeries(
      [formula],
      context({ xValues: [2 * DAY, 0, DAY, DAY], xAxisType: 'value' }),
    );
    expect(series).toMatchObject({ id: 'Formula - Trend', type: 'line', symbol: 'none' });
    expect(series?.data).toEqual([
      [0, 1],
      [DAY, 2],
      [2 * DAY, 3],
    ]);
    const bad = layer({ name: 'Bad', annotationType: 'FORMULA', sourceType: '', value: 'x +' });
    expect(() => annotationSeries([bad], context())).toThrow(ChartInputError);
    expect(() => annotationSeries([bad], context())).toThrow(
      'Annotation layer "Bad": The formula ends too early',
    );
  });

  it('draws no events on a categorical x-axis', () => {
    expect(annotationSeries([layer({})], context({ xAxisType: 'category' }))).toEqual([]);
  });

  it("draws a TIME_SERIES layer as the source chart's lines over its first column", () => {
    const source = layer({
      name: 'Target',
      annotationType: 'TIME_SERIES',
      sourceType: 'line',
      value: 7,
      showMarkers: true,
      hideLine: true,
    });
    const records = [
      { ds: DAY, goal: 5, stretch: 8 },
      { ds: '1970-01-03T00:00:00', goal: null, stretch: 9 },
    ];
    const series = annotationSeries(
      [source],
      context({ annotationData: { Target: { columns: ['ds', 'goal', 'stretch'], records } } }),
    );
    expect(series.map((s) => s.name)).toEqual(['Target, goal', 'Target, stretch']);
    expect(series[0]).toMatchObject({
      type: 'line',
      showSymbol: true,
      lineStyle: { width: 0, color: '#123456' },
      data: [
        [DAY, 5],
        [2 * DAY, null],
      ],
    });
    expect(series[1]?.data).toEqual([
      [DAY, 8],
      [2 * DAY, 9],
    ]);
    const single = annotationSeries(
      [{ ...source, timeColumn: 'ds' }],
      context({ annotationData: { Target: { records: [{ goal: 1, ds: DAY }] } } }),
    );
    expect(single.map((s) => [s.name, s.data])).toEqual([['Target', [[DAY, 1]]]]);
  });
});
