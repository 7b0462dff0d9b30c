import { css } from '@codemirror/lang-css';
import { json } from '@codemirror/lang-json';
import { sql } from '@codemirror/lang-sql';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { editorDialect } from './editor-dialect';
import {
  COMPACT_BASIC_SETUP,
  EDITOR_BASIC_SETUP,
  EDITOR_FRAME_STYLE,
  INVALID_BORDER_COLOR,
  type CodeEditorProps,
  type EditorLanguage,
} from './editor-setup';

// CodeMirror's dotted focus outline is clipped by the frame: a ring inside the frame, antd's focus blue, instead.
const FOCUS_RING = EditorView.theme({
  '&.cm-focused': { outline: 'none', boxShadow: 'inset 0 0 0 1px #4096ff' },
});

/** The highlighting (and for SQL the dialect and column completions) of a language. */
function languageSupport(
  language: EditorLanguage,
  backend: string | undefined,
  completions: readonly string[] | undefined,
): Extension {
  switch (language) {
    case 'css':
      return css();
    case 'json':
      return json();
    case 'sql':
      return sql({
        dialect: editorDialect(backend),
        schema: [...(completions ?? [])],
        upperCaseKeywords: true,
      });
  }
}

/** CodeMirror with SQL Lab's setup, for a language; loaded on first use through CodeEditor. */
export function CodeEditorView({
  value,
  onChange,
  language,
  ariaLabel,
  placeholder,
  readOnly = false,
  minHeight = 120,
  maxHeight,
  compact = false,
  invalid = false,
  backend,
  completions,
  testId,
}: CodeEditorProps) {
  const extensions = useMemo(
    () => [
      languageSupport(language, backend, completions),
      EditorView.lineWrapping,
      // The label goes on the editable element, so it is the textbox that label names.
      EditorView.contentAttributes.of({ 'aria-label': ariaLabel }),
      FOCUS_RING,
    ],
    [language, backend, completions, ariaLabel],
  );
  return (
    <div
      data-test={testId}
      style={{
        ...EDITOR_FRAME_STYLE,
        height: '100%',
        minHeight,
        ...(invalid ? { borderColor: INVALID_BORDER_COLOR } : {}),
      }}
    >
      <CodeMirror
        value={value}
        onChange={onChange}
        extensions={extensions}
        height="100%"
        // The frame's two border pixels are outside the editor.
        minHeight={`${minHeight - 2}px`}
        maxHeight={maxHeight === undefined ? undefined : `${maxHeight - 2}px`}
        style={{ height: '100%', fontSize: 13 }}
        placeholder={placeholder}
        readOnly={readOnly}
        basicSetup={compact ? COMPACT_BASIC_SETUP : EDITOR_BASIC_SETUP}
      />
    </div>
  );
}
