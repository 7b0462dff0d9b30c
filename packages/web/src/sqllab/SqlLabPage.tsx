import { NotBuiltYet } from '../components/NotBuiltYet';

/** SQL Lab page (route module, loaded lazily). */
export default function SqlLabPage() {
  return <NotBuiltYet title="SQL Lab" subject="The SQL editor and saved queries" />;
}
