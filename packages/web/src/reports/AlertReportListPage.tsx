import { DeleteOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { REPORT_MESSAGES, type ReportSchedule, type ReportType } from '@meridian/core';
import { Button, Flex, Input, Popconfirm, Segmented, Space, Switch, Tag, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useResourcePermissions } from '../app/permissions-api';
import { useToast } from '../app/toast';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { ContentLoading } from '../components/ContentLoading';
import type { FilterRule } from '../components/list/list-filters';
import { ListTable } from '../components/list/ListTable';
import { useListPage } from '../components/list/use-list-page';
import { NoAccessResult } from '../components/NoAccessResult';
import { PageHeader } from '../components/PageHeader';
import { formatRelativeTime } from '../components/relative-time';
import { useDeleteReportMutation, useListReportsQuery, useUpdateReportMutation } from './report-api';
import { REPORT_STATE_COLORS } from './report-state-colors';

const SORTABLE = new Set(['name', 'last_eval_dttm', 'changed_on', 'active', 'last_state']);

/** The report list's search box (its type is a fixed filter). */
const REPORT_FILTERS: readonly FilterRule[] = [{ key: 'search', col: 'name', opr: 'ct' }];

/** Alerts & reports page at /alert/list/ and /report/list/ (route module, loaded lazily). */
export default function AlertReportListPage() {
  const permissions = useResourcePermissions('report');
  if (permissions.isLoading) return <ContentLoading />;
  if (!permissions.canRead) return <NoAccessResult />;
  return <AlertReportList canWrite={permissions.canWrite} />;
}

function AlertReportList({ canWrite }: { canWrite: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const type: ReportType = location.pathname.startsWith('/report') ? 'Report' : 'Alert';
  const list = useListPage<ReportSchedule>({
    order: { orderColumn: 'name', orderDirection: 'asc' },
    sortable: SORTABLE,
    filterFields: REPORT_FILTERS,
    fixedFilters: [{ col: 'type', opr: 'eq', value: type }],
  });
  const reports = useListReportsQuery(list.request);
  const [updateReport] = useUpdateReportMutation();
  const [deleteReport] = useDeleteReportMutation();
  const toast = useToast();
  const base = type === 'Report' ? '/report' : '/alert';

  const toggle = async (report: ReportSchedule, active: boolean) => {
    try {
      await updateReport({ id: report.id, update: { active } }).unwrap();
      toast.success(REPORT_MESSAGES.updated);
    } catch (error) {
      toast.error(REPORT_MESSAGES.toggleFailed, error);
    }
  };
  const remove = async (report: ReportSchedule) => {
    try {
      await deleteReport(report.id).unwrap();
      toast.success(REPORT_MESSAGES.deleted(report.name));
    } catch (error) {
      toast.error(REPORT_MESSAGES.deleteFailed, error);
    }
  };

  const columns: TableProps<ReportSchedule>['columns'] = [
    {
      title: 'Last run',
      dataIndex: 'last_eval_dttm',
      key: 'last_eval_dttm',
      sorter: true,
      render: (value: string | null, report) => (
        <Space size="small">
          <Tag color={REPORT_STATE_COLORS[report.last_state] ?? 'default'} data-testid="report-last-state">
            {report.last_state}
          </Tag>
          {value ? formatRelativeTime(value) : ''}
        </Space>
      ),
    },
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
    {
      title: 'Schedule',
      key: 'schedule',
      render: (_, report) => (
        <Tooltip title={`${report.crontab} (${report.timezone})`}>{report.crontab_humanized}</Tooltip>
      ),
    },
    {
      title: 'Notification method',
      key: 'recipients',
      render: (_, report) => [...new Set(report.recipients.map((r) => r.type))].join(', '),
    },
    {
      title: 'Owners',
      key: 'owners',
      render: (_, report) => report.owners.map((o) => `${o.first_name} ${o.last_name}`.trim()).join(', '),
    },
    {
      title: 'Modified',
      dataIndex: 'changed_on',
      key: 'changed_on',
      sorter: true,
      render: (value: string) => formatRelativeTime(value),
    },
    {
      title: 'Active',
      dataIndex: 'active',
      key: 'active',
      render: (active: boolean, report) => (
        <Switch
          size="small"
          checked={active}
          disabled={!canWrite}
          aria-label={`Active: ${report.name}`}
          data-testid="report-active"
          onChange={(next) => void toggle(report, next)}
        />
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, report) => (
        <Space size="small">
          <Tooltip title="Execution log">
            <Link to={`${base}/${report.id}/log/`} aria-label={`Execution log of ${report.name}`}>
              <UnorderedListOutlined />
            </Link>
          </Tooltip>
          {canWrite ? (
            <Popconfirm
              title={`Delete ${report.name}?`}
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(report)}
            >
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${report.name}`}
              />
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <PageHeader title="Alerts & reports" />
      <Flex gap={12} align="center">
        <Segmented
          value={type}
          options={[
            { value: 'Alert', label: 'Alerts' },
            { value: 'Report', label: 'Reports' },
          ]}
          onChange={(value) => void navigate(value === 'Report' ? '/report/list/' : '/alert/list/')}
        />
        <Input.Search
          allowClear
          placeholder="Search by name"
          style={{ maxWidth: 320 }}
          onSearch={(value) => list.setFilter('search', value)}
        />
      </Flex>
      {reports.error ? (
        <ApiErrorAlert error={reports.error} lead="There was an issue loading the alerts and reports" />
      ) : null}
      <ListTable<ReportSchedule> list={list} answer={reports} columns={columns} testId="report-list" />
    </Flex>
  );
}
