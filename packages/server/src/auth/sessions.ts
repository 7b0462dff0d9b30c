import crypto from 'node:crypto';
import type { SessionsRepo } from '../store/sessions-repo';

/** Name of the httpOnly cookie holding the session token. */
export const SESSION_COOKIE = 'meridian_session';

/** SHA-256 of a session token: the database never holds a usable token. */
export function sessionId(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Starts a session for a user; returns the token for the cookie. */
export async function startSession(
  sessions: SessionsRepo,
  userId: number,
  ttlHours: number,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresOn = new Date(Date.now() + ttlHours * 3_600_000).toISOString();
  await sessions.create(sessionId(token), {
    userId,
    csrfToken: crypto.randomBytes(24).toString('base64url'),
    expiresOn,
  });
  return token;
}

/** Whether two secrets are equal, in constant time. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
