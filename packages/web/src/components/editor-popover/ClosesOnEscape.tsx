import { useEffect, useRef, type ReactNode } from 'react';
import { escapeClosesEditor } from './escape';

/** Props of ClosesOnEscape. */
export interface ClosesOnEscapeProps {
  /** Closes the popover. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The body of an editor popover that Escape closes, but not while a list inside it (a select's dropdown, the SQL
 * editor's completions) takes the key: antd's own Escape, a window listener, closed the popover with that list, and
 * with it the SQL being typed. The key stops here, so neither antd nor a dialog below sees it. Focus moves into the
 * body when it opens, unless the editor already focused a field of its own, so the Escape right after the click that
 * opened it arrives here too.
 */
export function ClosesOnEscape({ onClose, children }: ClosesOnEscapeProps) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = area.current;
    if (element && !element.contains(document.activeElement)) element.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={area}
      tabIndex={-1}
      style={{ outline: 'none' }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        if (escapeClosesEditor(event)) onClose();
      }}
    >
      {children}
    </div>
  );
}
