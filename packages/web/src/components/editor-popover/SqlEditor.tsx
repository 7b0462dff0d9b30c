import type { Dataset } from '@meridian/core';
import { useMemo } from 'react';
import { CodeEditor } from '../code-editor/CodeEditor';

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
  /** The dataset the SQL reads: its database's dialect is highlighted and its columns are completed. */
  datasource?: Dataset;
}

/** A SQL expression editor (CodeMirror) in the dataset's dialect, completing its column names. */
export function SqlEditor({
  value,
  onChange,
  placeholder,
  ariaLabel,
  readOnly = false,
  datasource,
}: SqlEditorProps) {
  const columns = datasource?.columns;
  const completions = useMemo(() => columns?.map((column) => column.column_name), [columns]);
  return (
    <CodeEditor
      language="sql"
      testId="sql-editor"
      value={value}
      onChange={onChange}
      ariaLabel={ariaLabel}
      placeholder={placeholder}
      readOnly={readOnly}
      backend={datasource?.database.backend}
      completions={completions}
    />
  );
}
