import { store } from '../app/store';
import { dashboardApi } from './dashboard-api';

/**
 * Starts loading a dashboard, its charts and its datasets into the cache the page reads from, and, once the
 * charts are known, the renderers of their types (before the page has even drawn its cards).
 */
export function prefetchDashboard(idOrSlug: string): void {
  if (!idOrSlug) return;
  void store.dispatch(dashboardApi.util.prefetch('getDashboard', idOrSlug, {}));
  void store.dispatch(dashboardApi.util.prefetch('getDashboardDatasets', idOrSlug, {}));
  const charts = store.dispatch(
    dashboardApi.endpoints.getDashboardCharts.initiate(idOrSlug, { subscribe: false }),
  );
  void Promise.all([charts.unwrap(), import('./viz-registry')])
    .then(([list, { preloadRenderers }]) => preloadRenderers(list.map((chart) => chart.viz_type)))
    // A failed call shows on the page itself.
    .catch(() => undefined);
}
