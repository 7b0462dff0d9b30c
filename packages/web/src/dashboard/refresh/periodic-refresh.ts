import type { RefreshSettings } from './refresh-schedule';

/** Whether the page is shown, and news of changes (the document's visibilityState in the browser). */
export interface VisibilitySource {
  /** Whether the tab is hidden now. */
  isHidden(): boolean;
  /** Calls the listener on each change; answers the unsubscription. */
  subscribe(listener: () => void): () => void;
}

/** What the periodic refresh drives: a tick, and the drop of a tick's staggered refreshes still waiting. */
export interface TickTarget {
  /** Refreshes the charts of one tick. */
  tick(settings: RefreshSettings): unknown;
  /** Drops the refreshes still waiting. */
  cancel(): void;
}

/** The browser document as a VisibilitySource. */
export const documentVisibility: VisibilitySource = {
  isHidden: () => document.visibilityState === 'hidden',
  subscribe: (listener) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * Ticks every `settings.frequency` seconds while the tab is visible; a hidden tab stops the clock and drops the
 * waiting refreshes, showing it again restarts the clock. Answers the stop. A frequency of 0 does nothing.
 */
export function startPeriodicRefresh(
  target: TickTarget,
  settings: RefreshSettings,
  visibility: VisibilitySource,
): () => void {
  if (settings.frequency <= 0) return () => undefined;
  let interval: ReturnType<typeof setInterval> | null = null;
  const start = () => {
    interval ??= setInterval(() => target.tick(settings), settings.frequency * 1000);
  };
  const pause = () => {
    if (interval !== null) clearInterval(interval);
    interval = null;
    target.cancel();
  };
  const follow = () => (visibility.isHidden() ? pause() : start());
  follow();
  const unsubscribe = visibility.subscribe(follow);
  return () => {
    unsubscribe();
    pause();
  };
}
