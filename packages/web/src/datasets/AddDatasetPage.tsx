import { EyeOutlined, TableOutlined } from '@ant-design/icons';
import { datasetCreateSchema } from '@meridian/core';
import { Alert, Button, Card, Empty, Flex, Form, Input, Select, Spin, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeApiError } from '../app/api-error';
import type { TableOption } from '@meridian/core';
import { useResourcePermissions } from '../app/permissions-api';
import { useToast } from '../app/toast';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { ContentLoading } from '../components/ContentLoading';
import { NoAccessResult } from '../components/NoAccessResult';
import { PageHeader } from '../components/PageHeader';
import {
  useDatabaseSchemasQuery,
  useDatabaseTablesQuery,
  useTableMetadataQuery,
} from '../databases/database-api';
import { exploreDatasetPath } from '../explore/explore-urls';
import { useCreateDatasetMutation } from './dataset-api';
import { DatasetOptionsSelect } from './DatasetOptionsSelect';

const LIST_PATH = '/tablemodelview/list/';

/** The add-dataset page at /dataset/add/ (route module, loaded lazily). */
export default function AddDatasetPage() {
  const permissions = useResourcePermissions('dataset');
  if (permissions.isLoading) return <ContentLoading />;
  if (!permissions.canWrite) return <NoAccessResult />;
  return <AddDataset />;
}

function AddDataset() {
  const [database, setDatabase] = useState<number | undefined>();
  const [schema, setSchema] = useState<string | undefined>();
  const [table, setTable] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const schemas = useDatabaseSchemasQuery(database ?? 0, { skip: database === undefined });
  const tables = useDatabaseTablesQuery(
    { databaseId: database ?? 0, schema: schema ?? '' },
    { skip: database === undefined || schema === undefined },
  );
  const [createDataset, createState] = useCreateDatasetMutation();
  const navigate = useNavigate();
  const toast = useToast();

  const visibleTables = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (tables.data ?? []).filter((option) => option.value.toLowerCase().includes(needle));
  }, [tables.data, search]);

  const chooseDatabase = (value: string | number | undefined) => {
    setDatabase(typeof value === 'number' ? value : undefined);
    setSchema(undefined);
    setTable(undefined);
    setCreateError(null);
  };

  const chooseSchema = (value: string | undefined) => {
    setSchema(value);
    setTable(undefined);
    setCreateError(null);
  };

  const create = async () => {
    if (database === undefined || !table) return;
    setCreateError(null);
    const body = datasetCreateSchema.safeParse({ database, schema: schema ?? null, table_name: table });
    if (!body.success) {
      setCreateError(body.error.issues[0]?.message ?? 'Invalid input');
      return;
    }
    try {
      const dataset = await createDataset(body.data).unwrap();
      toast.success(`Dataset ${dataset.table_name} created`);
      await navigate(exploreDatasetPath(dataset.id));
    } catch (error) {
      const info = describeApiError(error);
      setCreateError(info.fieldErrors.table_name?.join(', ') ?? info.message);
    }
  };

  return (
    <>
      <PageHeader title="New dataset" />
      <Flex gap={16} align="stretch" wrap={false} style={{ minHeight: 520 }}>
        <Card
          style={{ width: 320, flexShrink: 0 }}
          styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
        >
          <Form layout="vertical" component="div">
            <Form.Item label="Database" style={{ marginBottom: 12 }}>
              <DatasetOptionsSelect
                column="related/database"
                ariaLabel="Database"
                placeholder="Select database or type to search databases"
                value={database}
                onChange={chooseDatabase}
              />
            </Form.Item>
            <Form.Item label="Schema" style={{ marginBottom: 12 }}>
              <Select
                aria-label="Schema"
                showSearch
                allowClear
                disabled={database === undefined}
                placeholder="Select schema or type to search schemas"
                loading={schemas.isFetching}
                value={schema}
                options={(schemas.data ?? []).map((name) => ({ value: name, label: name }))}
                onChange={chooseSchema}
              />
            </Form.Item>
          </Form>
          <ApiErrorAlert error={schemas.error} lead="There was an error loading the schemas" />
          <ApiErrorAlert error={tables.error} lead="There was an error loading the tables" />
          {schema !== undefined && (
            <TablePicker
              tables={visibleTables}
              total={tables.data?.length ?? 0}
              isLoading={tables.isFetching}
              search={search}
              onSearch={setSearch}
              selected={table}
              onSelect={(value) => {
                setTable(value);
                setCreateError(null);
              }}
            />
          )}
        </Card>
        <Card
          style={{ flex: 1, minWidth: 0 }}
          styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column' } }}
        >
          {database !== undefined && schema !== undefined && table ? (
            <TablePreview databaseId={database} schema={schema} table={table} />
          ) : (
            <Flex vertical flex={1} justify="center" align="center">
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  <>
                    <Typography.Title level={5}>Select dataset source</Typography.Title>
                    <Typography.Text type="secondary">
                      Pick a database, a schema and a table on the left to see its columns.
                    </Typography.Text>
                  </>
                }
              />
            </Flex>
          )}
          {createError && <Alert type="error" showIcon title={createError} style={{ marginTop: 16 }} />}
          <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
            <Button onClick={() => void navigate(LIST_PATH)}>Cancel</Button>
            <Button
              type="primary"
              disabled={!table}
              loading={createState.isLoading}
              onClick={() => void create()}
            >
              Create dataset
            </Button>
          </Flex>
        </Card>
      </Flex>
    </>
  );
}

interface TablePickerProps {
  tables: TableOption[];
  total: number;
  isLoading: boolean;
  search: string;
  onSearch: (value: string) => void;
  selected: string | undefined;
  onSelect: (table: string) => void;
}

function TablePicker({ tables, total, isLoading, search, onSearch, selected, onSelect }: TablePickerProps) {
  return (
    <Flex vertical gap={8} style={{ minHeight: 0, flex: 1 }}>
      <Typography.Text strong>Tables ({total})</Typography.Text>
      <Input.Search
        allowClear
        aria-label="Search tables"
        placeholder="Search tables"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      {isLoading ? (
        <Flex justify="center" style={{ padding: 16 }}>
          <Spin />
        </Flex>
      ) : tables.length === 0 ? (
        <Typography.Text type="secondary">No tables found</Typography.Text>
      ) : (
        <div role="listbox" aria-label="Tables" style={{ overflowY: 'auto', maxHeight: 320 }}>
          {tables.map((option) => {
            const isSelected = option.value === selected;
            return (
              <div
                key={option.value}
                role="option"
                aria-selected={isSelected}
                tabIndex={0}
                onClick={() => onSelect(option.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') onSelect(option.value);
                }}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 8,
                  padding: '6px 8px',
                  borderRadius: 6,
                  cursor: 'pointer',
                  background: isSelected ? '#e6f4ff' : undefined,
                }}
              >
                {option.type === 'view' ? <EyeOutlined /> : <TableOutlined />}
                <Typography.Text ellipsis style={{ flex: 1 }}>
                  {option.value}
                </Typography.Text>
              </div>
            );
          })}
        </div>
      )}
    </Flex>
  );
}

function TablePreview({ databaseId, schema, table }: { databaseId: number; schema: string; table: string }) {
  const metadata = useTableMetadataQuery({ databaseId, schema, table });
  return (
    <Flex vertical gap={12} flex={1} style={{ minHeight: 0 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {schema}.{table}
      </Typography.Title>
      <ApiErrorAlert error={metadata.error} lead="There was an error loading the table's columns" />
      <Table
        size="small"
        rowKey="name"
        loading={metadata.isFetching}
        dataSource={metadata.data?.columns ?? []}
        pagination={false}
        scroll={{ y: 400 }}
        columns={[
          { title: 'Column name', dataIndex: 'name', key: 'name' },
          {
            title: 'Datatype',
            dataIndex: 'type',
            key: 'type',
            render: (type: string, column) => (
              <Flex gap={6}>
                <Typography.Text code>{type}</Typography.Text>
                {column.is_dttm && <Tag color="blue">temporal</Tag>}
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
}
