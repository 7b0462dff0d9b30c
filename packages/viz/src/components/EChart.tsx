import { useContext, useEffect, useRef } from 'react';
import { init, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { ChartIdentityContext } from './chart-context';

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

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const chart = init(element, undefined, { renderer: 'canvas' });
    instance.current = chart;
    const registry = typeof window === 'undefined' ? undefined : window.__meridianCharts;
    const registryKey = key.current;
    if (registry) registry[registryKey] = chart;
    onInit?.(chart);
    return () => {
      if (registry && registry[registryKey] === chart) delete registry[registryKey];
      chart.dispose();
      instance.current = null;
    };
    // The instance lives as long as the element; option and size changes are applied below.
  }, []);

  useEffect(() => {
    instance.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    instance.current?.resize({ width, height });
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
