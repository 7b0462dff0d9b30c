import { REPORT_FORMATS, type ReportFormat } from '@meridian/core';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useState } from 'react';

/** What the report modal edits. */
export interface ReportFormValues {
  name: string;
  description: string;
  crontab: string;
  timezone: string;
  report_format: ReportFormat;
  recipients: string;
  active: boolean;
}

/** The email report modal of the dashboard and chart headers: create or edit. */
export function ReportModal(props: {
  title: string;
  initial: ReportFormValues;
  /** Formats offered (CSV and TEXT only for charts). */
  formats: readonly ReportFormat[];
  onCancel: () => void;
  onSubmit: (values: ReportFormValues) => Promise<void>;
}) {
  const [form] = Form.useForm<ReportFormValues>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await props.onSubmit(values);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={props.title}
      okText="Save"
      onOk={() => void submit()}
      okButtonProps={{ loading: saving, id: 'report-save' }}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={props.initial} data-testid="report-modal">
        <Form.Item name="name" label="Report name" rules={[{ required: true, message: 'Name is required' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item
          name="crontab"
          label="Schedule (cron)"
          extra="Five fields: minute hour day-of-month month day-of-week, e.g. 0 12 * * 1"
          rules={[{ required: true, message: 'Schedule is required' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="timezone" label="Timezone">
          <Input />
        </Form.Item>
        <Form.Item name="report_format" label="Message content">
          <Select
            options={REPORT_FORMATS.filter((f) => props.formats.includes(f)).map((value) => ({
              value,
              label: value,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="recipients"
          label="Email recipients"
          extra="Separate addresses with , or ;"
          rules={[{ required: true, message: 'At least one recipient is required' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="active" label="Active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
