import { AUTH_MESSAGES } from '@meridian/core';
import { AppError } from '../errors';
import type { SessionsRepo } from '../store/sessions-repo';
import type { UserRow, UsersRepo } from '../store/users-repo';
import type { LoginLimiter } from './login-limiter';
import { verifyDecoy, verifyPassword } from './password';
import { sessionId, startSession } from './sessions';
import { credentialStamp, type TokenService } from './tokens';

/** What signing in reads and writes. */
export interface LoginServiceDeps {
  users: Pick<UsersRepo, 'findByUsername' | 'findRow' | 'recordLogin'>;
  sessions: SessionsRepo;
  tokens: Pick<TokenService, 'issue' | 'verify'>;
  limiter: LoginLimiter;
  /** Lifetime of a browser session. */
  sessionTtlHours: number;
}

/** Sign-in: password checks with a failure limit, browser sessions, and the JWTs of API clients. */
export class LoginService {
  constructor(private readonly deps: LoginServiceDeps) {}

  /** Checks a username and password, counting failures; answers the user or throws 401/429. */
  async authenticate(username: string, password: string): Promise<UserRow> {
    const { limiter, users } = this.deps;
    if (limiter.isBlocked(username)) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
    const user = await users.findByUsername(username);
    const matches = user ? await verifyPassword(user.password_hash, password) : await verifyDecoy(password);
    if (!user || !matches) {
      limiter.recordFailure(username);
      throw new AppError('NOT_AUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
    }
    if (!user.active) throw new AppError('NOT_AUTHENTICATED', AUTH_MESSAGES.inactive);
    limiter.reset(username);
    await users.recordLogin(user.id);
    return user;
  }

  /** Starts a browser session; answers the token for the cookie. */
  async startSession(userId: number): Promise<string> {
    return startSession(this.deps.sessions, userId, this.deps.sessionTtlHours);
  }

  /** Ends the browser session of a cookie token. */
  async endSession(token: string): Promise<void> {
    await this.deps.sessions.delete(sessionId(token));
  }

  /** An access token of a signed-in user, and a refresh token when asked. */
  async apiTokens(
    user: Pick<UserRow, 'id' | 'password_hash'>,
    refresh: boolean,
  ): Promise<{ access_token: string; refresh_token?: string }> {
    const subject = { userId: user.id, stamp: credentialStamp(user.password_hash) };
    const access_token = await this.deps.tokens.issue(subject, 'access', true);
    if (!refresh) return { access_token };
    return { access_token, refresh_token: await this.deps.tokens.issue(subject, 'refresh') };
  }

  /** A new access token for a refresh token of an active user whose password has not changed since. */
  async refresh(refreshToken: string): Promise<string> {
    const subject = await this.deps.tokens.verify(refreshToken, 'refresh');
    const user = await this.deps.users.findRow(subject.userId);
    if (!user?.active || credentialStamp(user.password_hash) !== subject.stamp)
      throw new AppError('NOT_AUTHENTICATED', AUTH_MESSAGES.notAuthenticated);
    return this.deps.tokens.issue(subject, 'access');
  }
}
