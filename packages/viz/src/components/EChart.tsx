import { useContext, useEffect, useRef } from 'react';
import { init, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { ChartIdentityContext } from './chart-context';
import { disposeChart } from './dispose-chart';

/**
 * Test hook: when the page defines `window.__meridianCharts` (an object; e2e tests add it with an
 * init script), every ECharts renderer registers its instance there under its `data-chart-key`,
 * and removes it on unmount. Tests then read `window.__meridianCharts[key].getOption().series`.
 */
export type EChartsTestRegistry = Record<string, EChartsType>;

declare global {
  interface Window {
    /** Present only when a test defines it; see EChartsTestRegistry. */
    __meridianCharts?: EChartsTestRegistry;
  }
}

let sequence = 0;

/** A chart's size in pixels. */
export interface ChartSize {
  width: number;
  height: number;
}

/**
 * Whether an instance laid out at `applied` must be resized to `next`: a resize to the size it already has would
 * lay out and paint the whole chart again (ECharts does not compare).
 */
export function needsResize(applied: ChartSize | null, next: ChartSize): boolean {
  return applied !== null && (applied.width !== next.width || applied.height !== next.height);
}

/** Props of the shared ECharts host element. */
export interface EChartProps {
  /** The option to set (notMerge). */
  option: EChartsCoreOption;
  /** Pixels. */
  width: number;
  /** Pixels. */
  height: number;
  /** Called once with the ECharts instance after init. */
  onInit?: (instance: EChartsType) => void;
}

/**
 * A div of the given size hosting one ECharts instance (`data-testid="echarts-container"`,
 * `data-chart-key` from the SuperChart's chartKey or generated, `data-viz-type`).
 */
export function EChart({ option, width, height, onInit }: EChartProps) {
  const { chartKey, vizType } = useContext(ChartIdentityContext);
  const ref = useRef<HTMLDivElement>(null);
  const instance = useRef<EChartsType | null>(null);
  const key = useRef(chartKey ?? `echarts-${++sequence}`);
  // The size the instance was laid out at: init takes the first size, so the first resize is skipped.
  const appliedSize = useRef<ChartSize | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const chart = init(element, undefined, { renderer: 'canvas', width, height });
    instance.current = chart;
    appliedSize.current = { width, height };
    const registry = typeof window === 'undefined' ? undefined : window.__meridianCharts;
    const registryKey = key.current;
    if (registry) registry[registryKey] = chart;
    onInit?.(chart);
    return () => {
      if (registry && registry[registryKey] === chart) delete registry[registryKey];
      disposeChart(chart);
      instance.current = null;
      appliedSize.current = null;
    };
    // The instance lives as long as the element; option and size changes are applied below.
  }, []);

  useEffect(() => {
    instance.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    if (!instance.current || !needsResize(appliedSize.current, { width, height })) return;
    appliedSize.current = { width, height };
    instance.current.resize({ width, height });
  }, [width, height]);

  return (
    <div
      ref={ref}
      data-testid="echarts-container"
      data-chart-key={key.current}
      data-viz-type={vizType}
      style={{ width, height }}
    />
  );
}
