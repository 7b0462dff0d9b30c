import type { ReactNode } from 'react';
import type { TableProps } from 'antd';
import { CardView } from './CardView';
import { ListTable } from './ListTable';
import type { ListAnswer } from './ListTable';
import type { ListPage } from './use-list-page';

/** Props of ListBody: the list model and its answer, drawn as cards or as a table. */
export interface ListBodyProps<T extends { id: number }> {
  viewMode: 'card' | 'table';
  list: ListPage<T>;
  answer: ListAnswer<T>;
  /** Draws one item as a ListCard. */
  renderCard: (row: T) => ReactNode;
  columns: TableProps<T>['columns'];
  /** Test id of the card grid. */
  testId: string;
  /** Test id of the table. */
  tableTestId: string;
  /** "1 chart" / "3 charts". */
  showTotal: (total: number) => string;
}

/** A list page's rows: cards, or a table with row selection; both paged by the list model. */
export function ListBody<T extends { id: number }>(props: ListBodyProps<T>) {
  const { list, answer } = props;
  if (props.viewMode === 'table') {
    return (
      <ListTable<T>
        list={list}
        answer={answer}
        columns={props.columns}
        testId={props.tableTestId}
        showTotal={props.showTotal}
        selectable
      />
    );
  }
  return (
    <CardView<T>
      rows={answer.data?.result ?? []}
      renderCard={props.renderCard}
      rowKey={(row) => row.id}
      page={list.request.page}
      pageSize={list.request.pageSize}
      total={answer.data?.count ?? 0}
      onPageChange={list.setPage}
      isLoading={answer.isFetching}
      testId={props.testId}
      showTotal={props.showTotal}
    />
  );
}
