import { useRouteError } from 'react-router-dom';
import { UnexpectedError } from './UnexpectedError';

/** Route-level error element: a page that failed to load or render. */
export function RouteErrorPage() {
  return <UnexpectedError error={useRouteError()} />;
}
