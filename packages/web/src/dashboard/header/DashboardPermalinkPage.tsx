import { Navigate, useParams } from 'react-router-dom';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { ContentLoading } from '../../components/ContentLoading';
import { useGetDashboardPermalinkQuery } from '../dashboard-api';

/** /superset/dashboard/p/:key/ — opens the dashboard a permalink stores, with its URL parameters and anchor. */
export default function DashboardPermalinkPage() {
  const { key = '' } = useParams();
  const permalink = useGetDashboardPermalinkQuery(key);
  if (permalink.error) return <ApiErrorAlert lead="Could not open the permalink" error={permalink.error} />;
  if (!permalink.data) return <ContentLoading />;
  const { dashboardId, state } = permalink.data;
  const params = new URLSearchParams(state.urlParams ?? []);
  // The dashboard reads the stored filter state (dataMask) back through the key.
  params.delete('native_filters');
  params.set('permalink_key', key);
  const search = params.toString();
  const anchor = state.anchor ? `#${encodeURIComponent(state.anchor)}` : '';
  return (
    <Navigate replace to={`/superset/dashboard/${dashboardId}/${search ? `?${search}` : ''}${anchor}`} />
  );
}
