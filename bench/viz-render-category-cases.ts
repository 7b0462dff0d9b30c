// viz-render bench cases of the category, hierarchy, flow and distribution ECharts types.
import { boxPlotPlugin } from '../packages/viz/src/charts/box-plot';
import { MAX_BOXES } from '../packages/viz/src/charts/box-plot/transform-props';
import { bubblePlugin } from '../packages/viz/src/charts/bubble';
import { bulletPlugin } from '../packages/viz/src/charts/bullet';
import { funnelPlugin } from '../packages/viz/src/charts/funnel';
import { MAX_FUNNEL_STAGES } from '../packages/viz/src/charts/funnel/transform-props';
import { heatmapPlugin } from '../packages/viz/src/charts/heatmap';
import { histogramPlugin } from '../packages/viz/src/charts/histogram';
import { MAX_HISTOGRAM_BINS } from '../packages/viz/src/charts/histogram/bins';
import { paraPlugin } from '../packages/viz/src/charts/para';
import { partitionPlugin } from '../packages/viz/src/charts/partition';
import { partitionOption } from '../packages/viz/src/charts/partition/partition-option';
import { MAX_NODES, type PartitionRendererProps } from '../packages/viz/src/charts/partition/transform-props';
import { piePlugin } from '../packages/viz/src/charts/pie';
import { sankeyPlugin } from '../packages/viz/src/charts/sankey';
import { sunburstPlugin } from '../packages/viz/src/charts/sunburst';
import { MAX_SUNBURST_LEAVES } from '../packages/viz/src/charts/sunburst/transform-props';
import { treemapPlugin } from '../packages/viz/src/charts/treemap';
import { MAX_TREEMAP_LEAVES } from '../packages/viz/src/charts/treemap/transform-props';
import { capped, crossRows, noise, result, type VizCase } from './viz-render-data';

/** One category column and a metric: n rows. */
const categories = (column: string, metric: string, n: number) =>
  result(
    [column, metric],
    [1, 0],
    Array.from({ length: n }, (_, i) => ({
      [column]: `${column} ${i}`,
      [metric]: Math.round(10_000 / (i + 1)),
    })),
  );

/** A two-level hierarchy of about n leaves: `parents` parents of n / parents leaves each. */
const hierarchy = (columns: [string, string, string], n: number, parents: number) =>
  crossRows(columns, parents, n);

export const CATEGORY_CASES: readonly VizCase[] = [
  {
    plugin: piePlugin,
    formData: { groupby: ['product_line'], metric: 'count', row_limit: 1_000 },
    data(points) {
      // More slices than this are unreadable (Superset's row limit default for a pie is 100).
      const { n, note } = capped(points, 1_000, 'slices');
      return { points: n, note, result: categories('product_line', 'count', n) };
    },
  },
  {
    plugin: funnelPlugin,
    formData: { groupby: ['status'], metric: 'count' },
    data(points) {
      const { n, note } = capped(points, MAX_FUNNEL_STAGES, 'stages');
      return { points: n, note, result: categories('status', 'count', n) };
    },
  },
  {
    plugin: treemapPlugin,
    formData: { groupby: ['region', 'country'], metric: 'count', row_limit: 100_000 },
    data(points) {
      const { n, note } = capped(points, MAX_TREEMAP_LEAVES, 'leaves');
      return { points: n, note, result: hierarchy(['region', 'country', 'count'], n, 50) };
    },
  },
  {
    plugin: sunburstPlugin,
    formData: { columns: ['category', 'stage'], metric: 'count', row_limit: 100_000 },
    data(points) {
      const { n, note } = capped(points, MAX_SUNBURST_LEAVES, 'leaves');
      return { points: n, note, result: hierarchy(['category', 'stage', 'count'], n, 50) };
    },
  },
  {
    plugin: partitionPlugin,
    // No pruning: every leaf is drawn.
    formData: {
      groupby: ['region', 'country'],
      metrics: ['sales'],
      partition_limit: 1_000_000,
      partition_threshold: 0,
    },
    data(points) {
      // The root, the regions and the leaves count against MAX_NODES.
      const parents = 50;
      const { n, note } = capped(
        points,
        MAX_NODES - parents - 1,
        'leaves (with root and regions: the node cap)',
      );
      return { points: n, note, result: hierarchy(['region', 'country', 'sales'], n, parents) };
    },
    floor(props) {
      return { option: partitionOption(props as PartitionRendererProps, []).option };
    },
  },
  {
    plugin: heatmapPlugin,
    formData: { x_axis: 'stage', groupby: 'category', metric: 'count' },
    data(points) {
      const xs = Math.round(Math.sqrt(points * 1.6));
      const ys = Math.ceil(points / xs);
      const rows = Array.from({ length: xs * ys }, (_, i) => ({
        stage: `x${i % xs}`,
        category: `y${Math.floor(i / xs)}`,
        count: Math.round(noise(i) * 1000),
        rank: noise(i),
      }));
      return {
        points: rows.length,
        note: `${xs} × ${ys} cells`,
        result: result(['stage', 'category', 'count', 'rank'], [1, 1, 0, 0], rows),
      };
    },
  },
  {
    plugin: histogramPlugin,
    formData: { column: 'age', groupby: ['gender'], bins: 10 },
    data(points) {
      // The server bins the values; the chart draws groups × bins bars.
      const groups = 10;
      const { n: bins, note } = capped(
        Math.ceil(points / groups),
        MAX_HISTOGRAM_BINS,
        `bins × ${groups} groups`,
      );
      const binNames = Array.from(
        { length: bins },
        (_, b) => `${(b * 5).toFixed(1)} - ${((b + 1) * 5).toFixed(1)}`,
      );
      return {
        points: bins * groups,
        note: note ?? `${groups} groups`,
        result: result(
          ['gender', ...binNames],
          [1, ...binNames.map(() => 0)],
          Array.from({ length: groups }, (_, g) => ({
            gender: `group ${g}`,
            ...Object.fromEntries(binNames.map((name, b) => [name, Math.round(noise(g * bins + b) * 100)])),
          })),
        ),
      };
    },
  },
  {
    plugin: sankeyPlugin,
    formData: { source: 'origin', target: 'destination', metric: 'count' },
    data(points) {
      // Sources and targets apart (a sankey has no cycles): sources × targets links.
      const sources = Math.max(10, Math.round(Math.sqrt(points * 2.5)));
      const targets = Math.ceil(points / sources);
      return {
        points: sources * targets,
        note: `${sources} + ${targets} nodes`,
        result: crossRows(
          ['origin', 'destination', 'count'],
          sources,
          sources * targets,
          (i) => `from ${i}`,
          (j) => `to ${j}`,
        ),
      };
    },
  },
  {
    plugin: boxPlotPlugin,
    formData: { columns: ['country'], groupby: ['degree'], metrics: ['income'] },
    data(points) {
      // A box summarises 100 values (the server's boxplot operation answers the statistics).
      const { n, note } = capped(Math.ceil(points / 100), MAX_BOXES, 'boxes');
      const stats = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'];
      return {
        points: n * 100,
        note: note ?? `${n} boxes of 100 values`,
        result: result(
          ['degree', ...stats.map((s) => `income__${s}`)],
          [1, ...stats.map(() => 0)],
          Array.from({ length: n }, (_, i) => {
            const base = 100 + noise(i) * 50;
            return {
              degree: `degree ${i}`,
              income__mean: base,
              income__median: base,
              income__max: base + 40,
              income__min: base - 40,
              income__q1: base - 15,
              income__q3: base + 15,
              income__count: 100,
              income__outliers: [base + 90, base - 95],
            };
          }),
        ),
      };
    },
  },
  {
    plugin: bubblePlugin,
    formData: { entity: 'deal_size', series: 'product_line', x: 'sum_qty', y: 'countries', size: 'count' },
    data(points) {
      return {
        points,
        note: '10 series',
        result: result(
          ['deal_size', 'product_line', 'sum_qty', 'countries', 'count'],
          [1, 1, 0, 0, 0],
          Array.from({ length: points }, (_, i) => ({
            deal_size: `entity ${i}`,
            product_line: `line ${i % 10}`,
            sum_qty: noise(i) * 1000,
            countries: noise(i + 7) * 100,
            count: 1 + noise(i + 13) * 50,
          })),
        ),
      };
    },
  },
  {
    plugin: bulletPlugin,
    formData: { metric: 'sum__num', ranges: '100,200,300', markers: '150', marker_lines: '170' },
    data() {
      return {
        points: 1,
        note: 'one measure is the type (ranges and markers come from the form)',
        result: result(['sum__num'], [0], [{ sum__num: 180 }]),
      };
    },
  },
  {
    plugin: paraPlugin,
    formData: { series: 'country', metrics: ['pop', 'gdp'], secondary_metric: 'life' },
    data(points) {
      const rows = Math.ceil(points / 3);
      return {
        points: rows * 3,
        note: `${rows.toLocaleString('en-US')} lines over 3 axes`,
        result: result(
          ['country', 'pop', 'gdp', 'life'],
          [1, 0, 0, 0],
          Array.from({ length: rows }, (_, i) => ({
            country: `country ${i}`,
            pop: noise(i) * 1e6,
            gdp: noise(i + 3) * 1e4,
            life: 50 + noise(i + 5) * 35,
          })),
        ),
      };
    },
  },
];
