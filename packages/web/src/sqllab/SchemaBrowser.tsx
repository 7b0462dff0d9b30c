import { EyeOutlined, TableOutlined } from '@ant-design/icons';
import { Alert, Button, Collapse, Empty, Input, Skeleton, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { describeApiError } from '../app/api-error';
import { useDatabaseTablesQuery, useTableMetadataQuery } from '../databases/database-api';

/** Props of SchemaBrowser. */
export interface SchemaBrowserProps {
  databaseId: number;
  schema: string;
  /** Runs a preview of a table (its `SELECT * … LIMIT 100`). */
  onPreview: (sql: string) => void;
  /** Tells the editor the columns of a table the user opened (for autocomplete). */
  onColumns: (table: string, columns: string[]) => void;
  /** Tells the editor the schema's tables (for autocomplete). */
  onTables: (tables: string[]) => void;
}

function TableColumns({
  databaseId,
  schema,
  table,
  onPreview,
  onColumns,
}: Omit<SchemaBrowserProps, 'onTables'> & { table: string }) {
  const meta = useTableMetadataQuery({ databaseId, schema, table });
  useEffect(() => {
    if (meta.data)
      onColumns(
        table,
        meta.data.columns.map((c) => c.name),
      );
  }, [meta.data, onColumns, table]);
  if (meta.error) return <Alert type="error" showIcon title={describeApiError(meta.error).message} />;
  if (!meta.data) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  const selectStar = meta.data.selectStar;
  return (
    <div data-testid={`columns-of-${table}`}>
      {selectStar ? (
        <Button
          size="small"
          icon={<EyeOutlined />}
          onClick={() => onPreview(selectStar)}
          style={{ marginBottom: 6 }}
        >
          Preview
        </Button>
      ) : null}
      {meta.data.columns.map((column) => (
        <div
          key={column.name}
          style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 12 }}
        >
          <Typography.Text ellipsis>{column.name}</Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 110 }}>
            {column.type}
          </Typography.Text>
        </div>
      ))}
    </div>
  );
}

/** The schema browser: the tables of the chosen schema; opening one shows its columns with types and a preview. */
export function SchemaBrowser({ databaseId, schema, onPreview, onColumns, onTables }: SchemaBrowserProps) {
  const tables = useDatabaseTablesQuery({ databaseId, schema });
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  useEffect(() => {
    if (tables.data) onTables(tables.data.map((t) => t.value));
  }, [tables.data, onTables]);
  const shown = useMemo(
    () => (tables.data ?? []).filter((t) => t.value.toLowerCase().includes(filter.trim().toLowerCase())),
    [tables.data, filter],
  );
  if (tables.error) return <Alert type="error" showIcon title={describeApiError(tables.error).message} />;
  if (!tables.data) return <Skeleton active />;
  return (
    <div data-testid="schema-browser">
      <Input.Search
        size="small"
        placeholder="Filter tables"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        allowClear
        style={{ marginBottom: 8 }}
      />
      {shown.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tables" /> : null}
      <Collapse
        size="small"
        activeKey={open}
        onChange={(keys) => setOpen(Array.isArray(keys) ? keys.map(String) : [String(keys)])}
        items={shown.map((table) => ({
          key: table.value,
          label: (
            <Tooltip title={table.type === 'view' ? 'View' : 'Table'} placement="right">
              <span data-testid={`table-${table.value}`}>
                <TableOutlined /> {table.value}
              </span>
            </Tooltip>
          ),
          children: open.includes(table.value) ? (
            <TableColumns
              databaseId={databaseId}
              schema={schema}
              table={table.value}
              onPreview={onPreview}
              onColumns={onColumns}
            />
          ) : null,
        }))}
      />
    </div>
  );
}
