import {
  hasMaskValue,
  NATIVE_FILTERS_KEY_PARAM,
  NATIVE_FILTERS_PARAM,
  nativeMasksOnly,
} from '@meridian/core';
import type { DataMaskMap } from '@meridian/core';
import { useCallback, useEffect, useRef } from 'react';
import {
  useCreateDashboardFilterStateMutation,
  useUpdateDashboardFilterStateMutation,
} from '../dashboard-api';

/** Superset publishes the filter state this long after the last Apply. */
export const PUBLISH_DELAY_MS = 500;

/** The address's search string naming a stored filter state: the rison masks and a permalink key are dropped. */
export function searchWithFilterStateKey(search: string, key: string): string {
  const params = new URLSearchParams(search);
  params.delete(NATIVE_FILTERS_PARAM);
  params.delete('permalink_key');
  params.set(NATIVE_FILTERS_KEY_PARAM, key);
  return `?${params.toString()}`;
}

/**
 * What is stored under the key: every applied native filter's mask (cross-filters are not restored, §6). One
 * without a value says so (`value: null`; an undefined value would vanish from the JSON), as Superset stores it.
 */
export function filterStateValue(applied: DataMaskMap): string {
  const masks = Object.entries(nativeMasksOnly(applied)).map(([id, mask]) => [
    id,
    hasMaskValue(mask) ? mask : { ...mask, filterState: { ...mask.filterState, value: null } },
  ]);
  return JSON.stringify(Object.fromEntries(masks));
}

/**
 * Publishes the applied filters as a stored filter state, debounced, and hands back the key to put in the address.
 * The key in use is updated in place (PUT); one that cannot be (another user's, expired) gives way to a new one
 * (POST). When nothing can be stored (no session), `onFailed` lets the caller fall back to the rison address.
 */
export function useFilterStatePublisher(options: {
  dashboardId: number;
  /** The key the address opened with, when its state was read. */
  initialKey: string | null;
  onPublished: (key: string) => void;
  onFailed: (applied: DataMaskMap) => void;
}): (applied: DataMaskMap) => void {
  const [create] = useCreateDashboardFilterStateMutation();
  const [update] = useUpdateDashboardFilterStateMutation();
  const key = useRef(options.initialKey);
  // A cross-filter changes the applied masks but not what is stored: nothing to send then.
  const published = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (applied: DataMaskMap) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const { dashboardId, onPublished, onFailed } = latest.current;
        const value = filterStateValue(applied);
        if (value === published.current) return;
        void (async () => {
          const current = key.current;
          if (current) {
            const updated = await update({ id: dashboardId, key: current, value });
            if (!('error' in updated)) {
              published.current = value;
              return onPublished(current);
            }
          }
          const created = await create({ id: dashboardId, value });
          if ('error' in created || !created.data) return onFailed(applied);
          key.current = created.data;
          published.current = value;
          onPublished(created.data);
        })();
      }, PUBLISH_DELAY_MS);
    },
    [create, update],
  );
}
