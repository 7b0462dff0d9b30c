import { lazy, Suspense } from 'react';

const Markdown = lazy(async () => ({ default: (await import('./Markdown')).Markdown }));

/**
 * A markdown block, its renderer (the markdown parser and sanitizer, the largest part of the page's code) loaded
 * only when a dashboard has one.
 */
export function LazyMarkdown({ code, height }: { code: string; height: number }) {
  return (
    <Suspense
      fallback={<div style={{ height, boxSizing: 'border-box', background: '#fff', borderRadius: 6 }} />}
    >
      <Markdown code={code} height={height} />
    </Suspense>
  );
}
