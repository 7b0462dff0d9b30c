import { closeCompletion } from '@codemirror/autocomplete';
import { sql, type SQLDialect, type SQLNamespace } from '@codemirror/lang-sql';
import { Prec } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import CodeMirror, { type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { useMemo, useRef } from 'react';
import { EDITOR_BASIC_SETUP, EDITOR_FRAME_STYLE } from '../components/code-editor/editor-setup';

/** Props of SqlCodeEditor. */
export interface SqlCodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Runs the selected text, or everything when nothing is selected (Ctrl/Cmd+Enter). */
  onRun: (sql: string) => void;
  /** Receives a function that answers the text to run now (the selection, else everything). */
  onReady?: (currentSql: () => string) => void;
  dialect: SQLDialect;
  /** Schemas, tables and columns offered by autocomplete. */
  namespace: SQLNamespace;
  height: number;
}

/** The text to run: the main selection when there is one, otherwise the whole document. */
function textToRun(view: EditorView): string {
  const { from, to } = view.state.selection.main;
  return from === to ? view.state.doc.toString() : view.state.sliceDoc(from, to);
}

/** SQL Lab's code editor: CodeMirror with the database's SQL dialect, autocomplete and Ctrl+Enter to run. */
export function SqlCodeEditor({
  value,
  onChange,
  onRun,
  onReady,
  dialect,
  namespace,
  height,
}: SqlCodeEditorProps) {
  const ref = useRef<ReactCodeMirrorRef>(null);
  const runRef = useRef(onRun);
  runRef.current = onRun;
  const extensions = useMemo(
    () => [
      sql({ dialect, schema: namespace, upperCaseKeywords: true }),
      Prec.highest(
        keymap.of([
          {
            key: 'Mod-Enter',
            run: (view) => {
              // Running ends the typing: a completion list left open would cover the editor.
              closeCompletion(view);
              runRef.current(textToRun(view));
              return true;
            },
          },
        ]),
      ),
      EditorView.lineWrapping,
    ],
    [dialect, namespace],
  );
  return (
    <div data-testid="sql-lab-editor" style={EDITOR_FRAME_STYLE}>
      <CodeMirror
        ref={ref}
        value={value}
        height={`${height}px`}
        extensions={extensions}
        onChange={onChange}
        onCreateEditor={(view) => onReady?.(() => textToRun(view))}
        basicSetup={EDITOR_BASIC_SETUP}
        aria-label="SQL editor"
      />
    </div>
  );
}
