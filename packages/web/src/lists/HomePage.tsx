import { NotBuiltYet } from '../components/NotBuiltYet';

/** Home page (route module, loaded lazily). */
export default function HomePage() {
  return <NotBuiltYet title="Home" subject="Your recent work and favourites" />;
}
