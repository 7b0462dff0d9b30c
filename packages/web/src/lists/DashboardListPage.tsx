import { dashboardUrl } from '@meridian/core';
import type { DashboardListItem } from '@meridian/core';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Table, Tag, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { orderFromSorter } from '../app/list-query';
import type { ListRequest } from '../app/list-query';
import { displayName } from '../app/session';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { PageHeader } from '../components/PageHeader';
import { formatRelativeTime } from '../components/relative-time';
import { useDebouncedValue } from '../components/use-debounced-value';
import { useListDashboardsQuery } from '../dashboard/dashboard-api';
import { useResourcePermissions } from '../app/permissions-api';
import { useToast } from '../app/toast';
import { ImportModal } from '../transfer/ImportModal';
import { downloadExport } from '../transfer/transfer-api';

const SORTABLE = new Set(['dashboard_title', 'changed_on', 'published']);
const PAGE_SIZE = 25;

/** Dashboard list page at /dashboard/list/ (route module, loaded lazily). */
export default function DashboardListPage() {
  const [order, setOrder] = useState<Pick<ListRequest, 'orderColumn' | 'orderDirection'>>({
    orderColumn: 'changed_on',
    orderDirection: 'desc',
  });
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [importing, setImporting] = useState(false);
  const canWrite = useResourcePermissions('dashboard').canWrite;
  const toast = useToast();
  const term = useDebouncedValue(search.trim(), 300);
  const dashboards = useListDashboardsQuery({
    page,
    pageSize: PAGE_SIZE,
    ...order,
    filters: term ? [{ col: 'dashboard_title', opr: 'title_or_slug', value: term }] : [],
  });

  const columns: TableProps<DashboardListItem>['columns'] = [
    {
      title: 'Name',
      dataIndex: 'dashboard_title',
      key: 'dashboard_title',
      sorter: true,
      render: (title: string, dashboard) => <Link to={dashboardUrl(dashboard)}>{title}</Link>,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'published',
      sorter: true,
      render: (status: DashboardListItem['status']) =>
        status === 'published' ? <Tag color="green">Published</Tag> : <Tag>Draft</Tag>,
    },
    {
      title: 'Owners',
      key: 'owners',
      render: (_, dashboard) =>
        dashboard.owners.map((owner) => <Tag key={owner.id}>{displayName(owner)}</Tag>),
    },
    {
      title: 'Last modified',
      dataIndex: 'changed_on',
      key: 'changed_on',
      sorter: true,
      defaultSortOrder: 'descend',
      render: (value: string, dashboard) => (
        <Tooltip title={dashboard.changed_by_name ? `${value} by ${dashboard.changed_by_name}` : value}>
          {formatRelativeTime(value)}
        </Tooltip>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, dashboard) => (
        <Button
          type="link"
          size="small"
          onClick={() =>
            void downloadExport('dashboard', [dashboard.id]).catch((error: unknown) =>
              toast.error(`There was an issue exporting ${dashboard.dashboard_title}`, error),
            )
          }
        >
          Export
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Dashboards"
        extra={
          canWrite && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              Import
            </Button>
          )
        }
      />
      <Card>
        <Flex gap={12} style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder="Search by title"
            aria-label="Search dashboards"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
            style={{ maxWidth: 320 }}
          />
        </Flex>
        {dashboards.error ? (
          <ApiErrorAlert lead="Could not load dashboards" error={dashboards.error} />
        ) : null}
        <Table<DashboardListItem>
          rowKey="id"
          data-testid="dashboard-list"
          columns={columns}
          dataSource={dashboards.data?.result ?? []}
          loading={dashboards.isFetching}
          onChange={(pagination, _filters, sorter) => {
            setPage((pagination.current ?? 1) - 1);
            setOrder(orderFromSorter(Array.isArray(sorter) ? sorter[0] : sorter, SORTABLE));
          }}
          pagination={{
            current: page + 1,
            pageSize: PAGE_SIZE,
            total: dashboards.data?.count ?? 0,
            showSizeChanger: false,
          }}
        />
      </Card>
      <ImportModal resource="dashboard" open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
