import {
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
import { SESSION_COOKIE } from '../auth/sessions';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { toMe } from '../users/user-service';

const messageSchema = z.object({ message: z.string() });

/** Browser login and logout, CSRF tokens, and the JWT login of Superset's API clients. */
export function registerAuthRoutes(
  app: FastifyInstance,
  { login, config }: Pick<AppContext, 'login' | 'config'>,
): void {
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
      const user = await login.authenticate(request.body.username, request.body.password);
      setSessionCookie(reply, config, await login.startSession(user.id));
      return { result: toMe(user) };
    },
  });

  r.post('/logout/', {
    config: { access: access.public },
    schema: { tags: ['Security'], summary: 'Ends the browser session', response: { 200: messageSchema } },
    handler: async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await login.endSession(token);
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
      const user = await login.authenticate(request.body.username, request.body.password);
      return login.apiTokens(user, Boolean(request.body.refresh));
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
      return { access_token: await login.refresh(header.slice('Bearer '.length).trim()) };
    },
  });
}

function setSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure' | 'sessionTtlHours'>,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: config.sessionTtlHours * 3600,
  });
}
