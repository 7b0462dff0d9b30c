import { CloseOutlined, ExclamationCircleOutlined, HolderOutlined, RightOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { CSSProperties, DragEvent, ReactNode } from 'react';

/** Props of OptionPill. */
export interface OptionPillProps {
  /** Text of the pill. */
  label: string;
  /** Tooltip over the label (the full label, a description). */
  tooltip?: ReactNode;
  /** A warning shown as an icon with this tooltip. */
  warning?: string | null;
  /** Removes the item; no remove button when absent. */
  onRemove?: () => void;
  /** Opens the editor. */
  onClick?: () => void;
  /** Position in its list, for drag-reorder; not draggable when absent. */
  index?: number;
  /** Called when another pill of the same list is dropped on this one. */
  onMove?: (from: number, to: number) => void;
  /** Drag group, so pills only reorder within their own list. */
  dragGroup?: string;
  /** Test id. */
  testId?: string;
}

const pillStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  minHeight: 28,
  background: '#f0f2f5',
  border: '1px solid #e3e6eb',
  borderRadius: 4,
  marginBottom: 4,
  fontSize: 13,
  userSelect: 'none',
};

const DRAG_TYPE = 'application/x-meridian-pill';

/** A pill of a list control: remove on the left, label, open-editor caret on the right; draggable within its list. */
export function OptionPill({
  label,
  tooltip,
  warning,
  onRemove,
  onClick,
  index,
  onMove,
  dragGroup = 'pill',
  testId,
}: OptionPillProps) {
  const draggable = index !== undefined && onMove !== undefined;
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ group: dragGroup, index }));
    event.dataTransfer.effectAllowed = 'move';
  };
  const onDrop = (event: DragEvent) => {
    const raw = event.dataTransfer.getData(DRAG_TYPE);
    if (!raw || index === undefined || !onMove) return;
    event.preventDefault();
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null || !('group' in data) || !('index' in data)) return;
    if (data.group === dragGroup && typeof data.index === 'number') onMove(data.index, index);
  };
  return (
    <div
      style={pillStyle}
      data-test={testId ?? 'option-pill'}
      draggable={draggable}
      onDragStart={draggable ? onDragStart : undefined}
      onDragOver={draggable ? (event) => event.preventDefault() : undefined}
      onDrop={draggable ? onDrop : undefined}
    >
      {onRemove ? (
        <button
          type="button"
          aria-label="Remove"
          data-test="remove-pill"
          onClick={onRemove}
          style={{
            border: 0,
            background: 'transparent',
            cursor: 'pointer',
            padding: '0 6px',
            color: '#666',
            alignSelf: 'stretch',
            borderRight: '1px solid #e3e6eb',
          }}
        >
          <CloseOutlined style={{ fontSize: 10 }} />
        </button>
      ) : null}
      {draggable ? <HolderOutlined style={{ color: '#aaa', cursor: 'grab', paddingLeft: 4 }} /> : null}
      <div
        role="button"
        tabIndex={0}
        onClick={onClick}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') onClick?.();
        }}
        style={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 6,
          padding: '2px 6px',
          cursor: onClick ? 'pointer' : 'default',
        }}
      >
        {warning ? (
          <Tooltip title={warning}>
            <ExclamationCircleOutlined style={{ color: '#fa8c16' }} />
          </Tooltip>
        ) : null}
        <Tooltip title={tooltip}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1 }}>
            {label}
          </span>
        </Tooltip>
        {onClick ? <RightOutlined style={{ fontSize: 10, color: '#999' }} /> : null}
      </div>
    </div>
  );
}

/** Props of AddPill. */
export interface AddPillProps {
  /** Text of the button. */
  label: string;
  /** Opens the editor of a new item. */
  onClick?: () => void;
  /** Disabled (e.g. a single-value control that is full). */
  disabled?: boolean;
}

/** The dashed "add" target under a list of pills. */
export function AddPill({ label, onClick, disabled }: AddPillProps) {
  return (
    <button
      type="button"
      data-test="add-pill"
      disabled={disabled}
      onClick={onClick}
      style={{
        width: '100%',
        minHeight: 28,
        border: '1px dashed #c7cbd1',
        borderRadius: 4,
        background: '#fff',
        color: '#666',
        textAlign: 'left',
        padding: '2px 8px',
        cursor: disabled ? 'not-allowed' : 'pointer',
        fontSize: 13,
      }}
    >
      + {label}
    </button>
  );
}
