import type { PivotTableRendererProps } from './transform-props';

const cellStyle = { padding: '4px 8px', border: '1px solid #f0f0f0', whiteSpace: 'nowrap' } as const;

/** Renderer of Pivot Table (lazy): header levels as rows of column headers, row headers on the left. */
export default function PivotTableChart(props: PivotTableRendererProps) {
  const { width, height, rowHeaderNames, columnHeaderNames, rowHeaders, columnHeaders, cells } = props;
  const levels = Math.max(1, columnHeaderNames.length);
  return (
    <div data-testid="pivot-table" style={{ width, height, overflow: 'auto', fontSize: 13 }}>
      <table style={{ borderCollapse: 'collapse' }}>
        <thead>
          {Array.from({ length: levels }, (_, level) => (
            <tr key={level}>
              {rowHeaderNames.map((name, i) => (
                <th key={`r${i}`} style={cellStyle}>
                  {level === levels - 1 ? name : ''}
                </th>
              ))}
              {columnHeaders.map((path, i) => (
                <th key={i} style={cellStyle} title={columnHeaderNames[level]}>
                  {path[level] ?? ''}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rowHeaders.map((path, r) => (
            <tr key={r}>
              {rowHeaderNames.map((_, i) => (
                <th key={i} style={{ ...cellStyle, textAlign: 'left' }}>
                  {path[i] ?? ''}
                </th>
              ))}
              {(cells[r] ?? []).map((cell, c) => (
                <td
                  key={c}
                  style={{
                    ...cellStyle,
                    textAlign: 'right',
                    ...(cell.background ? { background: cell.background } : {}),
                  }}
                >
                  {cell.text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
