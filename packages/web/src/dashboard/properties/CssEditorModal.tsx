import { Modal, Typography } from 'antd';
import { CodeEditor } from '../../components/code-editor/CodeEditor';

/** Props of CssEditorModal. */
export interface CssEditorModalProps {
  /** The dashboard's CSS (the draft while editing). */
  css: string;
  /** Whether it shows. */
  open: boolean;
  /** Each keystroke's CSS: the page renders it at once in its `<style>`. */
  onChange: (css: string) => void;
  /** Closes the editor. */
  onClose: () => void;
}

/** "Edit CSS": the dashboard's CSS, applied live as it is typed. */
export function CssEditorModal({ css, open, onChange, onClose }: CssEditorModalProps) {
  return (
    <Modal
      open={open}
      title="CSS"
      onCancel={onClose}
      onOk={onClose}
      okText="Close"
      cancelButtonProps={{ style: { display: 'none' } }}
      width={720}
      destroyOnHidden
      // Let the person see the dashboard change behind the editor.
      mask={false}
    >
      <Typography.Paragraph type="secondary">
        Live CSS editing: the dashboard changes as you type.
      </Typography.Paragraph>
      <div style={{ height: 320 }}>
        <CodeEditor
          language="css"
          value={css}
          onChange={onChange}
          ariaLabel="CSS"
          placeholder=".dashboard-header { color: #1f77b4; }"
        />
      </div>
    </Modal>
  );
}
