import { useState, type CSSProperties } from 'react';
import { tTestRows, type PairedTTestRendererProps, type TTestTable } from './transform-props';

const GOOD = '#2b8a3e';
const BAD = '#c92a2a';
const cell: CSSProperties = { padding: '4px 8px', borderBottom: '1px solid #f0f0f0', whiteSpace: 'nowrap' };

function MetricTable({ table, props }: { table: TTestTable; props: PairedTTestRendererProps }) {
  const [control, setControl] = useState(0);
  const rows = tTestRows(table.groups, control, {
    alpha: props.alpha,
    pPrecision: props.pPrecision,
    liftPrecision: props.liftPrecision,
  });
  return (
    <div style={{ marginBottom: 16 }}>
      <h4 style={{ margin: '4px 8px' }}>{table.metric}</h4>
      <table style={{ borderCollapse: 'collapse', fontSize: 13, width: '100%' }}>
        <thead>
          <tr>
            {[...props.groupHeaders, 'p-value', 'Lift %', 'Significant'].map((h) => (
              <th key={h} style={{ ...cell, textAlign: 'left', borderBottom: '2px solid #d9d9d9' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr
              key={row.name.join('\u0000')}
              onClick={() => setControl(i)}
              title="Click to make this group the control"
              style={{ cursor: 'pointer', background: row.isControl ? '#e6f7ff' : undefined }}
            >
              {row.name.map((n, j) => (
                <td key={j} style={cell}>
                  {n}
                </td>
              ))}
              <td style={{ ...cell, textAlign: 'right' }}>{row.pValue}</td>
              <td
                style={{
                  ...cell,
                  textAlign: 'right',
                  color: row.liftStatus === 'true' ? GOOD : row.liftStatus === 'false' ? BAD : undefined,
                }}
              >
                {row.lift}
              </td>
              <td
                style={{
                  ...cell,
                  color: row.significant === null ? undefined : row.significant ? GOOD : BAD,
                }}
              >
                {row.significant === null ? '-' : String(row.significant)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Renderer of Paired t-test Table (lazy): a table per metric; a click on a row makes it the control group. */
export default function PairedTTestChart(props: PairedTTestRendererProps) {
  return (
    <div data-testid="paired-ttest" style={{ width: props.width, height: props.height, overflow: 'auto' }}>
      {props.tables.map((table) => (
        <MetricTable key={table.metric} table={table} props={props} />
      ))}
    </div>
  );
}
