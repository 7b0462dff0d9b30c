import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { DASHBOARD_MESSAGES } from '@meridian/core';
import { Button, Flex, Input, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/** Props of EditControls. */
export interface EditControlsProps {
  title: string;
  onTitleChange: (title: string) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  unsaved: boolean;
  saving: boolean;
  onDiscard: () => void;
  onSave: () => void;
  /** More buttons (edit CSS, edit properties). */
  extra?: ReactNode;
}

/** The header of the layout editor: title, undo/redo, discard and save. */
export function EditControls(props: EditControlsProps) {
  return (
    <Flex align="center" gap={8} style={{ flex: 1 }} data-testid="edit-controls">
      <Input
        aria-label="Dashboard title"
        data-testid="dashboard-title-input"
        value={props.title}
        placeholder={DASHBOARD_MESSAGES.untitled}
        onChange={(event) => props.onTitleChange(event.target.value)}
        style={{ fontSize: 20, fontWeight: 600, maxWidth: 480 }}
        variant="borderless"
      />
      {props.unsaved ? (
        <span data-testid="unsaved-changes" style={{ color: '#d46b08', whiteSpace: 'nowrap' }}>
          Unsaved changes
        </span>
      ) : null}
      <div style={{ flex: 1 }} />
      <Tooltip title="Undo the action (Ctrl + Z)">
        <Button icon={<UndoOutlined />} aria-label="Undo" disabled={!props.canUndo} onClick={props.onUndo} />
      </Tooltip>
      <Tooltip title="Redo the action (Ctrl + Y)">
        <Button icon={<RedoOutlined />} aria-label="Redo" disabled={!props.canRedo} onClick={props.onRedo} />
      </Tooltip>
      {props.extra}
      <Button onClick={props.onDiscard} data-testid="discard-changes">
        Discard
      </Button>
      <Button
        type="primary"
        onClick={props.onSave}
        loading={props.saving}
        disabled={!props.unsaved}
        data-testid="dashboard-save"
      >
        Save
      </Button>
    </Flex>
  );
}
