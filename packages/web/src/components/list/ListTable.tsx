import { Card, Table } from 'antd';
import type { TableProps } from 'antd';
import type { ListPage } from './use-list-page';

/** What a list call's query hook answers: one page of rows and how many match. */
export interface ListAnswer<T> {
  data?: { count: number; result: readonly T[] };
  isFetching: boolean;
}

/** Props of ListTable. */
export interface ListTableProps<T extends { id: number }> {
  list: ListPage<T>;
  answer: ListAnswer<T>;
  columns: TableProps<T>['columns'];
  testId?: string;
  /** "1 chart" / "3 charts". */
  showTotal?: (total: number) => string;
  /** Whether rows have checkboxes bound to the list's selection. */
  selectable?: boolean;
  /** Rows that may be ticked; all unless told. */
  canSelect?: (row: T) => boolean;
  /** Whether the pager offers other page sizes (the users page does). */
  showSizeChanger?: boolean;
}

/** A list page's table: its rows, pager and sorter bound to the list model, and optional row selection. */
export function ListTable<T extends { id: number }>(props: ListTableProps<T>) {
  const { list, answer, canSelect } = props;
  return (
    <Card styles={{ body: { padding: 0 } }}>
      <Table<T>
        rowKey="id"
        data-testid={props.testId}
        columns={props.columns}
        dataSource={[...(answer.data?.result ?? [])]}
        loading={answer.isFetching}
        onChange={list.onTableChange}
        rowSelection={
          props.selectable
            ? {
                selectedRowKeys: list.selection.ids,
                onChange: (keys) => list.selection.set(keys.map(Number)),
                preserveSelectedRowKeys: true,
                ...(canSelect ? { getCheckboxProps: (row: T) => ({ disabled: !canSelect(row) }) } : {}),
              }
            : undefined
        }
        pagination={{
          current: list.request.page + 1,
          pageSize: list.request.pageSize,
          total: answer.data?.count ?? 0,
          showSizeChanger: props.showSizeChanger ?? false,
          ...(props.showTotal ? { showTotal: props.showTotal } : {}),
          style: { paddingInline: 16 },
        }}
      />
    </Card>
  );
}
