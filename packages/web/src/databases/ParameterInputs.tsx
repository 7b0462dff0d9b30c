import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import type { ParameterField } from './connection-form';

/** Props of ParameterInputs. */
export interface ParameterInputsProps {
  /** The fields to render, from the engine's JSON Schema. */
  fields: ParameterField[];
  /** Messages to show under fields, by parameter name. */
  errors: Record<string, string>;
  /** Called when a field loses focus. */
  onBlur: (name: string) => void;
}

// Host and port share a row, as do username and password; everything else takes the full width.
const SPANS: Record<string, number> = { host: 16, port: 8, username: 12, password: 12 };

/** The parameters form of an engine (host, port, username, password, database, …), bound to `parameters.*`. */
export function ParameterInputs({ fields, errors, onBlur }: ParameterInputsProps) {
  return (
    <Row gutter={16}>
      {fields.map((field) => {
        const error = errors[field.name];
        const isHelpful = field.description && field.description.toLowerCase() !== field.label.toLowerCase();
        return (
          <Col key={field.name} span={SPANS[field.name] ?? 24}>
            <Form.Item
              label={field.label}
              name={['parameters', field.name]}
              required={field.isRequired}
              valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
              validateStatus={error ? 'error' : undefined}
              help={error}
              extra={isHelpful ? field.description : undefined}
            >
              {renderInput(field, () => onBlur(field.name))}
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}

function renderInput(field: ParameterField, onBlur: () => void) {
  switch (field.kind) {
    case 'password':
      return <Input.Password autoComplete="new-password" onBlur={onBlur} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} onBlur={onBlur} />;
    case 'boolean':
      return <Switch onChange={onBlur} />;
    case 'choice':
      return (
        <Select
          options={(field.options ?? []).map((value) => ({ value, label: String(value) }))}
          onBlur={onBlur}
        />
      );
    case 'text':
      return <Input autoComplete="off" onBlur={onBlur} />;
  }
}
