import { NotBuiltYet } from '../components/NotBuiltYet';

/** Dataset list page (route module, loaded lazily). */
export default function DatasetListPage() {
  return <NotBuiltYet title="Datasets" subject="Datasets" />;
}
