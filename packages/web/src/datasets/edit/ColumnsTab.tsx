import { SyncOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Flex, Form, Input, Row, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { CertificationInputs } from './CertificationInputs';
import type { DraftColumn } from './dataset-draft';
import { patchRow } from './row-list';

/** Props of ColumnsTab. */
export interface ColumnsTabProps {
  /** The table's columns being edited. */
  columns: DraftColumn[];
  /** Called with the new list. */
  onChange: (columns: DraftColumn[]) => void;
  /** Re-reads the columns from the table. */
  onSync: () => void;
  /** Whether a sync is running. */
  isSyncing: boolean;
}

/** The Columns tab: labels, flags and formats of the table's columns, and a sync from the source. */
export function ColumnsTab({ columns, onChange, onSync, isSyncing }: ColumnsTabProps) {
  const set = (key: string, patch: Partial<DraftColumn>) => onChange(patchRow(columns, key, patch));
  const flag = (title: string, field: 'is_dttm' | 'groupby' | 'filterable') => ({
    title,
    key: field,
    width: 110,
    align: 'center' as const,
    render: (_: unknown, column: DraftColumn) => (
      <Checkbox
        aria-label={`${title} ${column.column_name}`}
        checked={column[field]}
        onChange={(event) => set(column.key, { [field]: event.target.checked })}
      />
    ),
  });

  const tableColumns: TableProps<DraftColumn>['columns'] = [
    {
      title: 'Column',
      key: 'column_name',
      render: (_, column) => (
        <Flex vertical>
          <Typography.Text strong>{column.column_name}</Typography.Text>
          {column.type && (
            <Tag style={{ width: 'fit-content' }} bordered={false}>
              {column.type}
            </Tag>
          )}
        </Flex>
      ),
    },
    {
      title: 'Label',
      key: 'verbose_name',
      render: (_, column) => (
        <Input
          aria-label={`Label of ${column.column_name}`}
          value={column.verbose_name ?? ''}
          onChange={(event) => set(column.key, { verbose_name: event.target.value })}
        />
      ),
    },
    flag('Is temporal', 'is_dttm'),
    flag('Is dimension', 'groupby'),
    flag('Is filterable', 'filterable'),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">
          Columns of the table; expand a row for its description and date format.
        </Typography.Text>
        <Button icon={<SyncOutlined />} loading={isSyncing} onClick={onSync}>
          Sync columns from source
        </Button>
      </Flex>
      <Table<DraftColumn>
        rowKey="key"
        size="small"
        columns={tableColumns}
        dataSource={columns}
        pagination={false}
        expandable={{
          expandedRowRender: (column) => (
            <ColumnDetails column={column} onChange={(patch) => set(column.key, patch)} />
          ),
        }}
      />
    </Flex>
  );
}

/** Props of ColumnDetails. */
export interface ColumnDetailsProps {
  /** The column. */
  column: DraftColumn;
  /** Called with changed fields. */
  onChange: (patch: Partial<DraftColumn>) => void;
}

/** The expanded part of a column row: description, datetime format, certification. */
export function ColumnDetails({ column, onChange }: ColumnDetailsProps) {
  return (
    <Form layout="vertical" component="div" style={{ paddingInline: 8 }}>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="Description" htmlFor={`${column.key}-description`}>
            <Input.TextArea
              id={`${column.key}-description`}
              value={column.description ?? ''}
              autoSize={{ minRows: 1, maxRows: 4 }}
              onChange={(event) => onChange({ description: event.target.value })}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="Datetime format"
            htmlFor={`${column.key}-date-format`}
            extra="Python datetime format of a string column holding dates (e.g. %Y-%m-%d), or epoch_s / epoch_ms."
          >
            <Input
              id={`${column.key}-date-format`}
              value={column.python_date_format ?? ''}
              placeholder="%Y-%m-%d"
              onChange={(event) => onChange({ python_date_format: event.target.value })}
            />
          </Form.Item>
        </Col>
      </Row>
      <CertificationInputs
        idPrefix={column.key}
        extra={column.extra}
        onChange={(extra) => onChange({ extra })}
      />
    </Form>
  );
}
