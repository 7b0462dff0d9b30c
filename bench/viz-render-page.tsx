// The page of viz-render.bench.ts (bundled by it, run in headless Chromium): each chart type drawn the Meridian way
// (transformProps, then its React renderer hosting ECharts) and, as the floor, the same ECharts option set on a bare
// ECharts instance; each timed from chart data in memory to the next painted frame. Animations are off in both, so
// the time is that of drawing, not of an entry animation.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { init, type EChartsCoreOption } from 'echarts/core';
import {
  loadVizPlugin,
  type BaseRendererProps,
  type LoadedVizPlugin,
  type Renderer,
} from '../packages/viz/src/plugin';
import { disposeChart } from '../packages/viz/src/components/dispose-chart';
import { VIZ_CASES } from './viz-render-cases';

/** Size of the chart: a wide dashboard card. */
const WIDTH = 800;
const HEIGHT = 500;

/** One timed draw: milliseconds and whether a canvas with pixels was drawn. */
export interface Draw {
  ms: number;
  canvases: number;
  points: number;
  note?: string;
}

/** What the bench calls in the page. */
export interface VizPage {
  /** The viz types of the page, in order. */
  types: string[];
  /** Loads every renderer (outside the timings). */
  ready(): Promise<void>;
  /** Transform and render through the plugin's renderer, to the next paint. */
  meridian(vizType: string, points: number): Promise<Draw>;
  /** The same option (computed before the clock starts) on a bare ECharts instance, to the next paint. */
  plain(vizType: string, points: number): Promise<Draw>;
}

declare global {
  interface Window {
    vizPage?: VizPage;
  }
}

/** Resolves after the frame that shows the current DOM has been painted. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );
}

let root: Root | null = null;
function freshContainer(): HTMLDivElement {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
  const container = document.createElement('div');
  container.style.cssText = `width:${WIDTH}px;height:${HEIGHT}px`;
  document.body.append(container);
  return container;
}

const renderers = new Map<string, Renderer<BaseRendererProps>>();
const caseOf = (vizType: string) => {
  const found = VIZ_CASES.find((c) => c.plugin.vizType === vizType);
  if (!found) throw new Error(`no bench case for ${vizType}`);
  return found;
};
/** Data is built once per type and size, outside the timings. */
const dataCache = new Map<string, ReturnType<(typeof VIZ_CASES)[number]['data']>>();
function dataOf(vizType: string, points: number) {
  const key = `${vizType}:${points}`;
  let data = dataCache.get(key);
  if (!data) {
    data = caseOf(vizType).data(points);
    dataCache.set(key, data);
  }
  return data;
}
/** Plugins with their transformProps, loaded by ready(). */
const loadedPlugins = new Map<string, LoadedVizPlugin>();
function propsOf(vizType: string, points: number) {
  const { formData } = caseOf(vizType);
  const plugin = loadedPlugins.get(vizType);
  if (!plugin) throw new Error(`${vizType}: ready() first`);
  const parsed = plugin.formDataSchema.parse({ datasource: '1__table', viz_type: vizType, ...formData });
  const props = plugin.transformProps({
    formData: parsed,
    queriesData: [dataOf(vizType, points).result, ...(dataOf(vizType, points).extra ?? [])],
    width: WIDTH,
    height: HEIGHT,
  });
  const option = (props as BaseRendererProps & { echartOptions?: EChartsCoreOption }).echartOptions;
  // A renderer that builds its option itself (partition) is handed no echartOptions; its floor says what to draw.
  const withoutAnimation: BaseRendererProps = option
    ? ({ ...props, echartOptions: { ...option, animation: false } } as BaseRendererProps)
    : (caseOf(vizType).still?.(props) ?? props);
  const floor = caseOf(vizType).floor?.(withoutAnimation) ?? { option: option ?? {} };
  return {
    props: withoutAnimation,
    floor: { width: WIDTH, height: HEIGHT, ...floor, option: { ...floor.option, animation: false } },
  };
}
const canvasesIn = (container: HTMLElement) => container.querySelectorAll('canvas').length;

window.vizPage = {
  types: VIZ_CASES.map((c) => c.plugin.vizType),
  async ready() {
    for (const { plugin } of VIZ_CASES) {
      const loaded = await loadVizPlugin(plugin);
      loadedPlugins.set(plugin.vizType, loaded);
      renderers.set(plugin.vizType, (await loaded.loadRenderer()).default as Renderer<BaseRendererProps>);
    }
  },
  async meridian(vizType, points) {
    const container = freshContainer();
    const Chart = renderers.get(vizType);
    if (!Chart) throw new Error(`renderer of ${vizType} not loaded`);
    const { points: drawn, note } = dataOf(vizType, points);
    const started = performance.now();
    const { props } = propsOf(vizType, points);
    root = createRoot(container);
    flushSync(() => root?.render(<Chart {...props} />));
    await nextPaint();
    return {
      ms: performance.now() - started,
      canvases: canvasesIn(container),
      points: drawn,
      ...(note ? { note } : {}),
    };
  },
  async plain(vizType, points) {
    const { floor } = propsOf(vizType, points);
    const { points: drawn, note } = dataOf(vizType, points);
    const container = freshContainer();
    const started = performance.now();
    const chart = init(container, undefined, {
      renderer: 'canvas',
      width: floor.width,
      height: floor.height,
    });
    chart.setOption(floor.option, { notMerge: true });
    await nextPaint();
    const ms = performance.now() - started;
    const canvases = canvasesIn(container);
    disposeChart(chart);
    return { ms, canvases, points: drawn, ...(note ? { note } : {}) };
  },
};
