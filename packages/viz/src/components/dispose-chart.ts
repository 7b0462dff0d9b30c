import type { EChartsType } from 'echarts/core';

/**
 * Disposes an ECharts instance whose paint may still be running. zrender paints a progressive (large) series a
 * slice per animation frame and continues an unfinished paint on the next frame without checking whether the
 * instance was disposed meanwhile, which then throws "Cannot read properties of null (reading 'layerStack')".
 * Clearing and repainting the instance first starts a new, empty paint, so the pending frame of the old one
 * finds itself outdated and stops.
 */
export function disposeChart(chart: EChartsType): void {
  if (chart.isDisposed()) return;
  chart.clear();
  chart.getZr().refreshImmediately();
  chart.dispose();
}
