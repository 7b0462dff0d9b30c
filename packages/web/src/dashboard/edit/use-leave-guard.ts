import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/** Text of the question asked before leaving a dashboard with unsaved changes. */
export const LEAVE_QUESTION = 'You have unsaved changes. Leave the dashboard and lose them?';

/**
 * Asks before leaving with unsaved changes: in-app navigation waits for a confirmation, and closing or reloading
 * the tab gets the browser's own prompt.
 */
export function useLeaveGuard(unsaved: boolean): () => void {
  const { modal } = App.useApp();
  // A ref, so a save can lift the guard before the navigation it starts in the same event.
  const guarding = useRef(unsaved);
  guarding.current = unsaved;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarding.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: 'Unsaved changes',
      content: LEAVE_QUESTION,
      okText: 'Leave',
      cancelText: 'Stay',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);
  useEffect(() => {
    if (!unsaved) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (guarding.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
  return useCallback(() => {
    guarding.current = false;
  }, []);
}
