import type { ReportExecutionLog } from '@meridian/core';
import { Card, Flex, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { ListRequest } from '../app/list-query';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { PageHeader } from '../components/PageHeader';
import { useListReportLogsQuery } from './report-api';

const STATE_COLORS: Record<string, string> = {
  Success: 'green',
  Working: 'blue',
  Error: 'red',
  'Not triggered': 'default',
  'On Grace': 'gold',
};

const time = (value: string | null) => (value ? new Date(value).toLocaleString() : '');

/** Execution log of one alert or report at /alert/<id>/log/ and /report/<id>/log/ (route module, loaded lazily). */
export default function ExecutionLogPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const listPath = location.pathname.startsWith('/report') ? '/report/list/' : '/alert/list/';
  const [request, setRequest] = useState<ListRequest>({
    page: 0,
    pageSize: 25,
    orderColumn: 'start_dttm',
    orderDirection: 'desc',
  });
  const logs = useListReportLogsQuery({ id: Number(id), request });
  const columns: TableProps<ReportExecutionLog>['columns'] = [
    {
      title: 'State',
      dataIndex: 'state',
      key: 'state',
      render: (state: string) => <Tag color={STATE_COLORS[state] ?? 'default'}>{state}</Tag>,
    },
    { title: 'Scheduled at (UTC)', dataIndex: 'scheduled_dttm', key: 'scheduled_dttm', render: time },
    { title: 'Start at', dataIndex: 'start_dttm', key: 'start_dttm', render: time },
    {
      title: 'Duration',
      key: 'duration',
      render: (_, log) =>
        log.start_dttm && log.end_dttm
          ? `${((Date.parse(log.end_dttm) - Date.parse(log.start_dttm)) / 1000).toFixed(1)} s`
          : '',
    },
    { title: 'Value', dataIndex: 'value', key: 'value', render: (value: number | null) => value ?? '' },
    {
      title: 'Error message',
      dataIndex: 'error_message',
      key: 'error_message',
      render: (message: string | null) =>
        message ? <Typography.Text type="danger">{message}</Typography.Text> : '',
    },
  ];
  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <PageHeader title="Execution log" extra={<Link to={listPath}>Back to all</Link>} />
      {logs.error ? (
        <ApiErrorAlert error={logs.error} lead="There was an issue loading the execution log" />
      ) : null}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<ReportExecutionLog>
          rowKey="id"
          data-testid="execution-log"
          loading={logs.isFetching}
          columns={columns}
          dataSource={logs.data?.result ?? []}
          pagination={{
            current: request.page + 1,
            pageSize: request.pageSize,
            total: logs.data?.count ?? 0,
            showSizeChanger: false,
          }}
          onChange={(pagination) => setRequest((r) => ({ ...r, page: (pagination.current ?? 1) - 1 }))}
        />
      </Card>
    </Flex>
  );
}
