import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { Sparkline } from './Sparkline';
import type { TimeTableRendererProps, TimeTableRow } from './transform-props';

const HEADER_HEIGHT = 34;
const NAME_WIDTH = 'minmax(120px, 1.5fr)';

type Sort = { key: string; desc: boolean } | null;

function sortValue(row: TimeTableRow, key: string): number | string {
  if (key === '__name') return row.name;
  const cell = row.cells[key];
  return cell?.kind === 'value' ? (cell.value ?? Number.NEGATIVE_INFINITY) : 0;
}

/** Rows in the chosen order (numbers and names; missing values last when descending). */
export function sortRows(rows: readonly TimeTableRow[], sort: Sort): TimeTableRow[] {
  if (!sort) return [...rows];
  const sign = sort.desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [sortValue(a, sort.key), sortValue(b, sort.key)];
    return (
      sign * (typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y))
    );
  });
}

/** Renderer of Time-series Table (lazy): sortable columns, value cells coloured by bounds, sparklines; virtualized rows. */
export default function TimeTableChart(props: TimeTableRendererProps) {
  const { width, height, columns, rows, rowHeader } = props;
  const [sort, setSort] = useState<Sort>(() =>
    props.sortByFirstColumn && columns[0] && !columns[0].isSpark ? { key: columns[0].key, desc: true } : null,
  );
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const rowHeight = Math.max(
    32,
    ...rows.flatMap((r) => Object.values(r.cells).map((c) => (c.kind === 'spark' ? c.height + 8 : 0))),
  );
  const template = [
    NAME_WIDTH,
    ...columns.map((c) => {
      const spark = rows[0]?.cells[c.key];
      return spark?.kind === 'spark' ? `${spark.width + 16}px` : 'minmax(80px, 1fr)';
    }),
  ].join(' ');
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialRect: { width, height: Math.max(rowHeight, height - HEADER_HEIGHT) },
  });
  const toggle = (key: string) =>
    setSort((current) => (current?.key === key ? { key, desc: !current.desc } : { key, desc: true }));
  const header = (key: string, label: string, tooltip = '') => (
    <div
      role="columnheader"
      key={key}
      title={tooltip || undefined}
      onClick={() => toggle(key)}
      style={{
        padding: '0 8px',
        cursor: 'pointer',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {label}
      {sort?.key === key ? (sort.desc ? ' ▼' : ' ▲') : ''}
    </div>
  );
  return (
    <div
      data-testid="time-table"
      role="table"
      style={{ width, height, overflow: 'auto', fontSize: 13 }}
      ref={scrollRef}
    >
      <div
        role="row"
        style={{
          display: 'grid',
          gridTemplateColumns: template,
          height: HEADER_HEIGHT,
          lineHeight: `${HEADER_HEIGHT}px`,
          fontWeight: 600,
          borderBottom: '2px solid #d9d9d9',
          position: 'sticky',
          top: 0,
          background: '#ffffff',
          zIndex: 1,
          minWidth: 'min-content',
        }}
      >
        {header('__name', rowHeader)}
        {columns.map((c) => header(c.key, c.label, c.tooltip))}
      </div>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth: 'min-content' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = sorted[item.index];
          if (!row) return null;
          return (
            <div
              role="row"
              key={item.key}
              style={{
                display: 'grid',
                gridTemplateColumns: template,
                alignItems: 'center',
                position: 'absolute',
                top: item.start,
                left: 0,
                right: 0,
                height: rowHeight,
                borderBottom: '1px solid #f0f0f0',
              }}
            >
              <div
                role="cell"
                style={{
                  padding: '0 8px',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {row.href ? (
                  <a href={row.href} target="_blank" rel="noopener noreferrer">
                    {row.name}
                  </a>
                ) : (
                  row.name
                )}
              </div>
              {columns.map((c) => {
                const cell = row.cells[c.key];
                if (!cell) return <div role="cell" key={c.key} />;
                if (cell.kind === 'spark')
                  return (
                    <div role="cell" key={c.key} style={{ padding: '0 8px' }}>
                      <Sparkline cell={cell} />
                    </div>
                  );
                return (
                  <div
                    role="cell"
                    key={c.key}
                    data-value={cell.value ?? ''}
                    style={{
                      padding: '0 8px',
                      textAlign: 'right',
                      color: cell.color ?? undefined,
                      boxShadow: cell.color ? `inset 0px -2.5px 0px 0px ${cell.color}` : undefined,
                      whiteSpace: 'nowrap',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                    }}
                    title={cell.text}
                  >
                    {cell.text}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
