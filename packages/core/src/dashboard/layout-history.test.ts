import { describe, expect, it } from 'vitest';
import { UNDO_LIMIT } from './constants';
import {
  recordLayout,
  redoLayout,
  startHistory,
  undoLayout,
  undoLimitWarning,
  undoSlotsUsedUp,
  unsavedAfterUndo,
} from './layout-history';
import { emptyLayout } from './layout-schema';
import type { DashboardLayout } from './layout-schema';

/** A distinct layout per step, told apart by its grid's children. */
function step(n: number): DashboardLayout {
  const layout = emptyLayout();
  return { ...layout, GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [`ROW-${n}`] } };
}

describe('layout undo history', () => {
  it('undoes and redoes edits in order', () => {
    let history = startHistory(step(0));
    history = recordLayout(history, step(1));
    history = recordLayout(history, step(2));
    history = undoLayout(history);
    expect(history.present).toEqual(step(1));
    history = undoLayout(history);
    expect(history.present).toEqual(step(0));
    expect(undoLayout(history)).toBe(history);
    history = redoLayout(redoLayout(history));
    expect(history.present).toEqual(step(2));
    expect(redoLayout(history)).toBe(history);
  });

  it('drops the redo stack on a new edit and ignores edits that change nothing', () => {
    let history = recordLayout(startHistory(step(0)), step(1));
    history = undoLayout(history);
    expect(history.future).toHaveLength(1);
    expect(recordLayout(history, history.present)).toBe(history);
    history = recordLayout(history, step(5));
    expect(history.future).toHaveLength(0);
  });

  it(`keeps ${UNDO_LIMIT + 1} past layouts and flags the overflow`, () => {
    let history = startHistory(step(0));
    for (let n = 1; n <= UNDO_LIMIT; n += 1) history = recordLayout(history, step(n));
    expect(undoSlotsUsedUp(history)).toBe(true);
    expect(history.maxUndoHistoryExceeded).toBe(false);
    // Superset flags as soon as the history holds more than UNDO_LIMIT past layouts.
    history = recordLayout(history, step(UNDO_LIMIT + 1));
    expect(history.maxUndoHistoryExceeded).toBe(true);
    history = recordLayout(history, step(UNDO_LIMIT + 2));
    expect(history.past).toHaveLength(UNDO_LIMIT + 1);
    expect(history.maxUndoHistoryExceeded).toBe(true);
    // The oldest layouts fell out: undoing everything no longer reaches the start.
    for (let n = 0; n < 100; n += 1) history = undoLayout(history);
    expect(history.present).toEqual(step(1));
  });

  it('warns with the spec text', () => {
    expect(undoLimitWarning()).toBe(
      'You have used all 50 undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.',
    );
    expect(undoSlotsUsedUp(recordLayout(startHistory(step(0)), step(1)))).toBe(false);
  });

  it('clears the unsaved flag when undo empties the history, unless edits were lost or colours changed', () => {
    const history = undoLayout(recordLayout(startHistory(step(0)), step(1)));
    expect(unsavedAfterUndo(history, { unsaved: true, colorSchemeUpdated: false })).toBe(false);
    expect(unsavedAfterUndo(history, { unsaved: true, colorSchemeUpdated: true })).toBe(true);
    expect(
      unsavedAfterUndo(
        { ...history, maxUndoHistoryExceeded: true },
        { unsaved: true, colorSchemeUpdated: false },
      ),
    ).toBe(true);
    const partial = undoLayout(recordLayout(recordLayout(startHistory(step(0)), step(1)), step(2)));
    expect(unsavedAfterUndo(partial, { unsaved: true, colorSchemeUpdated: false })).toBe(true);
  });
});
