import { Popover } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
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
  /** The editor of an item (index) or a new item (null); `close` closes the popover. */
  renderEditor: (index: number | null, close: () => void) => ReactNode;
  /** Drag group name. */
  dragGroup: string;
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
}: PopoverListProps) {
  const [open, setOpen] = useState<OpenEditor>(null);
  const close = () => setOpen(null);
  const popover = (which: OpenEditor, index: number | null, child: ReactNode) => (
    <Popover
      trigger="click"
      placement="right"
      open={open === which}
      onOpenChange={(next) => setOpen(next ? which : null)}
      title={title(index)}
      content={open === which ? renderEditor(index, close) : null}
      destroyOnHidden
    >
      {child}
    </Popover>
  );
  return (
    <div>
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
