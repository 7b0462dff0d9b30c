import { LazyResult } from './LazyResult';

/** The 403 result shown on pages the user may not open. */
export function NoAccessResult() {
  return <LazyResult status="403" title="403" subTitle="You don't have access to this page" />;
}
