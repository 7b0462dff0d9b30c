import { z } from 'zod';

/** Body of `POST /api/v1/security/login` (Superset's client login). */
export const apiLoginRequestSchema = z.object({
  /** Login name. */
  username: z.string().min(1),
  /** Plain password; only compared against the stored argon2 hash. */
  password: z.string().min(1),
  /** Authentication provider; only `db` is supported. */
  provider: z.literal('db').default('db'),
  /** Whether to issue a refresh token too. */
  refresh: z.boolean().default(false),
});
export type ApiLoginRequest = z.infer<typeof apiLoginRequestSchema>;

/** Answer of `POST /api/v1/security/login`. */
export const apiLoginResponseSchema = z.object({
  /** Short-lived JWT for `Authorization: Bearer`. */
  access_token: z.string(),
  /** Long-lived JWT for `POST /api/v1/security/refresh`; only when `refresh` was asked. */
  refresh_token: z.string().optional(),
});
export type ApiLoginResponse = z.infer<typeof apiLoginResponseSchema>;

/** Answer of `POST /api/v1/security/refresh`. */
export const apiRefreshResponseSchema = z.object({ access_token: z.string() });
export type ApiRefreshResponse = z.infer<typeof apiRefreshResponseSchema>;

/** Body of the browser login `POST /login/`. */
export const browserLoginRequestSchema = z.object({
  /** Login name. */
  username: z.string().min(1),
  /** Plain password. */
  password: z.string().min(1),
});
export type BrowserLoginRequest = z.infer<typeof browserLoginRequestSchema>;

/** The signed-in user, as `GET /api/v1/me/` answers it. */
export const meSchema = z.object({
  /** User id. */
  id: z.number().int(),
  /** Login name. */
  username: z.string(),
  /** Given name. */
  first_name: z.string(),
  /** Family name. */
  last_name: z.string(),
  /** E-mail address. */
  email: z.string(),
  /** Whether the account may sign in. */
  is_active: z.boolean(),
  /** Always false for a signed-in user; kept for Superset clients. */
  is_anonymous: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** Answer of `GET /api/v1/me/roles/`: role name to its [action, resource] pairs, as Superset answers. */
export const meRolesSchema = z.object({
  /** Role name -> list of [action, resource]. */
  roles: z.record(z.string(), z.array(z.tuple([z.string(), z.string()]))),
});
export type MeRoles = z.infer<typeof meRolesSchema>;

/** Answer of `GET /api/v1/security/csrf_token/`. */
export const csrfTokenResponseSchema = z.object({ result: z.string() });

/** Error body of every failed call: a message, or field -> reasons for invalid input (Superset's shape). */
export const errorResponseSchema = z.object({
  message: z.union([z.string(), z.record(z.string(), z.array(z.string()))]),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The messages of authentication, used verbatim by server and web. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  inactive: 'This account is deactivated',
  tooManyAttempts: 'Too many failed login attempts. Try again in a minute.',
  notAuthenticated: 'Not authenticated',
  forbidden: 'Forbidden',
  csrfMissing: 'The CSRF token is missing or invalid. Reload the page and try again.',
} as const;

/** Failed logins tolerated per user per window before further tries answer 429. */
export const LOGIN_FAILURE_LIMIT = 10;
/** Window of the failed-login limit, in milliseconds. */
export const LOGIN_FAILURE_WINDOW_MS = 60_000;
/** Name of the header carrying the CSRF token (Superset's). */
export const CSRF_HEADER = 'X-CSRFToken';
