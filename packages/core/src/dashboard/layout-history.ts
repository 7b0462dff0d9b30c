import { UNDO_LIMIT } from './constants';
import type { DashboardLayout } from './layout-schema';

/**
 * Undo history of the layout editor (Superset's undoable dashboardLayout: redux-undo with a limit of
 * UNDO_LIMIT + 2 states, so at most UNDO_LIMIT + 1 past layouts are kept).
 */
export interface LayoutHistory {
  /** Earlier layouts, oldest first. */
  past: readonly DashboardLayout[];
  /** The layout shown. */
  present: DashboardLayout;
  /** Undone layouts, the next to redo first. */
  future: readonly DashboardLayout[];
  /** Set once more edits were made than the history keeps: undo can no longer reach the saved layout. */
  maxUndoHistoryExceeded: boolean;
}

const KEPT_PAST = UNDO_LIMIT + 1;

/** A fresh history at a saved layout. */
export function startHistory(layout: DashboardLayout): LayoutHistory {
  return { past: [], present: layout, future: [], maxUndoHistoryExceeded: false };
}

/** Records an edit; an edit that answered the same layout object changes nothing (the redo stack stays). */
export function recordLayout(history: LayoutHistory, next: DashboardLayout): LayoutHistory {
  if (next === history.present) return history;
  const past = [...history.past, history.present].slice(-KEPT_PAST);
  return {
    past,
    present: next,
    future: [],
    maxUndoHistoryExceeded: history.maxUndoHistoryExceeded || past.length > UNDO_LIMIT,
  };
}

/** Steps back one edit; nothing happens at the start of the history. */
export function undoLayout(history: LayoutHistory): LayoutHistory {
  const previous = history.past[history.past.length - 1];
  if (previous === undefined) return history;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

/** Re-applies the last undone edit; nothing happens when none was undone. */
export function redoLayout(history: LayoutHistory): LayoutHistory {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return {
    ...history,
    past: [...history.past, history.present].slice(-KEPT_PAST),
    present: next,
    future: rest,
  };
}

/** Whether every undo slot is used: the editor then warns once (Superset's header: UNDO_LIMIT - undoLength <= 0). */
export function undoSlotsUsedUp(history: LayoutHistory): boolean {
  return UNDO_LIMIT - history.past.length <= 0;
}

/** The warning shown when the undo slots are used up (spec §8), for a limit of `limit` slots. */
export function undoLimitWarning(limit: number = UNDO_LIMIT): string {
  return `You have used all ${limit} undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.`;
}

/**
 * The unsaved-changes flag after an undo (spec §4): cleared when the history is empty again, unless edits fell
 * out of the history or the colour scheme was changed.
 */
export function unsavedAfterUndo(
  history: LayoutHistory,
  flags: { unsaved: boolean; colorSchemeUpdated: boolean },
): boolean {
  if (history.past.length === 0 && !history.maxUndoHistoryExceeded && !flags.colorSchemeUpdated) return false;
  return flags.unsaved;
}
