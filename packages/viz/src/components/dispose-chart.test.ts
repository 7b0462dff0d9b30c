import { describe, expect, it } from 'vitest';
import type { EChartsType } from 'echarts/core';
import { disposeChart } from './dispose-chart';

/**
 * A stand-in for an instance with a progressive paint pending: like zrender's canvas painter, the pending frame
 * paints only if no newer paint started since, and throws once the painter is disposed.
 */
function paintingChart() {
  const calls: string[] = [];
  let redrawId = 1;
  let disposed = false;
  const pendingRedraw = redrawId;
  const chart = {
    isDisposed: () => disposed,
    clear: () => calls.push('clear'),
    getZr: () => ({
      refreshImmediately: () => {
        calls.push('refresh');
        redrawId += 1;
      },
    }),
    dispose: () => {
      calls.push('dispose');
      disposed = true;
    },
  };
  const pendingFrame = () => {
    if (redrawId !== pendingRedraw) return;
    if (disposed) throw new TypeError("Cannot read properties of null (reading 'layerStack')");
  };
  return { chart: chart as unknown as EChartsType, calls, pendingFrame };
}

describe('disposeChart', () => {
  it('outdates a pending progressive paint before disposing, so its next frame does not throw', () => {
    const { chart, calls, pendingFrame } = paintingChart();
    disposeChart(chart);
    expect(calls).toEqual(['clear', 'refresh', 'dispose']);
    expect(pendingFrame).not.toThrow();
  });

  it('leaves an instance already disposed alone', () => {
    const { chart, calls } = paintingChart();
    chart.dispose();
    disposeChart(chart);
    expect(calls).toEqual(['dispose']);
  });
});
