import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Flex, Form, Input, Row, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { CodeEditor } from '../../components/code-editor/CodeEditor';
import { ColumnDetails } from './ColumnsTab';
import { newCalculatedColumn } from './dataset-draft';
import type { DraftColumn } from './dataset-draft';
import { patchRow, removeRow } from './row-list';

/** Props of CalculatedColumnsTab. */
export interface CalculatedColumnsTabProps {
  /** The calculated columns being edited. */
  columns: DraftColumn[];
  /** The database backend, whose SQL dialect the expressions are highlighted in. */
  backend?: string | undefined;
  /** Called with the new list. */
  onChange: (columns: DraftColumn[]) => void;
}

/** The Calculated columns tab: columns defined by a SQL expression, with add, edit and delete. */
export function CalculatedColumnsTab({ columns, backend, onChange }: CalculatedColumnsTabProps) {
  const set = (key: string, patch: Partial<DraftColumn>) => onChange(patchRow(columns, key, patch));

  const tableColumns: TableProps<DraftColumn>['columns'] = [
    {
      title: 'Column',
      key: 'column_name',
      width: '24%',
      render: (_, column) => (
        <Input
          aria-label="Column name"
          value={column.column_name}
          status={column.column_name.trim() ? undefined : 'error'}
          onChange={(event) => set(column.key, { column_name: event.target.value })}
        />
      ),
    },
    {
      title: 'SQL expression',
      key: 'expression',
      render: (_, column) => (
        <CodeEditor
          language="sql"
          ariaLabel="SQL expression"
          backend={backend}
          value={column.expression ?? ''}
          compact
          minHeight={32}
          maxHeight={140}
          invalid={!column.expression?.trim()}
          onChange={(expression) => set(column.key, { expression })}
        />
      ),
    },
    {
      title: 'Data type',
      key: 'type',
      width: '16%',
      render: (_, column) => (
        <Input
          aria-label="Data type"
          value={column.type ?? ''}
          placeholder="e.g. NUMERIC"
          onChange={(event) => set(column.key, { type: event.target.value })}
        />
      ),
    },
    {
      title: 'Is temporal',
      key: 'is_dttm',
      width: 100,
      align: 'center',
      render: (_, column) => (
        <Checkbox
          aria-label="Is temporal"
          checked={column.is_dttm}
          onChange={(event) => set(column.key, { is_dttm: event.target.checked })}
        />
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 48,
      render: (_, column) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Delete column ${column.column_name}`.trim()}
          onClick={() => onChange(removeRow(columns, column.key))}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">Columns computed by a SQL expression on each row.</Typography.Text>
        <Button icon={<PlusOutlined />} onClick={() => onChange([newCalculatedColumn(), ...columns])}>
          Add item
        </Button>
      </Flex>
      <Table<DraftColumn>
        rowKey="key"
        size="small"
        columns={tableColumns}
        dataSource={columns}
        pagination={false}
        locale={{ emptyText: 'No calculated columns yet' }}
        expandable={{
          expandedRowRender: (column) => (
            <>
              <Form layout="vertical" component="div" style={{ paddingInline: 8 }}>
                <Row gutter={16}>
                  <Col span={12}>
                    <Form.Item label="Label" htmlFor={`${column.key}-label`}>
                      <Input
                        id={`${column.key}-label`}
                        value={column.verbose_name ?? ''}
                        onChange={(event) => set(column.key, { verbose_name: event.target.value })}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item label="Flags">
                      <Checkbox
                        checked={column.groupby}
                        onChange={(event) => set(column.key, { groupby: event.target.checked })}
                      >
                        Is dimension
                      </Checkbox>
                      <Checkbox
                        checked={column.filterable}
                        onChange={(event) => set(column.key, { filterable: event.target.checked })}
                      >
                        Is filterable
                      </Checkbox>
                    </Form.Item>
                  </Col>
                </Row>
              </Form>
              <ColumnDetails column={column} onChange={(patch) => set(column.key, patch)} />
            </>
          ),
        }}
      />
    </Flex>
  );
}
