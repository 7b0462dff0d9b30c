import { SettingOutlined } from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Dropdown, Empty } from 'antd';
import { useRef } from 'react';
import { formatCell, TEMPORAL_FORMATTING_LABELS, TEMPORAL_FORMATTINGS } from './data-table';
import type { DataColumn, FormattingByColumn, TemporalFormatting } from './data-table';
import { GRID_ROW_HEIGHT, gridCellStyle, gridHeaderRowStyle } from '../components/virtual-grid';

const ROW_HEIGHT = GRID_ROW_HEIGHT;
const COLUMN_WIDTH = 170;

/** Props of DataTable. */
export interface DataTableProps {
  /** Columns, in order. */
  columns: readonly DataColumn[];
  /** Rows to show (already searched). */
  rows: readonly Record<string, unknown>[];
  /** Formatting chosen per temporal column. */
  formatting: FormattingByColumn;
  /** Chooses how a temporal column shows. */
  onFormattingChange: (column: string, formatting: TemporalFormatting) => void;
  /** Accessible name of the grid. */
  label: string;
}

const cellStyle = gridCellStyle(COLUMN_WIDTH);

function FormattingMenu({
  column,
  value,
  onChange,
}: {
  column: string;
  value: TemporalFormatting;
  onChange: DataTableProps['onFormattingChange'];
}) {
  const items = TEMPORAL_FORMATTINGS.map((key) => ({
    key,
    label: TEMPORAL_FORMATTING_LABELS[key],
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [{ type: 'group', label: 'Column Formatting', children: items }],
        selectable: true,
        selectedKeys: [value],
        onClick: ({ key }) => onChange(column, key === 'original' ? 'original' : 'formatted'),
      }}
    >
      <Button
        type="text"
        size="small"
        icon={<SettingOutlined />}
        aria-label={`Column Formatting of ${column}`}
      />
    </Dropdown>
  );
}

/** A virtualized grid of result rows: only the rows in view are in the DOM. */
export function DataTable({ columns, rows, formatting, onFormattingChange, label }: DataTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const width = Math.max(columns.length, 1) * COLUMN_WIDTH;
  if (columns.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No data" />;
  return (
    <div
      ref={scroller}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      style={{ height: '100%', overflow: 'auto', fontSize: 13 }}
    >
      <div role="row" style={gridHeaderRowStyle(width)}>
        {columns.map((column) => (
          <div
            key={column.name}
            role="columnheader"
            style={{ ...cellStyle, display: 'flex', alignItems: 'center' }}
          >
            <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>{column.name}</span>
            {column.isTemporal ? (
              <FormattingMenu
                column={column.name}
                value={formatting[column.name] ?? 'formatted'}
                onChange={onFormattingChange}
              />
            ) : null}
          </div>
        ))}
      </div>
      <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index] ?? {};
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
              {columns.map((column) => (
                <div key={column.name} role="gridcell" style={cellStyle}>
                  {formatCell(row[column.name], column, formatting[column.name])}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
