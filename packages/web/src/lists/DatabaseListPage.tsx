import { NotBuiltYet } from '../components/NotBuiltYet';

/** Database connections page (route module, loaded lazily). */
export default function DatabaseListPage() {
  return <NotBuiltYet title="Databases" subject="Database connections" />;
}
