import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchOrEarly, takeEarlyResponse } from './early-responses';

const ORIGIN = 'http://meridian.test';

/** A page whose HTML started GETs of these paths. */
function pageWithEarlyCalls(paths: string[]): Record<string, Promise<Response> | undefined> {
  const early = Object.fromEntries(paths.map((p) => [p, Promise.resolve(new Response(`"${p}"`))]));
  vi.stubGlobal('window', { location: { origin: ORIGIN }, __meridianEarly: early });
  return early;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('early responses', () => {
  it('answers a GET of the same path once, by absolute or relative URL', async () => {
    const early = pageWithEarlyCalls(['/api/v1/me/', '/api/v1/dashboard/1/charts']);
    const me = early['/api/v1/me/'];
    expect(takeEarlyResponse(`${ORIGIN}/api/v1/me/`)).toBe(me);
    expect(takeEarlyResponse('/api/v1/me/')).toBeUndefined();
    expect(await (await takeEarlyResponse('/api/v1/dashboard/1/charts'))?.json()).toBe(
      '/api/v1/dashboard/1/charts',
    );
  });

  it('never answers another origin, another query string or a write', async () => {
    pageWithEarlyCalls(['/api/v1/me/']);
    expect(takeEarlyResponse('http://elsewhere.test/api/v1/me/')).toBeUndefined();
    expect(takeEarlyResponse('/api/v1/me/?q=1')).toBeUndefined();
    const fetched = new Response('"fetched"');
    const fetchMock = vi.fn(() => Promise.resolve(fetched));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchOrEarly('/api/v1/me/', { method: 'POST' })).toBe(fetched);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(await (await fetchOrEarly('/api/v1/me/')).json()).toBe('/api/v1/me/');
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('fetches as usual on a page without early calls', async () => {
    vi.stubGlobal('window', { location: { origin: ORIGIN } });
    const fetched = new Response('{}');
    vi.stubGlobal('fetch', () => Promise.resolve(fetched));
    expect(await fetchOrEarly(new Request(`${ORIGIN}/api/v1/me/`))).toBe(fetched);
  });
});
