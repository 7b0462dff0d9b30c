import { InfoCircleOutlined } from '@ant-design/icons';
import { Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';

/** Props of ControlHeader. */
export interface ControlHeaderProps {
  /** The control's label. */
  label: string;
  /** Tooltip text of the label. */
  description?: string;
  /** Validation messages shown under the control. */
  errors?: readonly string[];
  /** Extra content on the right of the label (e.g. an info note). */
  extra?: ReactNode;
  /** The control itself. */
  children: ReactNode;
  /** Form-data key, for tests. */
  name: string;
}

/** A control's label (with its description as a tooltip), the control, and its validation messages under it. */
export function ControlHeader({
  label,
  description,
  errors = [],
  extra,
  children,
  name,
}: ControlHeaderProps) {
  const hasErrors = errors.length > 0;
  return (
    <div data-test="control" data-control-name={name} style={{ marginBottom: 12, minWidth: 0 }}>
      {label ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 4, marginBottom: 4 }}>
          <Typography.Text strong type={hasErrors ? 'danger' : undefined} style={{ fontSize: 12 }}>
            {label}
          </Typography.Text>
          {description ? (
            <Tooltip title={description}>
              <InfoCircleOutlined style={{ color: '#8c8c8c', fontSize: 12 }} />
            </Tooltip>
          ) : null}
          {extra}
        </div>
      ) : null}
      {children}
      {hasErrors ? (
        <div role="alert" data-test="control-errors" style={{ marginTop: 2 }}>
          {errors.map((message) => (
            <Typography.Text key={message} type="danger" style={{ display: 'block', fontSize: 12 }}>
              {label ? `${label} ${message}` : message}
            </Typography.Text>
          ))}
        </div>
      ) : null}
    </div>
  );
}
