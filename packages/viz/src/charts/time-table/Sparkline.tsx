import { useState } from 'react';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import type { TimeTableSparkCell } from './transform-props';

const PAD = 3;
const AXIS_WIDTH = 36;

/** Where the points of a sparkline are drawn: x spread evenly, y between the bounds (else the data's extent). */
export function sparklinePath(
  cell: Pick<TimeTableSparkCell, 'points' | 'width' | 'height' | 'yAxisBounds'>,
  left = 0,
) {
  const values = cell.points.filter((p): p is number => p !== null && Number.isFinite(p));
  let [min, max] = [cell.yAxisBounds[0] ?? Math.min(...values), cell.yAxisBounds[1] ?? Math.max(...values)];
  if (!Number.isFinite(min) || !Number.isFinite(max)) [min, max] = [0, 1];
  if (min === max) [min, max] = [min - 1, max + 1];
  const innerWidth = cell.width - left - 2 * PAD;
  const step = cell.points.length > 1 ? innerWidth / (cell.points.length - 1) : 0;
  const xy = cell.points.map((p, i) =>
    p === null || !Number.isFinite(p)
      ? null
      : ([left + PAD + i * step, PAD + (1 - (p - min) / (max - min)) * (cell.height - 2 * PAD)] as const),
  );
  const d = xy
    .map((point, i) =>
      point ? `${i === 0 || !xy[i - 1] ? 'M' : 'L'}${point[0].toFixed(1)},${point[1].toFixed(1)}` : '',
    )
    .join('');
  return { d, xy, min, max, step };
}

/** A sparkline cell: an SVG line (one element per cell, so hundreds of rows stay light) with a hover tooltip. */
export function Sparkline({ cell }: { cell: TimeTableSparkCell }) {
  const [hover, setHover] = useState<number | null>(null);
  const left = cell.showYAxis ? AXIS_WIDTH : 0;
  const { d, xy, min, max, step } = sparklinePath(cell, left);
  const formatNumber = getNumberFormatter(cell.numberFormat || undefined);
  const formatTime = getTimeFormatter(cell.dateFormat || undefined);
  const point = hover === null ? null : xy[hover];
  return (
    <div style={{ position: 'relative', width: cell.width, height: cell.height }}>
      <svg
        width={cell.width}
        height={cell.height}
        role="img"
        aria-label="sparkline"
        onMouseLeave={() => setHover(null)}
        onMouseMove={(event) => {
          const x = event.nativeEvent.offsetX - left - PAD;
          setHover(step > 0 ? Math.max(0, Math.min(cell.points.length - 1, Math.round(x / step))) : 0);
        }}
      >
        {cell.showYAxis ? (
          <g fontSize={10} fill="#666666">
            <text x={left - 4} y={PAD + 8} textAnchor="end">
              {formatNumber(max)}
            </text>
            <text x={left - 4} y={cell.height - PAD} textAnchor="end">
              {formatNumber(min)}
            </text>
          </g>
        ) : null}
        <path d={d} fill="none" stroke="#1FA8C9" strokeWidth={1.5} />
        {point ? <circle cx={point[0]} cy={point[1]} r={3} fill="#1FA8C9" /> : null}
      </svg>
      {hover !== null && point ? (
        <div
          role="tooltip"
          style={{
            position: 'absolute',
            left: Math.min(point[0] + 6, cell.width - 90),
            top: 0,
            background: 'rgba(255,255,255,0.95)',
            border: '1px solid #d9d9d9',
            padding: '0 4px',
            fontSize: 11,
            whiteSpace: 'nowrap',
            pointerEvents: 'none',
          }}
        >
          {formatTime(cell.times[hover] ?? null)}: {formatNumber(cell.points[hover] ?? null)}
        </div>
      ) : null}
    </div>
  );
}
