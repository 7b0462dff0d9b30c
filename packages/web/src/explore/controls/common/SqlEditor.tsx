import { Input } from 'antd';

/** Props of SqlEditor. */
export interface SqlEditorProps {
  /** The SQL. */
  value: string;
  /** Called with the new SQL. */
  onChange: (value: string) => void;
  /** Placeholder. */
  placeholder?: string;
  /** Accessible name. */
  ariaLabel: string;
  /** Shows the SQL without letting it be edited. */
  readOnly?: boolean;
}

/** A monospace SQL input (a plain text area: no SQL editor library is installed). */
export function SqlEditor({ value, onChange, placeholder, ariaLabel, readOnly = false }: SqlEditorProps) {
  return (
    <Input.TextArea
      aria-label={ariaLabel}
      data-test="sql-editor"
      value={value}
      readOnly={readOnly}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      style={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        fontSize: 13,
        height: '100%',
        minHeight: 120,
        resize: 'none',
      }}
    />
  );
}
