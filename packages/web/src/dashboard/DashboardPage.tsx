import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { ContentLoading } from '../components/ContentLoading';
import {
  useGetDashboardChartsQuery,
  useGetDashboardFilterStateQuery,
  useGetDashboardDatasetsQuery,
  useGetDashboardPermalinkQuery,
  useGetDashboardQuery,
} from './dashboard-api';
import { DashboardView } from './DashboardView';
import { DashboardRefreshProvider } from './refresh/DashboardRefreshProvider';

/** Dashboard page at /superset/dashboard/:idOrSlug/ (route module, loaded lazily). */
export default function DashboardPage() {
  const { idOrSlug = '' } = useParams();
  const dashboard = useGetDashboardQuery(idOrSlug);
  const charts = useGetDashboardChartsQuery(idOrSlug);
  const datasets = useGetDashboardDatasetsQuery(idOrSlug);
  const params = new URLSearchParams(useLocation().search);
  const permalinkKey = params.get('permalink_key');
  // A permalink's filter state is read before the filters start, so they start from it.
  const permalink = useGetDashboardPermalinkQuery(permalinkKey ?? '', { skip: !permalinkKey });
  // So is a stored filter state (`native_filters_key`), unless a permalink or the rison parameter replaces it.
  // Read once: the page itself puts a new key in the address on each Apply, which must not reload it.
  const [filterStateKey] = useState(() =>
    permalinkKey || params.has('native_filters') ? null : params.get('native_filters_key'),
  );
  const filterState = useGetDashboardFilterStateQuery(
    { idOrSlug, key: filterStateKey ?? '' },
    { skip: !filterStateKey },
  );
  const error = dashboard.error ?? charts.error ?? datasets.error;
  if (error) return <ApiErrorAlert lead="Could not load the dashboard" error={error} />;
  if (!dashboard.data || !charts.data || !datasets.data) return <ContentLoading />;
  if (permalinkKey && permalink.isLoading) return <ContentLoading />;
  if (filterStateKey && filterState.isLoading) return <ContentLoading />;
  return (
    <DashboardRefreshProvider key={dashboard.data.id} jsonMetadata={dashboard.data.json_metadata}>
      <DashboardView
        key={dashboard.data.id}
        dashboard={dashboard.data}
        charts={charts.data}
        datasets={datasets.data}
        permalinkMasks={permalink.data?.state.dataMask ?? null}
        storedFilterState={filterState.data ?? null}
      />
    </DashboardRefreshProvider>
  );
}
