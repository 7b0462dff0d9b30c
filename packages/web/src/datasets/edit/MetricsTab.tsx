import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Input, Row, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { CodeEditor } from '../../components/code-editor/CodeEditor';
import { CertificationInputs } from './CertificationInputs';
import { newMetric } from './dataset-draft';
import type { DraftMetric } from './dataset-draft';
import { patchRow, removeRow } from './row-list';

/** Props of MetricsTab. */
export interface MetricsTabProps {
  /** The saved metrics being edited. */
  metrics: DraftMetric[];
  /** The database backend, whose SQL dialect the expressions are highlighted in. */
  backend?: string | undefined;
  /** Called with the new list. */
  onChange: (metrics: DraftMetric[]) => void;
}

/** The Metrics tab: the dataset's saved metrics, with add, edit and delete. */
export function MetricsTab({ metrics, backend, onChange }: MetricsTabProps) {
  const set = (key: string, patch: Partial<DraftMetric>) => onChange(patchRow(metrics, key, patch));

  const columns: TableProps<DraftMetric>['columns'] = [
    {
      title: 'Metric Key',
      key: 'metric_name',
      width: '24%',
      render: (_, metric) => (
        <Input
          aria-label="Metric key"
          value={metric.metric_name}
          status={metric.metric_name.trim() ? undefined : 'error'}
          onChange={(event) => set(metric.key, { metric_name: event.target.value })}
        />
      ),
    },
    {
      title: 'Label',
      key: 'verbose_name',
      width: '22%',
      render: (_, metric) => (
        <Input
          aria-label="Label"
          value={metric.verbose_name ?? ''}
          onChange={(event) => set(metric.key, { verbose_name: event.target.value })}
        />
      ),
    },
    {
      title: 'SQL expression',
      key: 'expression',
      render: (_, metric) => (
        <CodeEditor
          language="sql"
          ariaLabel="SQL expression"
          backend={backend}
          value={metric.expression}
          compact
          minHeight={32}
          maxHeight={140}
          invalid={!metric.expression.trim()}
          onChange={(expression) => set(metric.key, { expression })}
        />
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 48,
      render: (_, metric) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Delete metric ${metric.metric_name}`.trim()}
          onClick={() => onChange(removeRow(metrics, metric.key))}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">
          Saved metrics can be picked in every chart built on this dataset.
        </Typography.Text>
        <Button icon={<PlusOutlined />} onClick={() => onChange([newMetric(), ...metrics])}>
          Add item
        </Button>
      </Flex>
      <Table<DraftMetric>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={metrics}
        pagination={false}
        locale={{ emptyText: 'No metrics yet' }}
        expandable={{
          expandedRowRender: (metric) => (
            <MetricDetails metric={metric} onChange={(patch) => set(metric.key, patch)} />
          ),
        }}
      />
    </Flex>
  );
}

function MetricDetails({
  metric,
  onChange,
}: {
  metric: DraftMetric;
  onChange: (patch: Partial<DraftMetric>) => void;
}) {
  return (
    <Form layout="vertical" component="div" style={{ paddingInline: 8 }}>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="D3 format" htmlFor={`${metric.key}-d3format`}>
            <Input
              id={`${metric.key}-d3format`}
              value={metric.d3format ?? ''}
              placeholder="e.g. ,.2f"
              onChange={(event) => onChange({ d3format: event.target.value })}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="Description" htmlFor={`${metric.key}-description`}>
            <Input
              id={`${metric.key}-description`}
              value={metric.description ?? ''}
              onChange={(event) => onChange({ description: event.target.value })}
            />
          </Form.Item>
        </Col>
      </Row>
      <CertificationInputs
        idPrefix={metric.key}
        extra={metric.extra}
        onChange={(extra) => onChange({ extra })}
      />
    </Form>
  );
}
