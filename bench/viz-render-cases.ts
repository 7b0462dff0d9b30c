// The chart types of viz-render.bench.ts (every registered type ECharts draws): for each, form data a person would
// set and chart data of about n points (as the chart data API answers it), capped at what the type draws at most.
import { chordPlugin } from '../packages/viz/src/charts/chord';
import { gaugePlugin } from '../packages/viz/src/charts/gauge';
import { graphPlugin } from '../packages/viz/src/charts/graph';
import { horizonPlugin } from '../packages/viz/src/charts/horizon';
import { radarPlugin } from '../packages/viz/src/charts/radar';
import { treePlugin } from '../packages/viz/src/charts/tree';
import { waterfallPlugin } from '../packages/viz/src/charts/waterfall';
import { wordCloudPlugin } from '../packages/viz/src/charts/word-cloud';
import { MAX_CHORD_NODES } from '../packages/viz/src/charts/chord/transform-props';
import { MAX_GAUGE_ITEMS } from '../packages/viz/src/charts/gauge/transform-props';
import { MAX_GRAPH_EDGES, MAX_GRAPH_NODES } from '../packages/viz/src/charts/graph/transform-props';
import { MAX_RADAR_ITEMS } from '../packages/viz/src/charts/radar/transform-props';
import { MAX_TREE_NODES } from '../packages/viz/src/charts/tree/transform-props';
import { MAX_WATERFALL_BARS } from '../packages/viz/src/charts/waterfall/transform-props';
import { MAX_WORDS } from '../packages/viz/src/charts/word-cloud/transform-props';
import { CATEGORY_CASES } from './viz-render-category-cases';
import { TIME_CASES } from './viz-render-time-cases';
import { capped, DAY, noise, result, type VizCase } from './viz-render-data';

export type { VizCase } from './viz-render-data';

export const VIZ_CASES: readonly VizCase[] = [
  ...TIME_CASES,
  ...CATEGORY_CASES,
  {
    plugin: gaugePlugin,
    formData: { groupby: ['deal_size'], metric: 'count' },
    data(points) {
      const { n, note } = capped(points, MAX_GAUGE_ITEMS, 'items');
      return {
        points: n,
        note,
        result: result(
          ['deal_size', 'count'],
          [1, 0],
          Array.from({ length: n }, (_, i) => ({ deal_size: `deal ${i}`, count: 100 + i })),
        ),
      };
    },
  },
  {
    plugin: radarPlugin,
    formData: { groupby: ['product_line'], metrics: ['a', 'b', 'c', 'd', 'e'] },
    data(points) {
      const { n, note } = capped(Math.ceil(points / 5), MAX_RADAR_ITEMS, 'groups of 5 metrics');
      const metrics = ['a', 'b', 'c', 'd', 'e'];
      return {
        points: n * 5,
        note,
        result: result(
          ['product_line', ...metrics],
          [1, 0, 0, 0, 0, 0],
          Array.from({ length: n }, (_, i) => ({
            product_line: `line ${i}`,
            ...Object.fromEntries(metrics.map((m, j) => [m, 10 + noise(i * 5 + j) * 90])),
          })),
        ),
      };
    },
  },
  {
    plugin: graphPlugin,
    formData: { source: 'origin', target: 'destination', metric: 'count', layout: 'force' },
    data(points) {
      const edges = Math.min(points, MAX_GRAPH_EDGES);
      const nodes = Math.min(MAX_GRAPH_NODES, Math.max(10, Math.ceil(edges / 10)));
      const rows: Record<string, unknown>[] = [];
      for (let i = 0; rows.length < edges; i++) {
        const a = i % nodes;
        const b = (a + 1 + Math.floor(i / nodes)) % nodes;
        rows.push({ origin: `n${a}`, destination: `n${b}`, count: 1 + Math.floor(noise(i) * 50) });
      }
      return {
        points: edges,
        note:
          points > edges
            ? `capped at ${MAX_GRAPH_EDGES.toLocaleString('en-US')} edges, ${nodes} nodes`
            : `${nodes} nodes`,
        result: result(['origin', 'destination', 'count'], [1, 1, 0], rows),
      };
    },
  },
  {
    plugin: treePlugin,
    formData: { id: 'id', parent: 'parent', name: 'name', metric: 'count' },
    data(points) {
      const { n, note } = capped(points, MAX_TREE_NODES, 'nodes');
      return {
        points: n,
        note,
        result: result(
          ['id', 'parent', 'name', 'count'],
          [1, 1, 1, 0],
          // Each node has up to 8 children: node i's parent is floor((i - 1) / 8).
          Array.from({ length: n }, (_, i) => ({
            id: String(i),
            parent: i === 0 ? null : String(Math.floor((i - 1) / 8)),
            name: `node ${i}`,
            count: i,
          })),
        ),
      };
    },
  },
  {
    plugin: waterfallPlugin,
    formData: { x_axis: 'day', metric: 'sales', show_value: false },
    data(points) {
      const { n, note } = capped(points, MAX_WATERFALL_BARS, 'bars');
      return {
        points: n,
        note,
        result: result(
          ['day', 'sales'],
          [2, 0],
          Array.from({ length: n }, (_, i) => ({
            day: Date.UTC(2020, 0, 1) + i * DAY,
            sales: (noise(i) - 0.45) * 1000,
          })),
        ),
      };
    },
  },
  {
    plugin: wordCloudPlugin,
    formData: { series: 'customer', metric: 'count', rotation: 'square' },
    data(points) {
      const { n, note } = capped(points, MAX_WORDS, 'words');
      return {
        points: n,
        note,
        result: result(
          ['customer', 'count'],
          [1, 0],
          Array.from({ length: n }, (_, i) => ({
            customer: `customer ${i}`,
            count: Math.round(10_000 / (i + 1)),
          })),
        ),
      };
    },
  },
  {
    plugin: horizonPlugin,
    formData: { granularity_sqla: 'day', metrics: ['sales'], groupby: ['line'] },
    data(points) {
      const series = 10;
      const length = Math.ceil(points / series);
      const names = Array.from({ length: series }, (_, s) => `line ${s}`);
      return {
        points: length * series,
        note: `${series} series`,
        result: result(
          ['day', ...names],
          [2, ...names.map(() => 0)],
          Array.from({ length }, (_, i) => ({
            day: Date.UTC(2000, 0, 1) + i * DAY,
            ...Object.fromEntries(
              names.map((name, s) => [name, Math.sin(i / 50 + s) * 100 + (noise(i + s) - 0.5) * 30]),
            ),
          })),
        ),
      };
    },
  },
  {
    plugin: chordPlugin,
    formData: { groupby: 'channel_1', columns: 'channel_2', metric: 'count' },
    data(points) {
      const nodes = Math.min(MAX_CHORD_NODES, Math.ceil(Math.sqrt(points)));
      const links = Math.min(points, nodes * nodes);
      return {
        points: links,
        note: points > links ? `capped at ${MAX_CHORD_NODES} nodes` : `${nodes} nodes`,
        result: result(
          ['channel_1', 'channel_2', 'count'],
          [1, 1, 0],
          Array.from({ length: links }, (_, i) => ({
            channel_1: `c${i % nodes}`,
            channel_2: `c${Math.floor(i / nodes)}`,
            count: 1 + noise(i) * 10,
          })),
        ),
      };
    },
  },
];
