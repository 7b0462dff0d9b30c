import { AUTH_MESSAGES, CSRF_HEADER, permissionKey } from '@meridian/core';
import '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { decideAccess, type AccessRule, type Principal } from './access';
import type { UserGrants } from './hot-metadata';
import { SESSION_COOKIE, safeEqual, sessionId } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; routes without one are refused at start-up. */
    access?: AccessRule;
    /**
     * A field of a parsed form body that may carry the CSRF token instead of the header: HTML form posts cannot
     * send headers (Superset's hidden `csrf_token` input). Checked once the body is parsed.
     */
    csrfFormField?: string;
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
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
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
    request.principal = await resolvePrincipal(request, ctx).catch((error: unknown) => {
      if (rule && rule.kind !== 'public') throw error;
      return { kind: 'anonymous', permissions: new Set<string>() } satisfies Principal;
    });
    if (!rule) return; // 404s and static files
    if (request.principal.kind === 'user' && request.principal.session && !SAFE_METHODS.has(request.method)) {
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

async function resolvePrincipal(request: FastifyRequest, ctx: AppContext): Promise<Principal> {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const userId = await ctx.tokens.verify(header.slice('Bearer '.length).trim(), 'access');
    return userPrincipal(ctx, userId);
  }
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    const id = sessionId(token);
    const session = await ctx.repos.sessions.find(id, new Date());
    if (session) {
      const principal = await userPrincipal(ctx, session.userId, { id, csrfToken: session.csrfToken });
      if (principal.kind === 'user') return principal;
    }
  }
  return { kind: 'anonymous', permissions: await ctx.repos.roles.permissionKeysOfRoleName('Public') };
}

/** The principal of a user id; an unknown or deactivated user is treated as a bad credential. */
export async function userPrincipal(
  ctx: AppContext,
  userId: number,
  session?: { id: string; csrfToken: string },
): Promise<Principal> {
  const grants = await ctx.hotMetadata.grants.get(userId, () => loadGrants(ctx, userId));
  if (!grants || !grants.active) {
    if (session) return { kind: 'anonymous', permissions: new Set() };
    throw new AppError('NOT_AUTHENTICATED', AUTH_MESSAGES.notAuthenticated);
  }
  return {
    kind: 'user',
    userId,
    username: grants.username,
    roleNames: grants.roleNames,
    permissions: grants.permissions,
    ...(session ? { session } : {}),
  };
}

async function loadGrants(ctx: AppContext, userId: number): Promise<UserGrants | null> {
  const user = await ctx.repos.users.findRow(userId);
  if (!user) return null;
  const roles = await ctx.repos.roles.rolesWithPermissionsOf(userId);
  const permissions = new Set<string>();
  for (const pairs of roles.values())
    for (const [action, resource] of pairs) permissions.add(permissionKey(action, resource));
  return { username: user.username, active: Boolean(user.active), roleNames: [...roles.keys()], permissions };
}
