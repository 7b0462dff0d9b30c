import { use } from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GraphicComponent, GridComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from '../../components/EChart';
import type { HorizonRendererProps } from './transform-props';

use([LineChart, GridComponent, GraphicComponent, TooltipComponent, CanvasRenderer]);

/** Renderer of Horizon Chart (lazy): rows beyond the card's height scroll, as in Superset. */
export default function HorizonChart({ echartOptions, width, height, contentHeight }: HorizonRendererProps) {
  const scrolls = contentHeight > height;
  return (
    <div style={{ width, height, overflowY: scrolls ? 'auto' : 'hidden', overflowX: 'hidden' }}>
      {/* The scroll bar takes room: draw narrower when it shows. */}
      <EChart option={echartOptions} width={scrolls ? width - 16 : width} height={contentHeight} />
    </div>
  );
}
