import { loadVizPlugin, type AnyVizPlugin } from '../plugin';
import { describeBadInput } from '../test-fixtures/bad-input';
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

describeBadInput(
  'part B chart types on bad input: a chart-level message or a drawing, never a crash',
  await Promise.all(CASES.map(async (c) => ({ ...c, plugin: await loadVizPlugin(c.plugin) }))),
);
