import { describe, expect, it } from 'vitest';
import {
  DATASOURCE_DRAG_TYPE,
  draggedKind,
  kindDragType,
  readDroppedItem,
  writeDraggedItem,
} from './datasource-items';

/** A DataTransfer stand-in holding what was set. */
function transfer() {
  const data = new Map<string, string>();
  return {
    data,
    effectAllowed: 'none' as DataTransfer['effectAllowed'],
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
  };
}

describe('dragging pane items', () => {
  it('tells a dragged column from a metric by the drag types alone, as drop targets see them while dragging', () => {
    const drag = transfer();
    writeDraggedItem(drag, { kind: 'column', name: 'region' });
    expect(draggedKind([...drag.data.keys()])).toBe('column');
    expect(draggedKind([kindDragType('metric')])).toBe('metric');
    expect(draggedKind(['text/plain'])).toBeNull();
  });

  it('reads the dropped item back, and nothing from other drops', () => {
    const drag = transfer();
    writeDraggedItem(drag, { kind: 'metric', name: 'count' });
    expect(readDroppedItem(drag)).toEqual({ type: 'metric', value: 'count' });
    expect(readDroppedItem({ getData: () => '' })).toBeNull();
    expect(
      readDroppedItem({ getData: (type) => (type === DATASOURCE_DRAG_TYPE ? '{"type":"x"}' : '') }),
    ).toBeNull();
  });
});
