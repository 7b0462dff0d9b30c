import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { ChordChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildChordQuery } from './build-query';
import { chordFormDataSchema } from './form-data';
import { chordMatrix, transformChordProps } from './transform-props';

use([ChordChart, TooltipComponent, SVGRenderer]);

/** The Slack dashboard's chord chart: single columns saved as text, as Superset saves them. */
const parse = (extra: Record<string, unknown> = {}) =>
  chordFormDataSchema.parse({
    datasource: '59__table',
    viz_type: 'chord',
    groupby: 'channel_1',
    columns: 'channel_2',
    metric: 'SUM(cnt)',
    row_limit: 1000,
    ...extra,
  });
const result: ChartDataResult = {
  colnames: ['channel_1', 'channel_2', 'SUM(cnt)'],
  coltypes: [1, 1, 0],
  data: [
    { channel_1: 'general', channel_2: 'random', 'SUM(cnt)': 5 },
    { channel_1: 'random', channel_2: 'general', 'SUM(cnt)': 2 },
    { channel_1: 'general', channel_2: 'dev', 'SUM(cnt)': 3 },
    { channel_1: 'dev', channel_2: 'dev', 'SUM(cnt)': null },
  ],
};

describe('Chord Diagram', () => {
  it('queries the metric by source and target', () => {
    const query = buildChordQuery(parse({ sort_by_metric: true })).queries[0];
    expect(query?.columns).toEqual(['channel_1', 'channel_2']);
    expect(query?.metrics).toEqual(['SUM(cnt)']);
    expect(query?.orderby).toEqual([['SUM(cnt)', false]]);
  });

  it("builds Superset's matrix: matrix[i][j] is the flow from node j to node i", () => {
    const { nodes, matrix } = chordMatrix([
      { source: 'general', target: 'random', value: 5 },
      { source: 'random', target: 'general', value: 2 },
      { source: 'general', target: 'dev', value: 3 },
      { source: 'general', target: 'dev', value: 1 },
      { source: 'dev', target: 'dev', value: null },
    ]);
    expect(nodes).toEqual(['dev', 'general', 'random']);
    expect(matrix).toEqual([
      [0, 4, 0],
      [0, 0, 2],
      [0, 5, 0],
    ]);
  });

  it('links every flow, colours nodes by name and draws in ECharts', () => {
    const props = transformChordProps({ formData: parse(), queriesData: [result], width: 400, height: 400 });
    const [series] = props.echartOptions['series'] as { links: unknown[]; data: { name: string }[] }[];
    expect(series?.data.map((d) => d.name)).toEqual(['dev', 'general', 'random']);
    expect(series?.links).toEqual([
      { source: 'general', target: 'dev', value: 3 },
      { source: 'random', target: 'general', value: 2 },
      { source: 'general', target: 'random', value: 5 },
    ]);
    expect(Object.keys(props.labelColors)).toEqual(['dev', 'general', 'random']);
    // Colliding labels of thin arcs are hidden, measured with a set line height.
    expect(series).toMatchObject({ labelLayout: { hideOverlap: true }, label: { lineHeight: 14 } });
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 400 });
    chart.setOption(props.echartOptions);
    expect(chart.renderToSVGString()).toContain('general');
    chart.dispose();
  });

  it('names a missing target', () => {
    const parsed = chordFormDataSchema.safeParse({
      datasource: '1__table',
      viz_type: 'chord',
      groupby: 'a',
      metric: 'm',
    });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['Target is required']);
  });
});
