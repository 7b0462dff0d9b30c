/**
 * Answers of the GET calls the page's HTML started before any script loaded (the server adds them to the head
 * of index.html: packages/server/src/api/page-html.ts). Each is used once, by the first request for the same
 * path, and only while the page is still loading; every later request fetches as usual.
 */

declare global {
  interface Window {
    /** Response promises by path, filed by the inline script of index.html. */
    __meridianEarly?: Record<string, Promise<Response> | undefined>;
  }
}

/** After this long since navigation, an early answer may be stale: fetch again instead. */
const EARLY_ANSWER_TTL_MS = 10_000;

/** Takes the early answer of a GET to this URL, if the page's HTML started one and it was not used yet. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__meridianEarly;
  if (!early) return undefined;
  const { origin, pathname, search } = new URL(url, window.location.origin);
  if (origin !== window.location.origin) return undefined;
  const key = pathname + search;
  const response = early[key];
  if (!response) return undefined;
  delete early[key];
  return performance.now() < EARLY_ANSWER_TTL_MS ? response : undefined;
}

/** `fetch` that answers a GET from the page's early calls when it can. */
export function fetchOrEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const url = input instanceof Request ? input.url : String(input);
  return (method === 'GET' ? takeEarlyResponse(url) : undefined) ?? fetch(input, init);
}
