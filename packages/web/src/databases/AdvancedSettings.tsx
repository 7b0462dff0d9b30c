import { jsonObjectTextSchema } from '@meridian/core';
import { Checkbox, Collapse, Form, Input, InputNumber, Typography } from 'antd';
import { schemaRule } from '../components/form-errors';

const SQL_LAB_FLAGS = [
  { name: 'expose_in_sqllab', label: 'Expose database in SQL Lab' },
  { name: 'allow_run_async', label: 'Asynchronous query execution' },
  { name: 'allow_ctas', label: 'Allow CREATE TABLE AS' },
  { name: 'allow_cvas', label: 'Allow CREATE VIEW AS' },
  { name: 'allow_dml', label: 'Allow DML' },
] as const;

const SECURITY_FLAGS = [
  { name: 'allow_file_upload', label: 'Allow file uploads to database' },
  { name: 'impersonate_user', label: 'Impersonate logged in user' },
] as const;

function flagItems(flags: ReadonlyArray<{ name: string; label: string }>) {
  return flags.map((flag) => (
    <Form.Item key={flag.name} name={flag.name} valuePropName="checked" style={{ marginBottom: 8 }}>
      <Checkbox>{flag.label}</Checkbox>
    </Form.Item>
  ));
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={5} style={{ fontSize: 14, margin: '4px 0 8px' }}>
      {children}
    </Typography.Title>
  );
}

/** The Advanced section of the connect form: SQL Lab, performance and security settings. */
export function AdvancedSettings() {
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'advanced',
          label: 'Advanced',
          forceRender: true,
          children: (
            <>
              <SectionTitle>SQL Lab</SectionTitle>
              {flagItems(SQL_LAB_FLAGS)}
              <SectionTitle>Performance</SectionTitle>
              <Form.Item
                label="Chart cache timeout"
                name="cache_timeout"
                extra="Seconds results of this database stay cached; -1 bypasses the cache, empty uses the default."
              >
                <InputNumber min={-1} precision={0} style={{ width: 200 }} />
              </Form.Item>
              <SectionTitle>Security</SectionTitle>
              {flagItems(SECURITY_FLAGS)}
              <Form.Item
                label="Extra"
                name="extra"
                rules={[schemaRule(jsonObjectTextSchema, { emptyAs: '{}' })]}
                extra="JSON object: engine_params, metadata_cache_timeout, schemas_allowed_for_file_upload…"
              >
                <Input.TextArea rows={4} style={{ fontFamily: 'monospace' }} />
              </Form.Item>
            </>
          ),
        },
      ]}
    />
  );
}
