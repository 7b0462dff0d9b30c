import { useEffect, useRef } from 'react';

/** Whether a key press is Ctrl+Enter (Cmd+Enter on a Mac), Superset's "run query" shortcut in explore. */
export function isRunShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** Runs `run` on Ctrl/Cmd+Enter anywhere on the page while mounted. */
export function useRunShortcut(run: () => void): void {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isRunShortcut(event)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
