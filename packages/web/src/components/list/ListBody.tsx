import { Card, Table } from 'antd';
import type { TableProps } from 'antd';
import { CardView } from './CardView';
import type { CardViewProps } from './CardView';

/** Props of ListBody: the card view's, plus the table's columns, sorting and row selection. */
export interface ListBodyProps<T extends { id: number }> extends CardViewProps<T> {
  viewMode: 'card' | 'table';
  /** Test id of the table (the card grid takes `testId`). */
  tableTestId: string;
  columns: TableProps<T>['columns'];
  /** Sorting and paging from the table's header and pager. */
  onTableChange: TableProps<T>['onChange'];
  /** Ids of the selected rows (kept across pages). */
  selected: number[];
  onSelect: (ids: number[]) => void;
}

/** A list page's rows: cards, or a table with row selection; both paged by 0-based pages. */
export function ListBody<T extends { id: number }>(props: ListBodyProps<T>) {
  if (props.viewMode === 'card') return <CardView<T> {...props} />;
  return (
    <Card styles={{ body: { padding: 0 } }}>
      <Table<T>
        rowKey="id"
        data-testid={props.tableTestId}
        columns={props.columns}
        dataSource={[...props.rows]}
        loading={props.isLoading}
        onChange={props.onTableChange}
        rowSelection={{
          selectedRowKeys: props.selected,
          onChange: (keys) => props.onSelect(keys.map(Number)),
          preserveSelectedRowKeys: true,
        }}
        pagination={{
          current: props.page + 1,
          pageSize: props.pageSize,
          total: props.total,
          showSizeChanger: false,
          ...(props.showTotal ? { showTotal: props.showTotal } : {}),
          style: { paddingInline: 16 },
        }}
      />
    </Card>
  );
}
