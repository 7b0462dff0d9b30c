import { use } from 'echarts/core';
import { ParallelChart } from 'echarts/charts';
import { ParallelComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from '../../components/EChart';
import type { ParaRendererProps } from './transform-props';

use([ParallelChart, ParallelComponent, VisualMapComponent, CanvasRenderer]);

/** Renderer of Parallel Coordinates (lazy): the chart (drag on an axis to brush), and the data table when asked for. */
export default function ParaChart({ echartOptions, width, height, table }: ParaRendererProps) {
  return (
    <div style={{ width }}>
      <EChart option={echartOptions} width={width} height={height} />
      {table ? (
        <div style={{ height, overflow: 'auto', fontSize: 12 }} data-testid="para-table">
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th
                    key={c}
                    style={{
                      position: 'sticky',
                      top: 0,
                      background: '#ffffff',
                      textAlign: 'left',
                      padding: '2px 6px',
                      borderBottom: '2px solid #d9d9d9',
                    }}
                  >
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td
                      key={j}
                      style={{
                        padding: '2px 6px',
                        borderBottom: '1px solid #f0f0f0',
                        textAlign: j === 0 && table.columns.length > row.length - 1 ? 'left' : 'right',
                      }}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
