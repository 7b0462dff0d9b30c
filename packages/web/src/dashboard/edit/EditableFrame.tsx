import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { dropTargetFor, resizeComponent } from '@meridian/core';
import type { DropSide, DropTarget, LayoutComponent } from '@meridian/core';
import { Button, Tooltip } from 'antd';
import { useRef } from 'react';
import type { CSSProperties, DragEvent, PointerEvent, ReactNode } from 'react';
import { useLayoutEditing } from './layout-editing';
import type { LayoutEditing } from './layout-editing';
import { resizedUnits } from './resize-math';

/** How a component can be handled in the editor. */
export interface FrameOptions {
  /** The whole frame starts a drag (charts, markdown, headers, dividers); else only its handle does. */
  dragWhole?: boolean;
  /** Whether it has a drag handle / can be dragged at all. */
  draggable?: boolean;
  /** Whether it shows a delete button. */
  deletable?: boolean;
  /** Which resize handles it has. */
  resize?: 'width' | 'both' | undefined;
}

const INDICATOR = '#1677ff';

function indicatorStyle(side: DropSide): CSSProperties {
  const base: CSSProperties = {
    position: 'absolute',
    background: INDICATOR,
    zIndex: 20,
    pointerEvents: 'none',
  };
  if (side === 'top') return { ...base, top: -6, left: 0, right: 0, height: 4 };
  if (side === 'bottom') return { ...base, bottom: -6, left: 0, right: 0, height: 4 };
  if (side === 'left') return { ...base, left: -6, top: 0, bottom: 0, width: 4 };
  return { ...base, right: -6, top: 0, bottom: 0, width: 4 };
}

/** The drop under the pointer over this frame, or null when the dragged item may not land here. */
function dropAt(editing: LayoutEditing, component: LayoutComponent, element: HTMLElement, event: DragEvent) {
  const dragging = editing.currentDrag();
  if (!dragging) return null;
  const rect = element.getBoundingClientRect();
  return dropTargetFor(editing.layout, {
    targetId: component.id,
    dragging: { id: dragging.id, type: dragging.type },
    pointer: {
      x: event.clientX - rect.left,
      y: event.clientY - rect.top,
      width: rect.width,
      height: rect.height,
    },
  });
}

function sameTarget(a: DropTarget, b: DropTarget): boolean {
  return a.side === b.side && a.location.id === b.location.id && a.location.index === b.location.index;
}

/**
 * A component of the layout in edit mode: a drop target drawing Superset's drop indicator, a drag source, a
 * delete button and resize handles. Outside edit mode it renders its children as they are.
 */
export function EditableFrame(props: {
  component: LayoutComponent;
  style?: CSSProperties | undefined;
  options: FrameOptions;
  children: ReactNode;
}) {
  const { component, options } = props;
  const editing = useLayoutEditing();
  const ref = useRef<HTMLDivElement>(null);
  if (!editing)
    return (
      <div style={props.style} data-component-id={component.id} data-component-type={component.type}>
        {props.children}
      </div>
    );

  const hover = editing.hover?.targetId === component.id ? editing.hover.target : null;
  const isDragged = editing.dragging?.id === component.id;
  const startDrag = (event: DragEvent) => {
    event.stopPropagation();
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', component.id);
    editing.startDrag({ id: component.id, type: component.type });
  };
  const dragProps = options.draggable
    ? { draggable: true, onDragStart: startDrag, onDragEnd: () => editing.endDrag() }
    : {};

  return (
    <div
      ref={ref}
      className="meridian-frame"
      data-testid="editable-component"
      data-component-id={component.id}
      data-component-type={component.type}
      style={{ ...props.style, position: 'relative', opacity: isDragged ? 0.4 : 1 }}
      {...(options.dragWhole ? dragProps : {})}
      onDragOver={(event) => {
        // A frame that may not take the item lets the event bubble to its parent's frame.
        const target = ref.current ? dropAt(editing, component, ref.current, event) : null;
        if (!target) return;
        event.preventDefault();
        event.stopPropagation();
        const current = editing.hover;
        if (current?.targetId !== component.id || !sameTarget(current.target, target))
          editing.setHover({ targetId: component.id, target });
      }}
      onDrop={(event) => {
        // Computed again: the hover state may not have been drawn yet when the drop comes.
        const target = ref.current ? dropAt(editing, component, ref.current, event) : null;
        if (!target) return;
        event.preventDefault();
        event.stopPropagation();
        editing.drop({ targetId: component.id, target });
      }}
    >
      {hover ? <div style={indicatorStyle(hover.side)} data-testid="drop-indicator" /> : null}
      <div className="meridian-frame-tools">
        {options.draggable && !options.dragWhole ? (
          <span
            {...dragProps}
            className="meridian-drag-handle"
            aria-label={`Drag ${component.type.toLowerCase()}`}
          >
            <HolderOutlined />
          </span>
        ) : null}
        {options.deletable ? (
          <Tooltip title="Delete">
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${component.type.toLowerCase()}`}
              onClick={() => editing.remove(component.id)}
            />
          </Tooltip>
        ) : null}
      </div>
      {props.children}
      {options.resize ? (
        <ResizeHandles component={component} editing={editing} axes={options.resize} />
      ) : null}
    </div>
  );
}

/** Handles on the right edge (width) and the bottom-right corner (width and height), in grid units. */
function ResizeHandles(props: {
  component: LayoutComponent;
  editing: LayoutEditing;
  axes: 'width' | 'both';
}) {
  const { component, editing } = props;
  const begin = (event: PointerEvent<HTMLDivElement>, axis: 'width' | 'both') => {
    event.preventDefault();
    event.stopPropagation();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const origin = { x: event.clientX, y: event.clientY };
    const base = editing.layout;
    const start = { width: component.meta?.width, height: component.meta?.height };
    let latest = base;
    const move = (moveEvent: globalThis.PointerEvent) => {
      const units = resizedUnits(start, {
        dx: moveEvent.clientX - origin.x,
        dy: moveEvent.clientY - origin.y,
        gridWidth: editing.gridWidth,
        axis,
      });
      latest = resizeComponent(base, { id: component.id, ...units });
      editing.preview(latest);
    };
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
      editing.preview(null);
      editing.commit(latest);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  };
  return (
    <>
      <div
        className="meridian-resize-width"
        data-testid="resize-width"
        aria-label="Resize width"
        onPointerDown={(event) => begin(event, 'width')}
      />
      {props.axes === 'both' ? (
        <div
          className="meridian-resize-corner"
          data-testid="resize-corner"
          aria-label="Resize"
          onPointerDown={(event) => begin(event, 'both')}
        />
      ) : null}
    </>
  );
}
