import { use } from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { BigNumberHeader } from '../../components/BigNumberHeader';
import { EChart } from '../../components/EChart';
import type { BigNumberRendererProps } from './transform-props';

use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

const TREND_COLORS = { up: '#5AC189', down: '#E04355', flat: '#666666' } as const;

/** Renderer of Big Number with Trendline (lazy): the number on top, the trend line below. */
export default function BigNumberWithTrendline(props: BigNumberRendererProps) {
  const {
    width,
    height,
    formattedBigNumber,
    subheader,
    trend,
    timestamp,
    headerFontSize,
    subheaderFontSize,
    trendLineOption,
  } = props;
  const chartHeight = trendLineOption ? Math.floor(height * 0.4) : 0;
  const textHeight = height - chartHeight;
  return (
    <div data-testid="big-number" style={{ width, height, display: 'flex', flexDirection: 'column' }}>
      <div
        style={{
          height: textHeight,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          overflow: 'hidden',
        }}
      >
        {timestamp ? <div style={{ fontSize: 12, color: '#666666' }}>{timestamp}</div> : null}
        <BigNumberHeader
          text={formattedBigNumber}
          width={width}
          height={textHeight}
          fraction={headerFontSize}
        />
        {subheader ? (
          <div
            data-testid="big-number-subheader"
            style={{
              fontSize: Math.max(10, height * subheaderFontSize * 0.6),
              color: trend ? TREND_COLORS[trend] : '#666666',
            }}
          >
            {subheader}
          </div>
        ) : null}
      </div>
      {trendLineOption ? <EChart option={trendLineOption} width={width} height={chartHeight} /> : null}
    </div>
  );
}
