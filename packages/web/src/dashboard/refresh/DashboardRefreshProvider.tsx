import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { DashboardRefresher } from './dashboard-refresher';
import type { RefreshTarget } from './dashboard-refresher';
import { documentVisibility, startPeriodicRefresh } from './periodic-refresh';
import { refreshSettings } from './refresh-schedule';
import type { RefreshSettings } from './refresh-schedule';

/** What the dashboard's header and chart cards share about refreshing. */
export interface DashboardRefresh {
  /** The cards and the refreshes sent to them. */
  refresher: DashboardRefresher;
  /** Seconds between periodic refreshes now in force (0: none). */
  frequency: number;
  /** Sets the frequency for this session (the saved one comes back on reload). */
  setFrequency: (seconds: number) => void;
}

const RefreshContext = createContext<DashboardRefresh | null>(null);

/** The dashboard's refresh state, or null outside a DashboardRefreshProvider. */
export function useDashboardRefresh(): DashboardRefresh | null {
  return useContext(RefreshContext);
}

/** Registers a chart card with the dashboard's refresher, if any; the target's functions may change freely. */
export function useRefreshTarget(chartId: number | undefined, target: Omit<RefreshTarget, 'chartId'>): void {
  const refresh = useDashboardRefresh();
  const latest = useRef(target);
  latest.current = target;
  useEffect(() => {
    if (!refresh || chartId === undefined) return undefined;
    return refresh.refresher.register({
      chartId,
      hasLoaded: () => latest.current.hasLoaded(),
      refresh: (force) => latest.current.refresh(force),
    });
  }, [refresh, chartId]);
}

/** Runs the periodic refresh of the settings, following the tab's visibility. */
function usePeriodicRefresh(refresher: DashboardRefresher, settings: RefreshSettings): void {
  useEffect(() => startPeriodicRefresh(refresher, settings, documentVisibility), [refresher, settings]);
}

/** Props of DashboardRefreshProvider. */
export interface DashboardRefreshProviderProps {
  /** The dashboard's json_metadata (refresh_frequency, timed_refresh_immune_slices, stagger_*). */
  jsonMetadata: string | null;
  children: ReactNode;
}

/** Holds the dashboard's refresher and runs its periodic refresh. */
export function DashboardRefreshProvider({ jsonMetadata, children }: DashboardRefreshProviderProps) {
  const refresher = useMemo(() => new DashboardRefresher(), []);
  const saved = useMemo(() => refreshSettings(jsonMetadata), [jsonMetadata]);
  const [sessionFrequency, setSessionFrequency] = useState<number | null>(null);
  const frequency = sessionFrequency ?? saved.frequency;
  const settings = useMemo(() => ({ ...saved, frequency }), [saved, frequency]);
  usePeriodicRefresh(refresher, settings);
  const value = useMemo(
    () => ({ refresher, frequency, setFrequency: setSessionFrequency }),
    [refresher, frequency],
  );
  return <RefreshContext.Provider value={value}>{children}</RefreshContext.Provider>;
}
