import { use } from 'echarts/core';
import { CustomChart } from 'echarts/charts';
import { GraphicComponent, TooltipComponent, VisualMapPiecewiseComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from '../../components/EChart';
import type { CalHeatmapRendererProps } from './transform-props';

use([CustomChart, GraphicComponent, TooltipComponent, VisualMapPiecewiseComponent, CanvasRenderer]);

/** Renderer of Calendar Heatmap (lazy): the calendars as tall as they need, the card scrolling beyond its height. */
export default function CalHeatmapChart({
  echartOptions,
  width,
  height,
  contentHeight,
}: CalHeatmapRendererProps) {
  const scrollbar = contentHeight > height ? 16 : 0;
  return (
    <div
      style={{ width, height, overflowY: contentHeight > height ? 'auto' : 'hidden', overflowX: 'hidden' }}
    >
      <EChart option={echartOptions} width={width - scrollbar} height={contentHeight} />
    </div>
  );
}
