import { Popover } from 'antd';
import { useState } from 'react';
import type { DragEvent, ReactNode } from 'react';
import { ClosesOnEscape } from '../../../components/editor-popover/ClosesOnEscape';
import { draggedKind, readDroppedItem } from '../../datasource/datasource-items';
import type { DatasourceItem, DroppedItem } from '../../datasource/datasource-items';
import { AddPill, OptionPill } from './OptionPill';

/** One item of a PopoverList. */
export interface PopoverListItem {
  /** React key. */
  key: string;
  /** Pill text. */
  label: string;
  /** Pill tooltip. */
  tooltip?: ReactNode;
  /** Pill warning. */
  warning?: string | null;
}

/** Which editor is open: an item's index, a new item, or none. */
export type OpenEditor = number | 'new' | null;

/** Props of PopoverList. */
export interface PopoverListProps {
  /** The items as pills. */
  items: readonly PopoverListItem[];
  /** Text of the add target. */
  addLabel: string;
  /** Whether the add target shows (a single-value control that is full hides it). */
  canAdd?: boolean;
  /** Removes the item at an index; pills have no remove button when absent. */
  onRemove?: (index: number) => void;
  /** Reorders items; no drag when absent. */
  onMove?: (from: number, to: number) => void;
  /** Popover title for an item (index) or a new item (null). */
  title: (index: number | null) => ReactNode;
  /**
   * The editor of an item (index) or a new item (null); `close` closes the popover. `dropped` is the pane item
   * a new item starts from when one was dropped on the list.
   */
  renderEditor: (index: number | null, close: () => void, dropped: DroppedItem | null) => ReactNode;
  /** Drag group name. */
  dragGroup: string;
  /** Kinds of datasource-pane items the list takes by drag and drop; none when absent. */
  dropKinds?: readonly DatasourceItem['kind'][];
  /** Takes a dropped pane item: 'added' when the list added it, 'edit' to open a new item's editor with it. */
  onDropItem?: (item: DroppedItem) => 'added' | 'edit';
}

/** A list of pills, each opening its editor in a popover, with an add target opening an empty editor. */
export function PopoverList({
  items,
  addLabel,
  canAdd = true,
  onRemove,
  onMove,
  title,
  renderEditor,
  dragGroup,
  dropKinds = [],
  onDropItem,
}: PopoverListProps) {
  const [open, setOpen] = useState<OpenEditor>(null);
  const [dropped, setDropped] = useState<DroppedItem | null>(null);
  const [isOver, setIsOver] = useState(false);
  const close = () => {
    setOpen(null);
    setDropped(null);
  };
  const takes = (event: DragEvent) => {
    const kind = draggedKind([...event.dataTransfer.types]);
    return onDropItem !== undefined && kind !== null && dropKinds.includes(kind);
  };
  const onDragOver = (event: DragEvent) => {
    if (!takes(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setIsOver(false);
    const item = readDroppedItem(event.dataTransfer);
    if (!item || !onDropItem || !dropKinds.includes(item.type)) return;
    event.preventDefault();
    if (onDropItem(item) === 'edit') {
      setDropped(item);
      setOpen('new');
    }
  };
  const popover = (which: OpenEditor, index: number | null, child: ReactNode) => (
    <Popover
      trigger="click"
      placement="right"
      open={open === which}
      onOpenChange={(next) => (next ? setOpen(which) : close())}
      title={title(index)}
      content={
        open === which ? (
          <ClosesOnEscape onClose={close}>
            {renderEditor(index, close, index === null ? dropped : null)}
          </ClosesOnEscape>
        ) : null
      }
      destroyOnHidden
    >
      {child}
    </Popover>
  );
  return (
    <div
      data-test="popover-list"
      onDragOver={onDragOver}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      style={isOver ? { outline: '2px dashed #1677ff', outlineOffset: 2, borderRadius: 4 } : undefined}
    >
      {items.map((item, index) => (
        <div key={item.key}>
          {popover(
            index,
            index,
            <div>
              <OptionPill
                label={item.label}
                tooltip={item.tooltip ?? item.label}
                warning={item.warning}
                index={onMove ? index : undefined}
                onMove={onMove}
                dragGroup={dragGroup}
                onRemove={onRemove ? () => onRemove(index) : undefined}
                onClick={() => setOpen(index)}
              />
            </div>,
          )}
        </div>
      ))}
      {canAdd
        ? popover(
            'new',
            null,
            <div>
              <AddPill label={addLabel} onClick={() => setOpen('new')} />
            </div>,
          )
        : null}
    </div>
  );
}
