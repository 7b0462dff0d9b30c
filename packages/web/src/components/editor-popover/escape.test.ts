import { describe, expect, it } from 'vitest';
import { escapeClosesEditor } from './escape';

/** A focused element with an aria-expanded attribute (or none). */
const element = (expanded: string | null): EventTarget =>
  Object.assign(new EventTarget(), {
    getAttribute: (name: string) => (name === 'aria-expanded' ? expanded : null),
  });

describe('Escape in an editor popover', () => {
  it('closes the editor from any field', () => {
    expect(escapeClosesEditor({ key: 'Escape', defaultPrevented: false, target: null })).toBe(true);
    const field = element(null);
    expect(escapeClosesEditor({ key: 'Escape', defaultPrevented: false, target: field })).toBe(true);
    const closedSelect = element('false');
    expect(escapeClosesEditor({ key: 'Escape', defaultPrevented: false, target: closedSelect })).toBe(true);
  });

  it("leaves it open while a select's list or the SQL completions take the key", () => {
    const openSelect = element('true');
    expect(escapeClosesEditor({ key: 'Escape', defaultPrevented: false, target: openSelect })).toBe(false);
    expect(escapeClosesEditor({ key: 'Escape', defaultPrevented: true, target: null })).toBe(false);
  });

  it('ignores other keys', () => {
    expect(escapeClosesEditor({ key: 'Enter', defaultPrevented: false, target: null })).toBe(false);
  });
});
