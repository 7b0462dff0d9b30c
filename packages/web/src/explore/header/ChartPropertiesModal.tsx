import type { Chart, ChartUpdate } from '@meridian/core';
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { describeApiError } from '../../app/api-error';
import { displayName } from '../../app/session';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { useChartOwnerOptionsQuery, useUpdateChartMutation } from '../explore-api';

/** Props of ChartPropertiesModal. */
export interface ChartPropertiesModalProps {
  /** The chart to edit. */
  slice: Chart;
  /** Closes without saving. */
  onCancel: () => void;
  /** The chart as saved. */
  onSaved: (chart: Chart) => void;
}

interface Fields {
  slice_name: string;
  description: string;
  cache_timeout: number | null;
  certified_by: string;
  certification_details: string;
  owners: number[];
}

function blankToNull(text: string): string | null {
  return text.trim() === '' ? null : text.trim();
}

/** "Edit chart properties": name, description, cache timeout, certification and owners (PUT /api/v1/chart/:id). */
export function ChartPropertiesModal({ slice, onCancel, onSaved }: ChartPropertiesModalProps) {
  const [form] = Form.useForm<Fields>();
  const [ownerSearch, setOwnerSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const owners = useChartOwnerOptionsQuery(useDebouncedValue(ownerSearch, 250));
  const [updateChart, updateState] = useUpdateChartMutation();
  const ownerOptions = new Map<number, string>(slice.owners.map((owner) => [owner.id, displayName(owner)]));
  for (const option of owners.data ?? []) ownerOptions.set(Number(option.value), option.text);

  const save = async (fields: Fields) => {
    setError(null);
    const body: ChartUpdate = {
      slice_name: fields.slice_name.trim(),
      description: blankToNull(fields.description),
      cache_timeout: fields.cache_timeout ?? null,
      certified_by: blankToNull(fields.certified_by),
      certification_details: blankToNull(fields.certification_details),
      owners: fields.owners,
    };
    try {
      onSaved(await updateChart({ id: slice.id, body }).unwrap());
    } catch (caught) {
      setError(describeApiError(caught).message);
    }
  };

  return (
    <Modal
      open
      title="Edit chart properties"
      onCancel={onCancel}
      okText="Save"
      onOk={() => form.submit()}
      okButtonProps={{ loading: updateState.isLoading }}
      width={600}
    >
      <Form<Fields>
        form={form}
        layout="vertical"
        onFinish={(fields) => void save(fields)}
        initialValues={{
          slice_name: slice.slice_name,
          description: slice.description ?? '',
          cache_timeout: slice.cache_timeout,
          certified_by: slice.certified_by ?? '',
          certification_details: slice.certification_details ?? '',
          owners: slice.owners.map((owner) => owner.id),
        }}
      >
        <Form.Item
          name="slice_name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'This field is required' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          name="cache_timeout"
          label="Cache timeout"
          extra="Seconds the chart's data stays cached; empty uses the dataset's."
        >
          <InputNumber min={-1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="certified_by" label="Certified by">
          <Input />
        </Form.Item>
        <Form.Item name="certification_details" label="Certification details">
          <Input />
        </Form.Item>
        <Form.Item name="owners" label="Owners">
          <Select
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: setOwnerSearch }}
            loading={owners.isFetching}
            options={[...ownerOptions].map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon title={error} /> : null}
    </Modal>
  );
}
