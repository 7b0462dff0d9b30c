import { csrfTokenResponseSchema } from '@meridian/core';

const CSRF_TOKEN_URL = '/api/v1/security/csrf_token/';

let pending: Promise<string> | null = null;

/** Returns the session's CSRF token, fetching it once and caching it. */
export function getCsrfToken(): Promise<string> {
  if (!pending) {
    pending = fetchCsrfToken();
    // A failed fetch must not be cached: the next write tries again.
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

/** Forgets the cached token, e.g. after sign-in, sign-out or a CSRF rejection. */
export function clearCsrfToken(): void {
  pending = null;
}

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(CSRF_TOKEN_URL, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not fetch the CSRF token (HTTP ${response.status})`);
  return csrfTokenResponseSchema.parse(await response.json()).result;
}
