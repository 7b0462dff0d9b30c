import { describe, expect, it } from 'vitest';
import { loadVizPlugin, type AnyVizPlugin, type ChartDataResult, type LoadedVizPlugin } from '../plugin';
import { bulletPlugin } from './bullet';
import { calHeatmapPlugin } from './cal-heatmap';
import { ganttPlugin } from './gantt';
import { handlebarsPlugin } from './handlebars';
import { pairedTTestPlugin } from './paired-ttest';
import { paraPlugin } from './para';
import { partitionPlugin } from './partition';
import { popKpiPlugin } from './pop-kpi';
import { rosePlugin } from './rose';
import { timePivotPlugin } from './time-pivot';
import { timeTablePlugin } from './time-table';
import { smoothLineChartPlugin, stepLineChartPlugin } from './timeseries';

/** Each type of issue 18 part B with form data a person would set, and the columns its query answers. */
const CASES: { plugin: AnyVizPlugin; formData: Record<string, unknown>; columns: string[] }[] = [
  {
    plugin: popKpiPlugin,
    formData: { metric: 'm', time_compare: '1 year ago' },
    columns: ['m', 'm__1 year ago'],
  },
  {
    plugin: ganttPlugin,
    formData: { start_time: 's', end_time: 'e', y_axis: 'y', series: 'k' },
    columns: ['s', 'e', 'y', 'k'],
  },
  { plugin: handlebarsPlugin, formData: { groupby: ['y'], metrics: ['m'] }, columns: ['y', 'm'] },
  {
    plugin: timeTablePlugin,
    formData: {
      metrics: ['m'],
      groupby: ['y'],
      column_collection: [
        { key: 'a', colType: 'time', timeLag: 1 },
        { key: 'b', colType: 'spark' },
      ],
    },
    columns: ['__timestamp', 'y', 'm'],
  },
  { plugin: bulletPlugin, formData: { metric: 'm' }, columns: ['m'] },
  {
    plugin: pairedTTestPlugin,
    formData: { metrics: ['m'], groupby: ['y'] },
    columns: ['__timestamp', 'y', 'm'],
  },
  {
    plugin: paraPlugin,
    formData: { series: 'y', metrics: ['m', 'n'], secondary_metric: 'n' },
    columns: ['y', 'm', 'n'],
  },
  { plugin: rosePlugin, formData: { metrics: ['m'], groupby: ['y'] }, columns: ['ds', 'a', 'b'] },
  { plugin: timePivotPlugin, formData: { metric: 'm' }, columns: ['ds', 'm'] },
  { plugin: calHeatmapPlugin, formData: { metrics: ['m'] }, columns: ['__timestamp', 'm'] },
  { plugin: partitionPlugin, formData: { metrics: ['m'], groupby: ['y'] }, columns: ['y', 'm'] },
  { plugin: smoothLineChartPlugin, formData: { x_axis: 'ds', metrics: ['m'] }, columns: ['ds', 'm'] },
  { plugin: stepLineChartPlugin, formData: { x_axis: 'ds', metrics: ['m'] }, columns: ['ds', 'm'] },
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

const loaded = new Map<string, LoadedVizPlugin>(
  (await Promise.all(CASES.map(({ plugin }) => loadVizPlugin(plugin)))).map((p) => [p.vizType, p]),
);

/** The plugin with its transformProps (loaded above). */
function loadedOf(plugin: AnyVizPlugin): LoadedVizPlugin {
  const found = loaded.get(plugin.vizType);
  if (!found) throw new Error(`${plugin.vizType} not loaded`);
  return found;
}

/** Runs transformProps; a throw must be a message for the chart (no TypeError, no "undefined"). */
function draw(
  plugin: AnyVizPlugin,
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
    return loadedOf(plugin).transformProps({
      formData: parsed,
      queriesData: [result],
      width: 320,
      height: 240,
    });
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(TypeError);
    expect((error as Error).message).not.toMatch(/undefined|NaN|Cannot read/);
    return null;
  }
}

describe('part B chart types on bad input: a chart-level message or a drawing, never a crash', () => {
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
        loadedOf(plugin).transformProps({
          formData: parsed.data,
          queriesData: [{ colnames: [], coltypes: [], data: [{ x: 1 }] }],
          width: 300,
          height: 200,
        }),
      ).not.toThrow(TypeError);
    },
  );
});
