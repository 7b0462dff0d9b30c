import { useSyncExternalStore } from 'react';

/** Below this width (px) the app uses its phone layout: menu button, stacked grid, card lists, no edit mode. */
export const NARROW_SCREEN_MAX_WIDTH = 767;

const QUERY = `(max-width: ${NARROW_SCREEN_MAX_WIDTH}px)`;

/** Whether the window is phone-narrow now (false where there is no window). */
export function isNarrowScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether the window is phone-narrow, updated as it resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrowScreen, () => false);
}
