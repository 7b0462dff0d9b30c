import { CopyOutlined, DeleteOutlined, ExportOutlined, UploadOutlined } from '@ant-design/icons';
import type { SavedQuery } from '@meridian/core';
import { Button, Flex, Input, Popconfirm, Select, Space, Tooltip, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useResourcePermissions } from '../app/permissions-api';
import { AdminRowActions } from '../components/list/AdminRowActions';
import type { FilterRule } from '../components/list/list-filters';
import { ListTable } from '../components/list/ListTable';
import { useBulkDelete } from '../components/list/use-bulk-delete';
import { useListExport } from '../components/list/use-list-export';
import { useListPage } from '../components/list/use-list-page';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { ContentLoading } from '../components/ContentLoading';
import { NoAccessResult } from '../components/NoAccessResult';
import { PageHeader } from '../components/PageHeader';
import { formatRelativeTime } from '../components/relative-time';
import { useListDatabasesQuery } from '../databases/database-api';
import { useCopyToClipboard, COPY_MESSAGES } from '../components/use-copy';
import { useDeleteSavedQueriesMutation, useListSavedQueriesQuery } from '../sqllab/sqllab-api';
import { ImportModal } from '../transfer/ImportModal';

const SORTABLE = new Set(['label', 'schema', 'rows', 'last_run', 'changed_on']);

/** The saved query list's filters: its search box and database select. */
const SAVED_QUERY_FILTERS: readonly FilterRule[] = [
  { key: 'search', col: 'label', opr: 'all_text' },
  { key: 'database', col: 'database', opr: 'rel_o_m' },
];

/** The SQL Lab address that opens a saved query in a new editor tab (its share link). */
export function savedQueryPath(id: number): string {
  return `/sqllab/?savedQueryId=${id}`;
}

/** Saved queries page at /savedqueryview/list/ (route module, loaded lazily). */
export default function SavedQueryListPage() {
  const permissions = useResourcePermissions('saved_query');
  if (permissions.isLoading) return <ContentLoading />;
  if (!permissions.canRead) return <NoAccessResult />;
  return <SavedQueryList canWrite={permissions.canWrite} />;
}

function SavedQueryList({ canWrite }: { canWrite: boolean }) {
  const list = useListPage<SavedQuery>({
    order: { orderColumn: 'changed_on', orderDirection: 'desc' },
    sortable: SORTABLE,
    filterFields: SAVED_QUERY_FILTERS,
  });
  const selected = list.selection.ids;
  const databaseId = list.filters.database;
  const [importing, setImporting] = useState(false);
  const queries = useListSavedQueriesQuery(list.request);
  const databases = useListDatabasesQuery({ page: 0, pageSize: 100, orderColumn: 'database_name' });
  const [deleteQueries] = useDeleteSavedQueriesMutation();
  const copy = useCopyToClipboard();
  const bulkDelete = useBulkDelete(list.selection, {
    remove: (ids) => deleteQueries(ids).unwrap(),
    succeeded: (_answer, ids) =>
      ids.length === 1 ? 'Deleted 1 saved query' : `Deleted ${ids.length} saved queries`,
    failed: () => 'There was an issue deleting the selected queries',
  });
  const remove = bulkDelete.run;
  const exporter = useListExport('saved_query');
  const exportIds = (ids: readonly number[]) =>
    exporter.exportIds(ids, 'There was an issue exporting the selected queries');
  const columns: TableProps<SavedQuery>['columns'] = [
    {
      title: 'Name',
      dataIndex: 'label',
      key: 'label',
      sorter: true,
      render: (label: string, query) => <Link to={savedQueryPath(query.id)}>{label}</Link>,
    },
    { title: 'Database', key: 'database', render: (_, query) => query.database.database_name },
    { title: 'Schema', dataIndex: 'schema', key: 'schema', sorter: true },
    {
      title: 'SQL',
      dataIndex: 'sql',
      key: 'sql',
      render: (sql: string) => (
        <Tooltip title={<pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{sql}</pre>}>
          <Typography.Text code ellipsis style={{ maxWidth: 260 }}>
            {sql}
          </Typography.Text>
        </Tooltip>
      ),
    },
    { title: 'Rows', dataIndex: 'rows', key: 'rows', sorter: true },
    {
      title: 'Last run',
      dataIndex: 'last_run',
      key: 'last_run',
      sorter: true,
      render: (value: string | null) => (value ? formatRelativeTime(value) : ''),
    },
    {
      title: 'Modified',
      dataIndex: 'changed_on',
      key: 'changed_on',
      sorter: true,
      defaultSortOrder: 'descend',
      render: (value: string) => formatRelativeTime(value),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, query) => (
        <AdminRowActions name={query.label} onDelete={canWrite ? () => remove([query.id]) : undefined}>
          <Link to={savedQueryPath(query.id)}>Open in SQL Lab</Link>
          <Button
            type="link"
            size="small"
            icon={<CopyOutlined />}
            onClick={() =>
              void copy(`${window.location.origin}${savedQueryPath(query.id)}`, COPY_MESSAGES.linkCopied)
            }
          >
            Copy link
          </Button>
          <Button type="link" size="small" onClick={() => void exportIds([query.id])}>
            Export
          </Button>
        </AdminRowActions>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Saved queries"
        extra={
          <Space>
            {canWrite ? (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                Import
              </Button>
            ) : null}
            <Link to="/sqllab/">
              <Button type="primary">Query</Button>
            </Link>
          </Space>
        }
      />
      <Flex gap={12} style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="Search by name, schema, description or SQL"
          aria-label="Search saved queries"
          style={{ maxWidth: 360 }}
          onSearch={(value) => list.setFilter('search', value)}
        />
        <Select
          allowClear
          aria-label="Database filter"
          placeholder="Database"
          style={{ width: 220 }}
          value={typeof databaseId === 'number' ? databaseId : undefined}
          onChange={(value?: number) => list.setFilter('database', value)}
          options={(databases.data?.result ?? []).map((db) => ({ value: db.id, label: db.database_name }))}
        />
        {selected.length > 0 ? (
          <Space>
            <Typography.Text>{`${selected.length} selected`}</Typography.Text>
            <Button icon={<ExportOutlined />} onClick={() => void exportIds(selected)}>
              Export
            </Button>
            {canWrite ? (
              <Popconfirm
                title={`Delete ${selected.length} saved queries?`}
                okText="Delete"
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(selected)}
              >
                <Button danger icon={<DeleteOutlined />}>
                  Delete
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        ) : null}
      </Flex>
      <ApiErrorAlert error={queries.error} lead="An error occurred while fetching saved queries" />
      <ListTable<SavedQuery>
        list={list}
        answer={queries}
        columns={columns}
        testId="saved-query-list"
        selectable
        showTotal={(total) => (total === 1 ? '1 saved query' : `${total} saved queries`)}
      />
      <ImportModal resource="saved_query" open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
