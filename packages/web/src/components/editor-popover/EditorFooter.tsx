import { Button, Tooltip } from 'antd';

/** Props of EditorFooter. */
export interface EditorFooterProps {
  /** Closes without saving. */
  onClose: () => void;
  /** Saves. */
  onSave: () => void;
  /** Whether Save is enabled. */
  canSave: boolean;
  /** Save button text. */
  saveLabel?: string;
  /** Close button text. */
  closeLabel?: string;
  /** Why Save is disabled, as a tooltip. */
  disabledReason?: string;
}

/** Close / Save buttons of an editor popover. */
export function EditorFooter({
  onClose,
  onSave,
  canSave,
  saveLabel = 'Save',
  closeLabel = 'Close',
  disabledReason,
}: EditorFooterProps) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
      <Button size="small" onClick={onClose} data-test="editor-close">
        {closeLabel}
      </Button>
      <Tooltip title={canSave ? undefined : disabledReason}>
        <Button size="small" type="primary" disabled={!canSave} onClick={onSave} data-test="editor-save">
          {saveLabel}
        </Button>
      </Tooltip>
    </div>
  );
}
