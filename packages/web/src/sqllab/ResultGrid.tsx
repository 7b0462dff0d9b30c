import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { GENERIC_TYPE_CODES, type SqlLabColumn } from '@meridian/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { formatCell } from '../chart-runtime/data-table';
import { GRID_ROW_HEIGHT, gridCellStyle, gridHeaderRowStyle } from '../components/virtual-grid';

const ROW_HEIGHT = GRID_ROW_HEIGHT;
const COLUMN_WIDTH = 160;

/** The sort chosen on the grid. */
export interface GridSort {
  column: string;
  direction: 'asc' | 'desc';
}

/** Props of ResultGrid. */
export interface ResultGridProps {
  columns: readonly SqlLabColumn[];
  rowCount: number;
  /** The row at an index, or undefined while it loads. */
  rowAt: (index: number) => Record<string, unknown> | undefined;
  /** Called for the rows in view, so their pages load. */
  onVisible: (index: number) => void;
  sort: GridSort | undefined;
  onSort: (column: string) => void;
  height: number;
}

const cellStyle = gridCellStyle(COLUMN_WIDTH);

/** The result grid: virtualized like the table chart (only rows in view are in the DOM), sortable headers. */
export function ResultGrid({ columns, rowCount, rowAt, onVisible, sort, onSort, height }: ResultGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 800, height },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index;
  const last = items.at(-1)?.index;
  useEffect(() => {
    if (first !== undefined) onVisible(first);
    if (last !== undefined) onVisible(last);
  }, [first, last, onVisible]);
  const width = Math.max(columns.length, 1) * COLUMN_WIDTH;
  const dataColumns = columns.map((c) => ({
    name: c.name,
    isTemporal: c.type_generic === GENERIC_TYPE_CODES.TEMPORAL,
  }));
  return (
    <div
      ref={scroller}
      role="grid"
      aria-label="Query results"
      aria-rowcount={rowCount + 1}
      style={{ height, overflow: 'auto', fontSize: 13, border: '1px solid #f0f0f0' }}
    >
      <div role="row" style={gridHeaderRowStyle(width)}>
        {columns.map((column) => (
          <div
            key={column.name}
            role="columnheader"
            aria-sort={
              sort?.column === column.name ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
            }
            style={{ ...cellStyle, cursor: 'pointer', userSelect: 'none' }}
            onClick={() => onSort(column.name)}
            title={`${column.name} (${column.type ?? 'unknown type'}): click to sort`}
          >
            {column.name}{' '}
            {sort?.column === column.name ? (
              sort.direction === 'asc' ? (
                <CaretUpOutlined />
              ) : (
                <CaretDownOutlined />
              )
            ) : null}
          </div>
        ))}
      </div>
      <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
        {items.map((item) => {
          const row = rowAt(item.index);
          return (
            <div
              key={item.key}
              role="row"
              style={{
                display: 'flex',
                position: 'absolute',
                top: 0,
                left: 0,
                width,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
                borderBottom: '1px solid #f5f5f5',
              }}
            >
              {dataColumns.map((column) => (
                <div key={column.name} role="gridcell" style={cellStyle}>
                  {row ? formatCell(row[column.name], column, 'original') : '…'}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
