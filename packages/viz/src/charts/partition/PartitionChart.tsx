import { use, type EChartsType } from 'echarts/core';
import { CustomChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { useCallback, useMemo, useRef, useState } from 'react';
import { EChart } from '../../components/EChart';
import { partitionOption } from './partition-option';
import type { PartitionRendererProps } from './transform-props';

use([CustomChart, TooltipComponent, CanvasRenderer]);

/** Renderer of Partition Chart (lazy): click a node to zoom in, click the leftmost column to zoom out. */
export default function PartitionChart(props: PartitionRendererProps) {
  const [focus, setFocus] = useState<string[]>([]);
  const { option, rects } = useMemo(() => partitionOption(props, focus), [props, focus]);
  const latest = useRef(rects);
  latest.current = rects;
  const onInit = useCallback((chart: EChartsType) => {
    chart.on('click', (params: unknown) => {
      const rect = latest.current[(params as { dataIndex?: number }).dataIndex ?? -1];
      if (!rect) return;
      // The leftmost column is the current focus: clicking it goes back up a level.
      setFocus((current) => (rect.x === 0 && current.length > 0 ? current.slice(0, -1) : rect.path));
    });
  }, []);
  return <EChart option={option} width={props.width} height={props.height} onInit={onInit} />;
}
