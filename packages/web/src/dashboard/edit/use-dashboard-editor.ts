import {
  deleteComponent,
  dropComponent,
  findParentId,
  NEW_COMPONENTS_SOURCE_ID,
  undoLimitWarning,
  undoSlotsUsedUp,
} from '@meridian/core';
import type { DashboardChart, DashboardLayout } from '@meridian/core';
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { editorReducer, initialEditorState } from './editor-state';
import type { EditorAction, EditorState } from './editor-state';
import type { DragItem, DropHover, LayoutEditing } from './layout-editing';

/** The layout editor of a dashboard page. */
export interface DashboardEditor {
  state: EditorState;
  dispatch: (action: EditorAction) => void;
  /** What the layout's components use while editing. */
  editing: LayoutEditing;
  /** Charts added from the side pane, drawn before the dashboard is saved. */
  addedCharts: ReadonlyMap<number, DashboardChart>;
  /** Sets the width of the grid in pixels (measured by the page). */
  setGridWidth: (width: number) => void;
}

/**
 * Holds the editor: undo history, drafts, the drag in progress and the resize preview. Refused drops show the
 * spec's message; the undo-limit warning shows once when the slots are used up; Ctrl+Z / Ctrl+Y undo and redo.
 */
export function useDashboardEditor(savedLayout: DashboardLayout, active: boolean): DashboardEditor {
  const { message } = App.useApp();
  const [state, dispatch] = useReducer(editorReducer, savedLayout, initialEditorState);
  const [dragging, setDraggingState] = useState<DragItem | null>(null);
  // The drag is known at once through the ref; the state (which redraws) follows a frame later.
  const draggingRef = useRef<DragItem | null>(null);
  const setDragging = useCallback((item: DragItem | null) => {
    draggingRef.current = item;
    setDraggingState(item);
  }, []);
  const [hover, setHover] = useState<DropHover | null>(null);
  const [preview, setPreview] = useState<DashboardLayout | null>(null);
  const [gridWidth, setGridWidth] = useState(1200);
  const [addedCharts, setAddedCharts] = useState<ReadonlyMap<number, DashboardChart>>(new Map());
  const present = state.history.present;
  const presentRef = useRef(present);
  presentRef.current = present;

  const commit = useCallback((layout: DashboardLayout) => dispatch({ type: 'edit', layout }), []);

  const drop = useCallback(
    (target: DropHover) => {
      const item = draggingRef.current;
      setDragging(null);
      setHover(null);
      if (!item) return;
      const layout = presentRef.current;
      const sourceId = item.id === undefined ? NEW_COMPONENTS_SOURCE_ID : findParentId(layout, item.id);
      if (sourceId === undefined) return;
      const source = {
        id: sourceId,
        index: item.id === undefined ? 0 : (layout[sourceId]?.children.indexOf(item.id) ?? 0),
      };
      const edit = dropComponent(layout, {
        source,
        destination: target.target.location,
        dragging: { id: item.id ?? NEW_COMPONENTS_SOURCE_ID, type: item.type, meta: item.meta },
      });
      if (!edit.ok) {
        void message.warning(edit.message);
        return;
      }
      const chart = item.chart;
      if (chart) setAddedCharts((charts) => new Map(charts).set(chart.id, chart));
      dispatch({ type: 'edit', layout: edit.layout });
    },
    [message, setDragging],
  );

  const editing = useMemo<LayoutEditing>(
    () => ({
      layout: preview ?? present,
      commit,
      preview: setPreview,
      remove: (id) => dispatch({ type: 'edit', layout: deleteComponent(presentRef.current, id) }),
      dragging,
      currentDrag: () => draggingRef.current,
      startDrag: (item) => {
        draggingRef.current = item;
        // The browser takes its drag image first; redrawing in the same frame can cancel the drag.
        requestAnimationFrame(() => {
          if (draggingRef.current === item) setDraggingState(item);
        });
      },
      endDrag: () => {
        setDragging(null);
        setHover(null);
      },
      hover,
      setHover,
      drop,
      gridWidth,
    }),
    [preview, present, commit, dragging, hover, drop, gridWidth, setDragging],
  );

  // Spec §8: warn once when every undo slot is used.
  const usedUp = undoSlotsUsedUp(state.history);
  useEffect(() => {
    if (active && usedUp) void message.warning(undoLimitWarning());
  }, [active, usedUp, message]);

  useEffect(() => {
    if (!active) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA'].includes(target.tagName)) return;
      if (event.key === 'z' || event.key === 'Z') {
        event.preventDefault();
        dispatch({ type: 'undo' });
      } else if (event.key === 'y' || event.key === 'Y') {
        event.preventDefault();
        dispatch({ type: 'redo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);

  return { state, dispatch, editing, addedCharts, setGridWidth };
}
