import type { BasicSetupOptions } from '@uiw/react-codemirror';
import type { CSSProperties } from 'react';

/** The editing aids every code editor has: line numbers, bracket matching, the active line; no folding. */
export const EDITOR_BASIC_SETUP: BasicSetupOptions = {
  autocompletion: true,
  highlightActiveLine: true,
  foldGutter: false,
};

/** The editing aids of a compact editor (a one-line expression in a table row). */
export const COMPACT_BASIC_SETUP: BasicSetupOptions = {
  ...EDITOR_BASIC_SETUP,
  lineNumbers: false,
  highlightActiveLine: false,
  highlightActiveLineGutter: false,
};

/** The frame round a code editor, as antd draws an input's. */
export const EDITOR_FRAME_STYLE: CSSProperties = {
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  overflow: 'hidden',
};

/** antd's error colour, for the frame of an editor whose text is invalid. */
export const INVALID_BORDER_COLOR = '#ff4d4f';

/** The languages the code editors highlight. */
export type EditorLanguage = 'sql' | 'css' | 'json';

/** Props of CodeEditor. */
export interface CodeEditorProps {
  /** The text. */
  value: string;
  /** Called with the new text. */
  onChange: (value: string) => void;
  /** What it highlights. */
  language: EditorLanguage;
  /** Accessible name of the editable text. */
  ariaLabel: string;
  /** Shown while the text is empty. */
  placeholder?: string | undefined;
  /** Shows the text without letting it be edited. */
  readOnly?: boolean | undefined;
  /** Least height in pixels; it otherwise fills its container's height, or grows with the text in one of auto height. */
  minHeight?: number | undefined;
  /** Greatest height in pixels; it scrolls beyond. */
  maxHeight?: number | undefined;
  /** For a one-line expression in a table row: no line numbers, no active-line band. */
  compact?: boolean | undefined;
  /** Draws the frame red, as antd's error status does. */
  invalid?: boolean | undefined;
  /** SQL only: the database backend whose dialect it highlights. */
  backend?: string | undefined;
  /** SQL only: names autocomplete offers (the dataset's columns). */
  completions?: readonly string[] | undefined;
  /** The wrapper's data-test. */
  testId?: string | undefined;
}
