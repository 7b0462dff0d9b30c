import type { ReportExecutionLog } from '@meridian/core';
import { Flex, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { ListTable } from '../components/list/ListTable';
import { useListPage } from '../components/list/use-list-page';
import { PageHeader } from '../components/PageHeader';
import { useListReportLogsQuery } from './report-api';
import { REPORT_STATE_COLORS } from './report-state-colors';

/** The log is always newest first. */
const NOT_SORTABLE: ReadonlySet<string> = new Set();

const time = (value: string | null) => (value ? new Date(value).toLocaleString() : '');

/** Execution log of one alert or report at /alert/<id>/log/ and /report/<id>/log/ (route module, loaded lazily). */
export default function ExecutionLogPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const listPath = location.pathname.startsWith('/report') ? '/report/list/' : '/alert/list/';
  const list = useListPage<ReportExecutionLog>({
    order: { orderColumn: 'start_dttm', orderDirection: 'desc' },
    sortable: NOT_SORTABLE,
  });
  const logs = useListReportLogsQuery({ id: Number(id), request: list.request });
  const columns: TableProps<ReportExecutionLog>['columns'] = [
    {
      title: 'State',
      dataIndex: 'state',
      key: 'state',
      render: (state: string) => <Tag color={REPORT_STATE_COLORS[state] ?? 'default'}>{state}</Tag>,
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
      <ListTable<ReportExecutionLog> list={list} answer={logs} columns={columns} testId="execution-log" />
    </Flex>
  );
}
