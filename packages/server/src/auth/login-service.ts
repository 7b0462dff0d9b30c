import { AUTH_MESSAGES } from '@meridian/core';
import { AppError } from '../errors';
import type { SessionsRepo } from '../store/sessions-repo';
import type { UserRow, UsersRepo } from '../store/users-repo';
import type { LoginLimiter } from './login-limiter';
import { verifyDecoy, verifyPassword } from './password';
import { sessionId, startSession } from './sessions';
import type { TokenService } from './tokens';

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

  /** An access token, and a refresh token when asked. */
  async apiTokens(
    userId: number,
    refresh: boolean,
  ): Promise<{ access_token: string; refresh_token?: string }> {
    const access_token = await this.deps.tokens.issue(userId, 'access', true);
    if (!refresh) return { access_token };
    return { access_token, refresh_token: await this.deps.tokens.issue(userId, 'refresh') };
  }

  /** A new access token for a refresh token of an active user. */
  async refresh(refreshToken: string): Promise<string> {
    const userId = await this.deps.tokens.verify(refreshToken, 'refresh');
    const user = await this.deps.users.findRow(userId);
    if (!user?.active) throw new AppError('NOT_AUTHENTICATED', AUTH_MESSAGES.notAuthenticated);
    return this.deps.tokens.issue(userId, 'access');
  }
}
