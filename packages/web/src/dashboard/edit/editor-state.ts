import { recordLayout, redoLayout, startHistory, undoLayout, unsavedAfterUndo } from '@meridian/core';
import type { DashboardLayout, DashboardUpdate, LayoutHistory } from '@meridian/core';

/** Fields of the dashboard the properties and CSS editors change before a save. */
export type DashboardDraft = Pick<
  DashboardUpdate,
  | 'dashboard_title'
  | 'slug'
  | 'owners'
  | 'roles'
  | 'css'
  | 'json_metadata'
  | 'certified_by'
  | 'certification_details'
>;

/** State of the layout editor: the layout's undo history, the unsaved draft and the unsaved-changes flag. */
export interface EditorState {
  history: LayoutHistory;
  /** Changed dashboard fields, sent with the layout on save. */
  draft: DashboardDraft;
  /** The unsaved-changes flag of spec §4. */
  unsaved: boolean;
  /** Whether the colour scheme was changed (it keeps the flag set through undo). */
  colorSchemeUpdated: boolean;
}

/** What the editor can be asked to do. */
export type EditorAction =
  | { type: 'edit'; layout: DashboardLayout }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'draft'; draft: DashboardDraft; colorSchemeUpdated?: boolean }
  | { type: 'reset'; layout: DashboardLayout };

/** The editor at a saved layout with nothing changed. */
export function initialEditorState(layout: DashboardLayout): EditorState {
  return { history: startHistory(layout), draft: {}, unsaved: false, colorSchemeUpdated: false };
}

/** Applies an editor action; the unsaved flag follows spec §4 (set on any change, cleared by save or a full undo). */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit': {
      const history = recordLayout(state.history, action.layout);
      return history === state.history ? state : { ...state, history, unsaved: true };
    }
    case 'undo': {
      const history = undoLayout(state.history);
      if (history === state.history) return state;
      const draftChanged = Object.keys(state.draft).length > 0;
      const unsaved = unsavedAfterUndo(history, {
        unsaved: state.unsaved,
        colorSchemeUpdated: state.colorSchemeUpdated,
      });
      return { ...state, history, unsaved: unsaved || draftChanged };
    }
    case 'redo': {
      const history = redoLayout(state.history);
      return history === state.history ? state : { ...state, history, unsaved: true };
    }
    case 'draft':
      return {
        ...state,
        draft: { ...state.draft, ...action.draft },
        unsaved: true,
        colorSchemeUpdated: state.colorSchemeUpdated || action.colorSchemeUpdated === true,
      };
    case 'reset':
      return initialEditorState(action.layout);
  }
}
