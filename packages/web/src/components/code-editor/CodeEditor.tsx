import { lazy, Suspense } from 'react';
import { EDITOR_FRAME_STYLE, type CodeEditorProps } from './editor-setup';

export type { CodeEditorProps } from './editor-setup';

// CodeMirror and its languages (~150 KB) load when an editor first shows, so the routes that hold one in a
// modal or popover (the dashboard above all) do not ship it.
const CodeEditorView = lazy(async () => ({ default: (await import('./CodeEditorView')).CodeEditorView }));

/** A code editor (CodeMirror, SQL Lab's setup) for SQL, CSS or JSON, loaded on first use. */
export function CodeEditor(props: CodeEditorProps) {
  const minHeight = props.minHeight ?? 120;
  return (
    <Suspense
      fallback={<div data-test={props.testId} style={{ ...EDITOR_FRAME_STYLE, height: '100%', minHeight }} />}
    >
      <CodeEditorView {...props} />
    </Suspense>
  );
}
