import { AUTH_MESSAGES, CSRF_HEADER } from '@meridian/core';
import '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { decideAccess, type AccessRule, type Principal } from './access';
import type { Principals } from './principals';
import { SESSION_COOKIE, safeEqual } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; routes without one are refused at start-up. */
    access?: AccessRule;
    /**
     * A field of a parsed form body that may carry the CSRF token instead of the header: HTML form posts cannot
     * send headers (Superset's hidden `csrf_token` input). Checked once the body is parsed.
     */
    csrfFormField?: string;
    /**
     * Whether a GET of this route changes state (Superset's legacy favstar `select`/`unselect`): then a cookie
     * session must send the CSRF header as on a POST, so a link on another site cannot star for the user.
     */
    csrfOnGet?: (params: unknown) => boolean;
  }
  interface FastifyRequest {
    /** The caller, resolved before validation. */
    principal: Principal;
    /** The session's CSRF token, when it is still to be read from the form body. */
    csrfFromForm?: string;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Resolves the caller of every request, enforces CSRF on cookie sessions, and checks each route's access rule. */
export function registerAuth(app: FastifyInstance, principals: Principals): void {
  // Fastify refuses object defaults on requests; every request gets its principal in onRequest.
  app.decorateRequest('principal', null as never);

  app.addHook('onRoute', (route) => {
    if (!route.config?.access && !route.url.startsWith('/static') && route.method !== 'HEAD') {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access;
    // Public routes answer anyone: a bad or refresh-type token there is no reason to refuse.
    const credentials = {
      authorization: request.headers.authorization,
      sessionToken: request.cookies[SESSION_COOKIE],
    };
    request.principal = await principals.ofCredentials(credentials).catch((error: unknown) => {
      if (rule && rule.kind !== 'public') throw error;
      return { kind: 'anonymous', permissions: new Set<string>() } satisfies Principal;
    });
    if (!rule) return; // 404s and static files
    const changesState =
      !SAFE_METHODS.has(request.method) || request.routeOptions.config.csrfOnGet?.(request.params) === true;
    if (request.principal.kind === 'user' && request.principal.session && changesState) {
      const sent = request.headers[CSRF_HEADER.toLowerCase()];
      const expected = request.principal.session.csrfToken;
      if (typeof sent !== 'string' || !safeEqual(sent, expected)) {
        if (!request.routeOptions.config.csrfFormField)
          throw new AppError('INVALID_PAYLOAD_FORMAT_ERROR', AUTH_MESSAGES.csrfMissing);
        request.csrfFromForm = expected;
      }
    }
    const decision = decideAccess(request.principal, rule);
    if (decision === 'unauthenticated')
      throw new AppError('NOT_AUTHENTICATED', AUTH_MESSAGES.notAuthenticated);
    if (decision === 'forbidden') throw new AppError('MISSING_PERMISSION', AUTH_MESSAGES.forbidden);
  });

  app.addHook('preValidation', async (request) => {
    const expected = request.csrfFromForm;
    const field = request.routeOptions.config.csrfFormField;
    if (expected === undefined || !field) return;
    const body: unknown = request.body;
    const sent =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
    if (typeof sent !== 'string' || !safeEqual(sent, expected))
      throw new AppError('INVALID_PAYLOAD_FORMAT_ERROR', AUTH_MESSAGES.csrfMissing);
  });
}
