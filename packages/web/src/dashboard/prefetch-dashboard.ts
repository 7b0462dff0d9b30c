import { store } from '../app/store';
import { dashboardApi } from './dashboard-api';

/** Starts loading a dashboard, its charts and its datasets into the cache the page reads from. */
export function prefetchDashboard(idOrSlug: string): void {
  if (!idOrSlug) return;
  for (const endpoint of ['getDashboard', 'getDashboardCharts', 'getDashboardDatasets'] as const)
    void store.dispatch(dashboardApi.util.prefetch(endpoint, idOrSlug, {}));
}
