import { useLocation, useParams } from 'react-router-dom';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { ContentLoading } from '../components/ContentLoading';
import {
  useGetDashboardChartsQuery,
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
  const permalinkKey = new URLSearchParams(useLocation().search).get('permalink_key');
  // A permalink's filter state is read before the filters start, so they start from it.
  const permalink = useGetDashboardPermalinkQuery(permalinkKey ?? '', { skip: !permalinkKey });
  const error = dashboard.error ?? charts.error ?? datasets.error;
  if (error) return <ApiErrorAlert lead="Could not load the dashboard" error={error} />;
  if (!dashboard.data || !charts.data || !datasets.data) return <ContentLoading />;
  if (permalinkKey && permalink.isLoading) return <ContentLoading />;
  return (
    <DashboardRefreshProvider key={dashboard.data.id} jsonMetadata={dashboard.data.json_metadata}>
      <DashboardView
        key={dashboard.data.id}
        dashboard={dashboard.data}
        charts={charts.data}
        datasets={datasets.data}
        permalinkMasks={permalink.data?.state.dataMask ?? null}
      />
    </DashboardRefreshProvider>
  );
}
