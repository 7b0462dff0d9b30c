import { useCallback, useRef } from 'react';
import type { EChartsType } from 'echarts/core';
import type { ClickableEChartsProps, ClickTarget } from '../echarts/click';
import { DIMENSION_CLICK_EVENT, DIMENSION_CONTEXT_MENU_EVENT } from '../echarts/click';
import type { DimensionContextMenu } from '../echarts/click';
import { EChart } from './EChart';

function clickTarget(params: unknown): ClickTarget | null {
  if (typeof params !== 'object' || params === null) return null;
  const read = (key: string) => (key in params ? (params as Record<string, unknown>)[key] : undefined);
  const dataIndex = read('dataIndex');
  const seriesIndex = read('seriesIndex');
  const dataType = read('dataType');
  return {
    seriesIndex: typeof seriesIndex === 'number' ? seriesIndex : 0,
    dataIndex: typeof dataIndex === 'number' ? dataIndex : -1,
    name: String(read('name') ?? ''),
    ...(typeof dataType === 'string' ? { dataType } : {}),
  };
}

/** The browser's mouse event behind an ECharts event, when there is one. */
function nativeEvent(params: unknown): MouseEvent | null {
  if (typeof params !== 'object' || params === null || !('event' in params)) return null;
  const wrapper = (params as { event?: { event?: unknown } }).event;
  return wrapper?.event instanceof MouseEvent ? wrapper.event : null;
}

/**
 * The ECharts host of the chart renderers: draws the option and, on a click on an item, sends the clicked item's
 * dimension values (from the props' `clickValues`) as a bubbling DIMENSION_CLICK_EVENT from its element, for the
 * cross-filter and drill plumbing to pick up.
 */
export function ClickableEChart({ echartOptions, width, height, clickValues }: ClickableEChartsProps) {
  const latest = useRef(clickValues);
  latest.current = clickValues;
  const onInit = useCallback((chart: EChartsType) => {
    chart.on('click', (params: unknown) => {
      const target = clickTarget(params);
      const values = target && latest.current ? latest.current(target) : null;
      if (!values) return;
      chart.getDom().dispatchEvent(new CustomEvent(DIMENSION_CLICK_EVENT, { bubbles: true, detail: values }));
    });
    chart.on('contextmenu', (params: unknown) => {
      const target = clickTarget(params);
      const values = target && latest.current ? latest.current(target) : null;
      const native = nativeEvent(params);
      if (!values || !native) return;
      native.preventDefault();
      const detail: DimensionContextMenu = { values, clientX: native.clientX, clientY: native.clientY };
      chart.getDom().dispatchEvent(new CustomEvent(DIMENSION_CONTEXT_MENU_EVENT, { bubbles: true, detail }));
    });
  }, []);
  return <EChart option={echartOptions} width={width} height={height} onInit={onInit} />;
}
