import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { DATABASE_MESSAGES } from '@meridian/core';
import type { Database } from '@meridian/core';
import { App, Button, Flex, Input, Space, Tooltip, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { useResourcePermissions } from '../app/permissions-api';
import { useToast } from '../app/toast';
import { AdminRowActions } from '../components/list/AdminRowActions';
import { ListTable } from '../components/list/ListTable';
import type { FilterRule } from '../components/list/list-filters';
import { useListExport } from '../components/list/use-list-export';
import { useListPage } from '../components/list/use-list-page';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { BooleanMark } from '../components/BooleanMark';
import { NoAccessResult } from '../components/NoAccessResult';
import { PageHeader } from '../components/PageHeader';
import { formatRelativeTime } from '../components/relative-time';
import { DatabaseConnectModal } from '../databases/DatabaseConnectModal';
import { connectionErrorText } from '../databases/connection-form';
import {
  useDeleteDatabaseMutation,
  useListDatabasesQuery,
  useTestConnectionMutation,
} from '../databases/database-api';
import { ContentLoading } from '../components/ContentLoading';
import { ImportModal } from '../transfer/ImportModal';

const SORTABLE = new Set([
  'database_name',
  'backend',
  'allow_dml',
  'expose_in_sqllab',
  'allow_run_async',
  'changed_on',
]);

/** The database list's search box. */
const DATABASE_FILTERS: readonly FilterRule[] = [{ key: 'search', col: 'database_name', opr: 'ct' }];

type ModalState = { database: Database | null } | null;

/** Database connections page at /databaseview/list/ (route module, loaded lazily). */
export default function DatabaseListPage() {
  const permissions = useResourcePermissions('database');
  if (permissions.isLoading) return <ContentLoading />;
  if (!permissions.canRead) return <NoAccessResult />;
  return <DatabaseList canWrite={permissions.canWrite} />;
}

function DatabaseList({ canWrite }: { canWrite: boolean }) {
  const list = useListPage<Database>({
    order: { orderColumn: 'changed_on', orderDirection: 'desc' },
    sortable: SORTABLE,
    filterFields: DATABASE_FILTERS,
  });
  const [modal, setModal] = useState<ModalState>(null);
  const [importing, setImporting] = useState(false);
  const databases = useListDatabasesQuery(list.request);
  const [deleteDatabase] = useDeleteDatabaseMutation();
  const [testConnection] = useTestConnectionMutation();
  const toast = useToast();
  const exporter = useListExport('database');
  const { message } = App.useApp();

  const remove = async (database: Database) => {
    try {
      await deleteDatabase(database.id).unwrap();
      toast.success(`Deleted: ${database.database_name}`);
    } catch (error) {
      toast.error(`There was an issue deleting ${database.database_name}`, error);
    }
  };

  const test = async (database: Database) => {
    try {
      const answer = await testConnection({
        database_name: database.database_name,
        sqlalchemy_uri: database.sqlalchemy_uri,
        extra: database.extra,
      }).unwrap();
      void message.success(answer || DATABASE_MESSAGES.connectionOk);
    } catch (error) {
      void message.error(connectionErrorText(error));
    }
  };

  const columns: TableProps<Database>['columns'] = [
    {
      title: 'Name',
      dataIndex: 'database_name',
      key: 'database_name',
      sorter: true,
      render: (name: string, database) =>
        canWrite ? <Typography.Link onClick={() => setModal({ database })}>{name}</Typography.Link> : name,
    },
    { title: 'Backend', dataIndex: 'backend', key: 'backend', sorter: true },
    {
      title: 'Allow DML',
      dataIndex: 'allow_dml',
      key: 'allow_dml',
      sorter: true,
      align: 'center',
      render: (value: boolean) => <BooleanMark value={value} />,
    },
    {
      title: 'Expose in SQL Lab',
      dataIndex: 'expose_in_sqllab',
      key: 'expose_in_sqllab',
      sorter: true,
      align: 'center',
      render: (value: boolean) => <BooleanMark value={value} />,
    },
    {
      title: 'Async',
      dataIndex: 'allow_run_async',
      key: 'allow_run_async',
      sorter: true,
      align: 'center',
      render: (value: boolean) => <BooleanMark value={value} />,
    },
    {
      title: 'Last modified',
      dataIndex: 'changed_on',
      key: 'changed_on',
      sorter: true,
      defaultSortOrder: 'descend',
      render: (value: string, database) => (
        <Tooltip title={database.changed_by_name ? `${value} by ${database.changed_by_name}` : value}>
          {formatRelativeTime(value)}
        </Tooltip>
      ),
    },
  ];
  const exportOne = (database: Database) =>
    exporter.exportIds([database.id], `There was an issue exporting ${database.database_name}`);

  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, database) => (
        <AdminRowActions
          name={database.database_name}
          onEdit={() => setModal({ database })}
          onDelete={() => remove(database)}
          deleteDescription="Datasets must be deleted first; charts on it stop working."
        >
          <Button type="link" size="small" onClick={() => void test(database)}>
            Test connection
          </Button>
          <Button type="link" size="small" onClick={() => void exportOne(database)}>
            Export
          </Button>
        </AdminRowActions>
      ),
    });
  }

  return (
    <>
      <PageHeader
        title="Databases"
        extra={
          canWrite && (
            <Space>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                Import
              </Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ database: null })}>
                Database
              </Button>
            </Space>
          )
        }
      />
      <Flex gap={12} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="Search by name"
          aria-label="Search databases"
          style={{ maxWidth: 320 }}
          onSearch={(value) => list.setFilter('search', value)}
        />
      </Flex>
      <ApiErrorAlert error={databases.error} lead="An error occurred while fetching databases" />
      <ListTable<Database>
        list={list}
        answer={databases}
        columns={columns}
        showTotal={(total) => (total === 1 ? '1 database' : `${total} databases`)}
      />
      <ImportModal resource="database" open={importing} onClose={() => setImporting(false)} />
      {modal && <DatabaseConnectModal database={modal.database} onClose={() => setModal(null)} />}
    </>
  );
}
