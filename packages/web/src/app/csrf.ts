import { csrfTokenResponseSchema } from '@meridian/core';
import { fetchOrEarly } from './early-responses';

const CSRF_TOKEN_URL = '/api/v1/security/csrf_token/';

let pending: Promise<string> | null = null;
/** The token once fetched: a caller that must not wait a microtask (a query started during a render) reads it. */
let known: string | null = null;

/** Returns the session's CSRF token, fetching it once and caching it. */
export function getCsrfToken(): Promise<string> {
  if (!pending) {
    pending = fetchCsrfToken();
    pending.then(
      (token) => {
        known = token;
      },
      () => undefined,
    );
    // A failed fetch must not be cached: the next write tries again.
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

/** The session's CSRF token if it has been fetched already, else null. */
export function knownCsrfToken(): string | null {
  return known;
}

/** Forgets the cached token, e.g. after sign-in, sign-out or a CSRF rejection. */
export function clearCsrfToken(): void {
  pending = null;
  known = null;
}

async function fetchCsrfToken(): Promise<string> {
  const response = await fetchOrEarly(CSRF_TOKEN_URL, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Could not fetch the CSRF token (HTTP ${response.status})`);
  return csrfTokenResponseSchema.parse(await response.json()).result;
}
