/** What escapeClosesEditor reads of a keydown. */
export interface EscapeKeyDown {
  key: string;
  /** Set by a part of the editor that handled the key (the SQL editor closing its completions). */
  defaultPrevented: boolean;
  /** The element with focus. */
  target: EventTarget | null;
}

/** Whether the element is a combobox whose list is open (antd's selects mark it with aria-expanded). */
function isExpanded(target: EventTarget | null): boolean {
  return (
    typeof target === 'object' &&
    target !== null &&
    'getAttribute' in target &&
    typeof target.getAttribute === 'function' &&
    target.getAttribute('aria-expanded') === 'true'
  );
}

/**
 * Whether a keydown closes an editor popover: Escape does, unless an open list inside the editor (a select's
 * dropdown, the SQL editor's completions) takes it for itself.
 */
export function escapeClosesEditor(event: EscapeKeyDown): boolean {
  return event.key === 'Escape' && !event.defaultPrevented && !isExpanded(event.target);
}
