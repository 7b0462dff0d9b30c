import { emptyLayout, UNDO_LIMIT } from '@meridian/core';
import type { DashboardLayout } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { editorReducer, initialEditorState } from './editor-state';
import type { EditorState } from './editor-state';

function layoutWith(children: string[]): DashboardLayout {
  return { ...emptyLayout(), GRID_ID: { id: 'GRID_ID', type: 'GRID', children } };
}

describe('layout editor state (spec §4 unsaved-changes flag)', () => {
  it('sets the flag on a layout change and clears it when undo empties the history', () => {
    let state = initialEditorState(layoutWith([]));
    expect(state.unsaved).toBe(false);
    state = editorReducer(state, { type: 'edit', layout: layoutWith(['ROW-1']) });
    expect(state.unsaved).toBe(true);
    state = editorReducer(state, { type: 'undo' });
    expect(state.unsaved).toBe(false);
    state = editorReducer(state, { type: 'redo' });
    expect(state.unsaved).toBe(true);
    expect(state.history.present.GRID_ID?.children).toEqual(['ROW-1']);
  });

  it('keeps the flag through a full undo when the colour scheme changed or other fields are drafted', () => {
    let state = editorReducer(initialEditorState(layoutWith([])), {
      type: 'draft',
      draft: { json_metadata: '{"color_scheme":"bnbColors"}' },
      colorSchemeUpdated: true,
    });
    state = editorReducer(state, { type: 'edit', layout: layoutWith(['ROW-1']) });
    state = editorReducer(state, { type: 'undo' });
    expect(state.unsaved).toBe(true);
  });

  it('keeps the flag after a full undo once edits fell out of the history', () => {
    let state: EditorState = initialEditorState(layoutWith([]));
    for (let n = 0; n <= UNDO_LIMIT + 1; n += 1)
      state = editorReducer(state, { type: 'edit', layout: layoutWith([`ROW-${n}`]) });
    for (let n = 0; n < 100; n += 1) state = editorReducer(state, { type: 'undo' });
    expect(state.history.past).toHaveLength(0);
    expect(state.unsaved).toBe(true);
  });

  it('ignores edits that change nothing and resets after a save', () => {
    const start = initialEditorState(layoutWith([]));
    expect(editorReducer(start, { type: 'edit', layout: start.history.present })).toBe(start);
    const edited = editorReducer(start, { type: 'edit', layout: layoutWith(['ROW-1']) });
    const saved = editorReducer(edited, { type: 'reset', layout: edited.history.present });
    expect(saved.unsaved).toBe(false);
    expect(saved.history.past).toHaveLength(0);
  });
});
