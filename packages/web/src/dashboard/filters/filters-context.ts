import { createContext, useContext } from 'react';
import type { DashboardFilters } from './use-dashboard-filters';

/** The dashboard page's filters, for the parts that read them (chart cards, the permalink menu). */
export const DashboardFiltersContext = createContext<DashboardFilters | null>(null);

/** The dashboard's filters, or null outside a dashboard page. */
export function useDashboardFiltersContext(): DashboardFilters | null {
  return useContext(DashboardFiltersContext);
}
