import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import {
  ChordChart,
  CustomChart,
  GaugeChart,
  GraphChart,
  LineChart,
  RadarChart,
  TreeChart,
} from 'echarts/charts';
import {
  GraphicComponent,
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { loadVizPlugin, type ChartDataResult, type LoadedVizPlugin } from '../plugin';
import { gaugePlugin } from './gauge';
import { radarPlugin } from './radar';
import { graphPlugin } from './graph';
import { treePlugin } from './tree';
import { waterfallPlugin } from './waterfall';
import { wordCloudPlugin } from './word-cloud';
import { horizonPlugin } from './horizon';
import { chordPlugin } from './chord';

use([
  ChordChart,
  CustomChart,
  GaugeChart,
  GraphChart,
  LineChart,
  RadarChart,
  TreeChart,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
  SVGRenderer,
]);

/** Each type of issue 18 part C with form data a person would set, and the columns its query answers. */
const CASES: { plugin: LoadedVizPlugin; formData: Record<string, unknown>; columns: string[] }[] = [
  {
    plugin: await loadVizPlugin(gaugePlugin),
    formData: { metric: 'm', groupby: ['y'] },
    columns: ['y', 'm'],
  },
  {
    plugin: await loadVizPlugin(radarPlugin),
    formData: { metrics: ['m', 'n'], groupby: ['y'] },
    columns: ['y', 'm', 'n'],
  },
  {
    plugin: await loadVizPlugin(graphPlugin),
    formData: { source: 'y', target: 'k', metric: 'm' },
    columns: ['y', 'k', 'm'],
  },
  {
    plugin: await loadVizPlugin(treePlugin),
    formData: { id: 'k', parent: 'y', metric: 'm' },
    columns: ['k', 'y', 'm'],
  },
  {
    plugin: await loadVizPlugin(waterfallPlugin),
    formData: { x_axis: 'ds', groupby: ['y'], metric: 'm' },
    columns: ['ds', 'y', 'm'],
  },
  {
    plugin: await loadVizPlugin(wordCloudPlugin),
    formData: { series: 'y', metric: 'm' },
    columns: ['y', 'm'],
  },
  {
    plugin: await loadVizPlugin(horizonPlugin),
    formData: { metrics: ['m'], groupby: ['y'] },
    columns: ['ds', 'a', 'b'],
  },
  {
    plugin: await loadVizPlugin(chordPlugin),
    formData: { groupby: 'y', columns: 'k', metric: 'm' },
    columns: ['y', 'k', 'm'],
  },
];

const BAD_VALUES = [null, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 'text', '', 0, -5];

function rows(
  columns: readonly string[],
  count: number,
  value: (i: number) => unknown,
): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) =>
    Object.fromEntries(
      columns.map((c) => {
        if (c === '__timestamp' || c === 'ds' || c === 's') return [c, Date.UTC(2024, 0, 1 + i)];
        if (c === 'e') return [c, Date.UTC(2024, 0, 2 + i)];
        if (c === 'y' || c === 'k') return [c, i % 3 === 0 ? null : `v${i % 7}`];
        return [c, value(i)];
      }),
    ),
  );
}

/** Runs transformProps; a throw must be a message for the chart (no TypeError, no "undefined"). */
function draw(
  plugin: LoadedVizPlugin,
  formData: Record<string, unknown>,
  data: Record<string, unknown>[],
  columns: string[],
) {
  const parsed = plugin.formDataSchema.parse({
    datasource: '1__table',
    viz_type: plugin.vizType,
    granularity_sqla: 'ds',
    ...formData,
  });
  const result: ChartDataResult = { colnames: columns, coltypes: columns.map(() => 0), data };
  try {
    const props = plugin.transformProps({ formData: parsed, queriesData: [result], width: 320, height: 240 });
    // What transformProps returns must also draw: ECharts renders it without throwing.
    if ('echartOptions' in props) {
      const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 320, height: 240 });
      try {
        chart.setOption(props.echartOptions as Parameters<typeof chart.setOption>[0]);
        chart.renderToSVGString();
      } finally {
        chart.dispose();
      }
    }
    return props;
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(TypeError);
    expect((error as Error).message).not.toMatch(/undefined|NaN|Cannot read/);
    return null;
  }
}

describe('part C chart types on bad input: a chart-level message or a drawing, never a crash', () => {
  it.each(CASES.map((c) => [c.plugin.vizType, c] as const))(
    '%s: empty results',
    (_t, { plugin, formData, columns }) => {
      draw(plugin, formData, [], columns);
    },
  );

  it.each(CASES.map((c) => [c.plugin.vizType, c] as const))(
    '%s: nulls, NaN, infinities and text as values',
    (_t, { plugin, formData, columns }) => {
      draw(
        plugin,
        formData,
        rows(columns, BAD_VALUES.length * 2, (i) => BAD_VALUES[i % BAD_VALUES.length]),
        columns,
      );
    },
  );

  it.each(CASES.map((c) => [c.plugin.vizType, c] as const))(
    '%s: many categories',
    (_t, { plugin, formData, columns }) => {
      draw(
        plugin,
        formData,
        rows(columns, 20_000, (i) => i),
        columns,
      );
    },
  );

  it.each(CASES.map((c) => [c.plugin.vizType, c] as const))(
    '%s: wrong-typed display controls are read as their defaults or named in the message',
    (_t, { plugin, formData }) => {
      const bad = {
        ...formData,
        row_limit: 'lots',
        show_legend: 'yes',
        cell_size: 'big',
        steps: null,
        significance_level: 'x',
        header_font_size: [],
      };
      const parsed = plugin.formDataSchema.safeParse({
        datasource: '1__table',
        viz_type: plugin.vizType,
        ...bad,
      });
      if (!parsed.success) expect(parsed.error.issues.every((issue) => issue.path.length > 0)).toBe(true);
    },
  );

  it.each(CASES.map((c) => [c.plugin.vizType, c] as const))(
    '%s: missing required controls',
    (_t, { plugin }) => {
      const parsed = plugin.formDataSchema.safeParse({ datasource: '1__table', viz_type: plugin.vizType });
      if (!parsed.success) {
        expect(parsed.error.issues.every((issue) => issue.path.length > 0)).toBe(true);
        return;
      }
      expect(() =>
        plugin.transformProps({
          formData: parsed.data,
          queriesData: [{ colnames: [], coltypes: [], data: [{ x: 1 }] }],
          width: 300,
          height: 200,
        }),
      ).not.toThrow(TypeError);
    },
  );
});
