import { AUTH_MESSAGES, isAdminRoleList, permissionKey } from '@meridian/core';
import { AppError } from '../errors';

/** Who may call a route; every route declares one. */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'permission'; action: string; resource: string }
  | { kind: 'admin' };

/** The caller of a request. */
export type Principal =
  | { kind: 'anonymous'; permissions: ReadonlySet<string> }
  | {
      kind: 'user';
      userId: number;
      username: string;
      roleNames: readonly string[];
      permissions: ReadonlySet<string>;
      /** Present when the caller is signed in through the browser cookie. */
      session?: { id: string; csrfToken: string };
    };

/** Outcome of checking a principal against a rule. */
export type AccessDecision = 'allowed' | 'unauthenticated' | 'forbidden';

/** Shorthands for the rules routes declare. */
export const access = {
  public: { kind: 'public' } as AccessRule,
  authenticated: { kind: 'authenticated' } as AccessRule,
  admin: { kind: 'admin' } as AccessRule,
  can: (action: string, resource: string): AccessRule => ({ kind: 'permission', action, resource }),
};

/** Decides whether a principal may pass a rule; anonymous callers may pass only what the Public role grants. */
export function decideAccess(principal: Principal, rule: AccessRule): AccessDecision {
  switch (rule.kind) {
    case 'public':
      return 'allowed';
    case 'authenticated':
      return principal.kind === 'user' ? 'allowed' : 'unauthenticated';
    case 'admin':
      if (principal.kind === 'anonymous') return 'unauthenticated';
      return isAdminRoleList(principal.roleNames) ? 'allowed' : 'forbidden';
    case 'permission': {
      if (principal.permissions.has(permissionKey(rule.action, rule.resource))) return 'allowed';
      return principal.kind === 'anonymous' ? 'unauthenticated' : 'forbidden';
    }
  }
}

/** The actions a principal holds on one resource, for `_info` answers. */
export function actionsOn(principal: Principal, resource: string): string[] {
  const suffix = `:${resource}`;
  return [...principal.permissions]
    .filter((key) => key.endsWith(suffix))
    .map((key) => key.slice(0, -suffix.length))
    .sort();
}

/** The user id of a caller, or null for anonymous. */
export function userIdOf(principal: Principal): number | null {
  return principal.kind === 'user' ? principal.userId : null;
}

/** The user id of a signed-in caller; 401 for anonymous callers. */
export function requireUserId(principal: Principal): number {
  if (principal.kind !== 'user') throw new AppError('NOT_AUTHENTICATED', AUTH_MESSAGES.notAuthenticated);
  return principal.userId;
}

/** Whether a caller holds an admin role. */
export function isAdmin(principal: Principal): boolean {
  return principal.kind === 'user' && isAdminRoleList(principal.roleNames);
}

/** Who saves an object: the user (null for anonymous) and whether they are an admin. */
export interface Editor {
  userId: number | null;
  isAdmin: boolean;
}

/** The editor of a write made by a caller. */
export function editorOf(principal: Principal): Editor {
  return { userId: userIdOf(principal), isAdmin: isAdmin(principal) };
}

/** Whether a caller may edit an object with these owners: an owner (by user id) or an admin. */
export function ownsOrAdmin(principal: Principal, owners: readonly { id: number }[]): boolean {
  if (principal.kind !== 'user') return false;
  return isAdminRoleList(principal.roleNames) || owners.some((owner) => owner.id === principal.userId);
}
