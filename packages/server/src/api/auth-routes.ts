import {
  AUTH_MESSAGES,
  apiLoginRequestSchema,
  apiLoginResponseSchema,
  apiRefreshResponseSchema,
  browserLoginRequestSchema,
  csrfTokenResponseSchema,
  meSchema,
} from '@meridian/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import { verifyDecoy, verifyPassword } from '../auth/password';
import { SESSION_COOKIE, sessionId, startSession } from '../auth/sessions';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { UserRow } from '../store/users-repo';
import { toMe } from './me-routes';

const messageSchema = z.object({ message: z.string() });

/** Browser login and logout, CSRF tokens, and the JWT login of Superset's API clients. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/login/', {
    config: { access: access.public },
    schema: {
      tags: ['Security'],
      summary: 'Browser sign-in: sets the session cookie',
      body: browserLoginRequestSchema,
      response: { 200: z.object({ result: meSchema }) },
    },
    handler: async (request, reply) => {
      const user = await authenticate(ctx, request.body.username, request.body.password);
      const token = await startSession(ctx.repos.sessions, user.id, ctx.config.sessionTtlHours);
      setSessionCookie(reply, ctx, token);
      return { result: toMe(user) };
    },
  });

  r.post('/logout/', {
    config: { access: access.public },
    schema: { tags: ['Security'], summary: 'Ends the browser session', response: { 200: messageSchema } },
    handler: async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await ctx.repos.sessions.delete(sessionId(token));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'OK' };
    },
  });

  r.get('/api/v1/security/csrf_token/', {
    config: { access: access.authenticated },
    schema: {
      tags: ['Security'],
      summary: 'The CSRF token to send as X-CSRFToken on writes',
      response: { 200: csrfTokenResponseSchema },
    },
    handler: async (request) => {
      const principal = request.principal;
      // Bearer clients need no CSRF token; they get a placeholder so Superset's clients keep working.
      const token =
        principal.kind === 'user' && principal.session
          ? principal.session.csrfToken
          : 'not-required-with-bearer-token';
      return { result: token };
    },
  });

  r.post('/api/v1/security/login', {
    config: { access: access.public },
    schema: {
      tags: ['Security'],
      summary: 'API sign-in: answers JWTs',
      body: apiLoginRequestSchema,
      response: { 200: apiLoginResponseSchema },
    },
    handler: async (request) => {
      const user = await authenticate(ctx, request.body.username, request.body.password);
      const access_token = await ctx.tokens.issue(user.id, 'access', true);
      if (!request.body.refresh) return { access_token };
      return { access_token, refresh_token: await ctx.tokens.issue(user.id, 'refresh') };
    },
  });

  r.post('/api/v1/security/refresh', {
    config: { access: access.public },
    schema: {
      tags: ['Security'],
      summary: 'A new access token for the refresh token in Authorization: Bearer',
      response: { 200: apiRefreshResponseSchema },
    },
    handler: async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer '))
        throw new AppError('NOT_AUTHENTICATED', 'Send the refresh token as Authorization: Bearer');
      const userId = await ctx.tokens.verify(header.slice('Bearer '.length).trim(), 'refresh');
      const user = await ctx.repos.users.findRow(userId);
      if (!user?.active) throw new AppError('NOT_AUTHENTICATED', AUTH_MESSAGES.notAuthenticated);
      return { access_token: await ctx.tokens.issue(userId, 'access') };
    },
  });
}

/** Checks a username and password, counting failures; answers the user or throws 401/429. */
async function authenticate(ctx: AppContext, username: string, password: string): Promise<UserRow> {
  if (ctx.loginLimiter.isBlocked(username)) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
  const user = await ctx.repos.users.findByUsername(username);
  const matches = user ? await verifyPassword(user.password_hash, password) : await verifyDecoy(password);
  if (!user || !matches) {
    ctx.loginLimiter.recordFailure(username);
    throw new AppError('NOT_AUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
  }
  if (!user.active) throw new AppError('NOT_AUTHENTICATED', AUTH_MESSAGES.inactive);
  ctx.loginLimiter.reset(username);
  await ctx.repos.users.recordLogin(user.id);
  return user;
}

function setSessionCookie(reply: FastifyReply, ctx: AppContext, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.cookieSecure,
    maxAge: ctx.config.sessionTtlHours * 3600,
  });
}
