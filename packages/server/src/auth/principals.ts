import { AUTH_MESSAGES, permissionKey } from '@meridian/core';
import { AppError } from '../errors';
import type { RolesRepo } from '../store/roles-repo';
import type { SessionsRepo } from '../store/sessions-repo';
import type { UsersRepo } from '../store/users-repo';
import type { TtlCache } from '../util/ttl-cache';
import type { Principal } from './access';
import type { UserGrants } from './hot-metadata';
import { sessionId } from './sessions';
import { credentialStamp, type TokenService } from './tokens';

/** What resolving callers reads: tokens, sessions, users and their roles, and the grants cache. */
export interface PrincipalsDeps {
  tokens: Pick<TokenService, 'verify'>;
  sessions: Pick<SessionsRepo, 'find'>;
  users: Pick<UsersRepo, 'findRow'>;
  roles: Pick<RolesRepo, 'rolesWithPermissionsOf' | 'permissionKeysOfRoleName'>;
  /** User id -> grants, reused for a moment across requests. */
  grants: TtlCache<number, UserGrants | null>;
}

/** The credentials a request carries. */
export interface Credentials {
  /** The Authorization header, if any. */
  authorization?: string | undefined;
  /** The session cookie's token, if any. */
  sessionToken?: string | undefined;
}

/** Resolves who calls: a bearer token, a browser session, or anonymous (holding the Public role's permissions). */
export class Principals {
  constructor(private readonly deps: PrincipalsDeps) {}

  /** The caller of a request's credentials; a bad bearer token throws 401. */
  async ofCredentials(credentials: Credentials): Promise<Principal> {
    const header = credentials.authorization;
    if (header?.startsWith('Bearer ')) return this.ofAccessToken(header.slice('Bearer '.length).trim());
    const token = credentials.sessionToken;
    if (token) {
      const id = sessionId(token);
      const session = await this.deps.sessions.find(id, new Date());
      if (session) {
        const principal = await this.ofUser(session.userId, { id, csrfToken: session.csrfToken });
        if (principal.kind === 'user') return principal;
      }
    }
    return { kind: 'anonymous', permissions: await this.deps.roles.permissionKeysOfRoleName('Public') };
  }

  /** The user an access token names; 401 when it is not a valid access token or the password changed since. */
  async ofAccessToken(token: string): Promise<Principal> {
    const subject = await this.deps.tokens.verify(token, 'access');
    return this.ofUser(subject.userId, undefined, subject.stamp);
  }

  /**
   * The principal of a user id; an unknown or deactivated user, or a token stamped under an older password, is
   * treated as a bad credential.
   */
  async ofUser(
    userId: number,
    session?: { id: string; csrfToken: string },
    tokenStamp?: string,
  ): Promise<Principal> {
    const grants = await this.deps.grants.get(userId, () => this.loadGrants(userId));
    const stale = tokenStamp !== undefined && grants?.credentialStamp !== tokenStamp;
    if (!grants || !grants.active || stale) {
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

  private async loadGrants(userId: number): Promise<UserGrants | null> {
    const user = await this.deps.users.findRow(userId);
    if (!user) return null;
    const roles = await this.deps.roles.rolesWithPermissionsOf(userId);
    const permissions = new Set<string>();
    for (const pairs of roles.values())
      for (const [action, resource] of pairs) permissions.add(permissionKey(action, resource));
    return {
      username: user.username,
      active: Boolean(user.active),
      credentialStamp: credentialStamp(user.password_hash),
      roleNames: [...roles.keys()],
      permissions,
    };
  }
}
