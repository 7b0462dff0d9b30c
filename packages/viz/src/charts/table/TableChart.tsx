import { useContext, useMemo, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { CrossFilterHostContext, type CrossFilterSelection } from '../../components/chart-context';
import {
  DIMENSION_CLICK_EVENT,
  DIMENSION_CONTEXT_MENU_EVENT,
  type DimensionContextMenu,
} from '../../echarts/click';
import { clickedCellValues, isCrossFilterColumn, isSelectedCell } from './cross-filter';
import { cellBarBackground, searchRows, type TableColumn, type TableRendererProps } from './transform-props';

const ROW_HEIGHT = 32;
const TOOLBAR_HEIGHT = 36;

function cellStyle(column: TableColumn, value: unknown): CSSProperties {
  const background = [column.background(value), cellBarBackground(column, value)].filter(Boolean).join(', ');
  return {
    textAlign: column.align,
    padding: '0 8px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    lineHeight: `${ROW_HEIGHT}px`,
    ...(background ? { background } : {}),
  };
}

/** A dimension cell's look when the chart's cross-filter keeps its value. */
const SELECTED_CELL: CSSProperties = { background: '#bae0ff', fontWeight: 600 };

/** Sends a cell's click or right-click to the host as the ECharts charts do (bubbling dimension events). */
function sendCellEvent(
  event: MouseEvent<HTMLDivElement>,
  columns: readonly TableColumn[],
  row: Record<string, unknown>,
  column: TableColumn,
) {
  const values = clickedCellValues(columns, row, column);
  if (!values) return;
  if (event.type === 'contextmenu') {
    event.preventDefault();
    const detail: DimensionContextMenu = { values, clientX: event.clientX, clientY: event.clientY };
    event.currentTarget.dispatchEvent(
      new CustomEvent(DIMENSION_CONTEXT_MENU_EVENT, { bubbles: true, detail }),
    );
  } else if (isCrossFilterColumn(column)) {
    event.currentTarget.dispatchEvent(
      new CustomEvent(DIMENSION_CLICK_EVENT, { bubbles: true, detail: values }),
    );
  }
}

function Row({
  columns,
  row,
  template,
  style,
  selection,
}: {
  columns: readonly TableColumn[];
  row: Record<string, unknown>;
  template: string;
  style?: CSSProperties;
  /** The chart's cross-filter, when its host takes clicks (body rows on a dashboard); else no clicks. */
  selection?: readonly CrossFilterSelection[] | undefined;
}) {
  return (
    <div
      role="row"
      style={{
        display: 'grid',
        gridTemplateColumns: template,
        height: ROW_HEIGHT,
        borderBottom: '1px solid #f0f0f0',
        // A row's layout and paint stay inside it: scrolling lays out and paints the new rows only.
        contain: 'layout paint',
        ...style,
      }}
    >
      {columns.map((c) => {
        const clickable = selection !== undefined && isCrossFilterColumn(c);
        const selected = clickable && isSelectedCell(selection, c.key, row[c.key]);
        return (
          <div
            role="cell"
            key={c.key}
            style={{
              ...cellStyle(c, row[c.key]),
              ...(clickable ? { cursor: 'pointer' } : {}),
              ...(selected ? SELECTED_CELL : {}),
            }}
            title={c.format(row[c.key])}
            data-selected={selected || undefined}
            {...(selection !== undefined
              ? {
                  onClick: (event: MouseEvent<HTMLDivElement>) => sendCellEvent(event, columns, row, c),
                  onContextMenu: (event: MouseEvent<HTMLDivElement>) => sendCellEvent(event, columns, row, c),
                }
              : {})}
          >
            {c.format(row[c.key])}
          </div>
        );
      })}
    </div>
  );
}

/** Renderer of Table (lazy): virtualized rows, search box, totals row, client or server pages. */
export default function TableChart(props: TableRendererProps) {
  const { width, height, columns, rows, totals, pageSize, serverPagination, rowCount, includeSearch, hooks } =
    props;
  const crossFilterHost = useContext(CrossFilterHostContext);
  const [search, setSearch] = useState('');
  const [clientPage, setClientPage] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const filtered = useMemo(() => searchRows(rows, columns, search), [rows, columns, search]);
  const page = serverPagination ? props.currentPage : clientPage;
  const pageCount =
    pageSize > 0 ? Math.max(1, Math.ceil((serverPagination ? rowCount : filtered.length) / pageSize)) : 1;
  const visible =
    !serverPagination && pageSize > 0 ? filtered.slice(page * pageSize, (page + 1) * pageSize) : filtered;
  const template = columns.map((c) => (c.width ? `${c.width}px` : 'minmax(100px, 1fr)')).join(' ');
  const showToolbar = includeSearch || pageSize > 0;
  const bodyHeight = height - ROW_HEIGHT - (totals ? ROW_HEIGHT : 0) - (showToolbar ? TOOLBAR_HEIGHT : 0);
  // Only the rows in view (plus overscan) are in the DOM, so 100,000 rows cost what 30 do.
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // The body's size is known before it is measured: the first render already has its rows.
    initialRect: { width, height: Math.max(ROW_HEIGHT, bodyHeight) },
  });
  const goTo = (next: number) => {
    if (serverPagination) hooks?.setOwnState?.({ currentPage: next, pageSize });
    else setClientPage(next);
  };
  return (
    <div
      data-testid="table-chart"
      style={{ width, height, display: 'flex', flexDirection: 'column', fontSize: 13 }}
    >
      {showToolbar ? (
        <div
          style={{
            height: TOOLBAR_HEIGHT,
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 8,
          }}
        >
          <span data-testid="table-row-count">{`${serverPagination ? rowCount : filtered.length} rows`}</span>
          {includeSearch ? (
            <input
              aria-label="Search"
              placeholder="Search"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setClientPage(0);
              }}
            />
          ) : null}
        </div>
      ) : null}
      <div role="table" style={{ width, overflowX: 'auto' }}>
        <div
          role="row"
          style={{
            display: 'grid',
            gridTemplateColumns: template,
            height: ROW_HEIGHT,
            fontWeight: 600,
            borderBottom: '2px solid #d9d9d9',
          }}
        >
          {columns.map((c) => (
            <div
              role="columnheader"
              key={c.key}
              style={{
                padding: '0 8px',
                lineHeight: `${ROW_HEIGHT}px`,
                textAlign: c.align,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {c.label}
            </div>
          ))}
        </div>
        <div ref={scrollRef} style={{ height: Math.max(ROW_HEIGHT, bodyHeight), overflowY: 'auto' }}>
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = visible[item.index];
              return row ? (
                <Row
                  key={item.key}
                  columns={columns}
                  row={row}
                  template={template}
                  selection={crossFilterHost?.selection}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    transform: `translateY(${item.start}px)`,
                  }}
                />
              ) : null;
            })}
          </div>
        </div>
        {totals ? (
          <Row
            columns={columns.map((c, i) => (i === 0 && !c.isMetric ? { ...c, format: () => 'Summary' } : c))}
            row={totals}
            template={template}
            style={{ fontWeight: 600 }}
          />
        ) : null}
      </div>
      {pageSize > 0 && pageCount > 1 ? (
        <div style={{ display: 'flex', gap: 4, justifyContent: 'flex-end', paddingTop: 4 }}>
          <button type="button" disabled={page <= 0} onClick={() => goTo(page - 1)}>
            ‹
          </button>
          <span>{`${page + 1} / ${pageCount}`}</span>
          <button type="button" disabled={page >= pageCount - 1} onClick={() => goTo(page + 1)}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
