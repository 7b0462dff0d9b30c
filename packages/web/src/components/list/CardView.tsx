import { Empty, Flex, Pagination, Spin } from 'antd';
import type { ReactNode } from 'react';

/** Props of CardView. */
export interface CardViewProps<T> {
  /** Items of the current page. */
  rows: readonly T[];
  /** Draws one item as a ListCard. */
  renderCard: (row: T) => ReactNode;
  /** Key of an item. */
  rowKey: (row: T) => number;
  /** Zero-based page. */
  page: number;
  /** Items per page. */
  pageSize: number;
  /** Items matching the filters. */
  total: number;
  /** Called with the zero-based page chosen. */
  onPageChange: (page: number) => void;
  /** Whether a page is loading. */
  isLoading: boolean;
  /** Test id of the grid. */
  testId?: string;
  /** "1 chart" / "3 charts". */
  showTotal?: (total: number) => string;
}

/** A list's card view: as many 260 px columns as fit, with the table's pagination below. */
export function CardView<T>(props: CardViewProps<T>) {
  const { rows, renderCard, rowKey, page, pageSize, total, onPageChange, isLoading, testId, showTotal } =
    props;
  return (
    <Spin spinning={isLoading}>
      {rows.length === 0 && !isLoading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <div
          data-testid={testId}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16 }}
        >
          {rows.map((row) => (
            <div key={rowKey(row)}>{renderCard(row)}</div>
          ))}
        </div>
      )}
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Pagination
          current={page + 1}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          showTotal={showTotal}
          onChange={(next) => onPageChange(next - 1)}
        />
      </Flex>
    </Spin>
  );
}
