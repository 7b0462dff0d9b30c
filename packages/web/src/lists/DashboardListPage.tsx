import { NotBuiltYet } from '../components/NotBuiltYet';

/** Dashboard list page (route module, loaded lazily). */
export default function DashboardListPage() {
  return <NotBuiltYet title="Dashboards" subject="Dashboards" />;
}
