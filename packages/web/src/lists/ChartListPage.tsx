import { NotBuiltYet } from '../components/NotBuiltYet';

/** Chart list page (route module, loaded lazily). */
export default function ChartListPage() {
  return <NotBuiltYet title="Charts" subject="Charts" />;
}
