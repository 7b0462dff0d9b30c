import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

// antd's Result carries its status illustrations (~10 KB gzip): it loads when a result is first shown, so the
// pages every user opens (the dashboard above all) do not ship it.
const Result = lazy(async () => ({ default: (await import('./result')).Result }));

/** antd's Result, loaded on first use. */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
