import { PASSWORD_MASK } from '@meridian/core';

const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)([^@/?#]*)@(.*)$/i;

/** A SQLAlchemy-style URI split into the URI without its password and the (decoded) password. */
export interface SplitUri {
  uri: string;
  password: string | null;
}

/** Takes the password out of a URI, so it can be stored encrypted and never shown. */
export function splitPassword(uri: string): SplitUri {
  const match = USERINFO.exec(uri);
  if (!match) return { uri, password: null };
  const [, scheme, userinfo = '', rest] = match;
  const colon = userinfo.indexOf(':');
  if (colon < 0) return { uri, password: null };
  return {
    uri: `${scheme}${userinfo.slice(0, colon)}@${rest}`,
    password: decodeURIComponent(userinfo.slice(colon + 1)),
  };
}

/** Puts a password into a URI that has a username (encoded as SQLAlchemy expects). */
export function withPassword(uri: string, password: string | null): string {
  if (password === null) return uri;
  const match = USERINFO.exec(uri);
  if (!match) return uri;
  const [, scheme, userinfo = '', rest] = match;
  const user = userinfo.split(':')[0] ?? '';
  return `${scheme}${user}:${encodeURIComponent(password)}@${rest}`;
}

/** The URI as answers show it: the password replaced by the mask. */
export function maskedUri(uri: string, hasPassword: boolean): string {
  return hasPassword ? withPasswordRaw(uri, PASSWORD_MASK) : uri;
}

/**
 * A driver's text with a password masked wherever it stands as a whole value (raw or URL-encoded), not inside
 * other words: a password `ost` must not turn `host` into `hXXXXXXXXXX` and make the message unreadable.
 */
export function scrubPassword(text: string, password: string | null): string {
  if (!password) return text;
  let scrubbed = text;
  for (const form of new Set([password, encodeURIComponent(password)])) {
    const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    scrubbed = scrubbed.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu'),
      PASSWORD_MASK,
    );
  }
  return scrubbed;
}

/** Whether a URI carries the mask instead of a real password. */
export function hasMaskedPassword(uri: string): boolean {
  return splitPassword(uri).password === PASSWORD_MASK;
}

function withPasswordRaw(uri: string, text: string): string {
  const match = USERINFO.exec(uri);
  if (!match) return uri;
  const [, scheme, userinfo = '', rest] = match;
  return `${scheme}${userinfo.split(':')[0] ?? ''}:${text}@${rest}`;
}
