import { PlusSquareOutlined, RedoOutlined } from '@ant-design/icons';
import type { QueryListItem } from '@meridian/core';
import { Alert, Button, Table, Tag, Tooltip, Typography } from 'antd';
import { describeApiError } from '../app/api-error';
import { formatElapsed } from '../chart-runtime/elapsed';
import { useTabHistoryQuery } from './sqllab-api';

/** Props of QueryHistoryPane. */
export interface QueryHistoryPaneProps {
  /** The tab whose runs to list. */
  editorId: string;
  /** Puts a run's SQL back in the editor and runs it. */
  onRerun: (sql: string) => void;
  /** Opens a run's SQL in a new tab. */
  onOpenInNewTab: (run: QueryListItem) => void;
}

const STATE_COLORS: Record<string, string> = {
  success: 'green',
  failed: 'red',
  stopped: 'orange',
  timed_out: 'red',
};

/** The tab's query history: state, start, duration, rows, SQL, and re-run / open in a new tab. */
export function QueryHistoryPane({ editorId, onRerun, onOpenInNewTab }: QueryHistoryPaneProps) {
  const history = useTabHistoryQuery(editorId);
  if (history.error) return <Alert type="error" showIcon title={describeApiError(history.error).message} />;
  return (
    <Table<QueryListItem>
      data-testid="query-history"
      size="small"
      rowKey="id"
      loading={history.isFetching}
      pagination={false}
      dataSource={history.data ?? []}
      columns={[
        {
          title: 'State',
          dataIndex: 'status',
          width: 100,
          render: (status: string) => <Tag color={STATE_COLORS[status] ?? 'blue'}>{status}</Tag>,
        },
        {
          title: 'Started',
          dataIndex: 'start_time',
          width: 170,
          render: (ms: number | null) => (ms === null ? '' : new Date(ms).toLocaleString()),
        },
        {
          title: 'Duration',
          key: 'duration',
          width: 110,
          render: (_, run) =>
            run.start_time !== null && run.end_time !== null
              ? formatElapsed(run.end_time - run.start_time)
              : '',
        },
        {
          title: 'Rows',
          dataIndex: 'rows',
          width: 90,
          align: 'right',
          // Grouped as the results' row count is: 1,000 rather than 1000.
          render: (rows: number | null) => (rows === null ? '' : rows.toLocaleString('en-US')),
        },
        {
          title: 'SQL',
          dataIndex: 'sql',
          render: (sql: string) => (
            <Typography.Text code ellipsis style={{ maxWidth: 420 }}>
              {sql}
            </Typography.Text>
          ),
        },
        {
          title: 'Actions',
          key: 'actions',
          width: 90,
          render: (_, run) => (
            <>
              <Tooltip title="Re-run">
                <Button
                  type="text"
                  size="small"
                  aria-label="Re-run"
                  icon={<RedoOutlined />}
                  onClick={() => onRerun(run.sql)}
                />
              </Tooltip>
              <Tooltip title="Open in a new tab">
                <Button
                  type="text"
                  size="small"
                  aria-label="Open in a new tab"
                  icon={<PlusSquareOutlined />}
                  onClick={() => onOpenInNewTab(run)}
                />
              </Tooltip>
            </>
          ),
        },
      ]}
    />
  );
}
