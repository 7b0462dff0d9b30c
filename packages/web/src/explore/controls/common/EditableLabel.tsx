import { EditOutlined } from '@ant-design/icons';
import { Input } from 'antd';

/** Props of EditableLabel. */
export interface EditableLabelProps {
  /** The typed label ('' for the default). */
  value: string;
  /** The default label, shown as placeholder. */
  placeholder: string;
  /** Called with the typed label. */
  onChange: (value: string) => void;
}

/** The editable title of a metric or column editor. */
export function EditableLabel({ value, placeholder, onChange }: EditableLabelProps) {
  return (
    <Input
      aria-label="Label"
      data-test="editable-label"
      variant="borderless"
      size="small"
      prefix={<EditOutlined style={{ color: '#999' }} />}
      value={value}
      placeholder={placeholder || 'My metric'}
      onChange={(event) => onChange(event.target.value)}
      style={{ fontWeight: 600, paddingLeft: 0 }}
    />
  );
}
