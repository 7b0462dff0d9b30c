import { Input } from 'antd';

/** The text area of a markdown block being edited (loaded with the editor only). */
export function MarkdownEditor(props: {
  value: string;
  onChange: (value: string) => void;
  onDone: () => void;
  height: number;
}) {
  return (
    <Input.TextArea
      aria-label="Markdown"
      data-testid="markdown-editor"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onDone}
      autoFocus
      style={{ height: props.height, paddingTop: 36, fontFamily: 'monospace', resize: 'none' }}
      draggable={false}
      onDragStart={(event) => event.preventDefault()}
    />
  );
}
