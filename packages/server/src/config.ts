import path from 'node:path';
import { z } from 'zod';

/** Sizes of the example data set; `none` skips it (tests). */
export const EXAMPLE_SIZES = ['none', 'small', 'full'] as const;

/** One typed configuration, read from MERIDIAN_* environment variables (the README lists them). */
export const configSchema = z.object({
  /** Interface the HTTP server binds to. */
  host: z.string().default('127.0.0.1'),
  /** Port of the HTTP server. */
  port: z.coerce.number().int().min(0).max(65535).default(8088),
  /** Where Meridian keeps its state: metadata DB, secret key, examples. */
  dataDir: z.string().default('./data'),
  /** Metadata store URL: empty for SQLite in the data dir, or postgres://…. */
  databaseUrl: z.string().default(''),
  /** Key for sessions, JWTs and encryption at rest; generated into the data dir when empty. */
  secretKey: z.string().default(''),
  /** Password given to `admin` on first start; generated and printed once when empty. */
  adminPassword: z.string().default(''),
  /** Which example data set to build on first start. */
  examples: z.enum(EXAMPLE_SIZES).default('small'),
  /** pino log level. */
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app; empty serves no web app. */
  webDist: z.string().default(''),
  /** Whether cookies carry the Secure flag (set behind HTTPS). */
  cookieSecure: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Hours a browser session lasts without activity. */
  sessionTtlHours: z.coerce.number().positive().default(168),
  /** Redis URL (redis://…): results cache, async query queue (BullMQ) and events go to Redis; empty keeps them in process. */
  redisUrl: z.string().default(''),
  /** Prefix of every Redis key Meridian writes (results, events, BullMQ queues); lets several installs share a Redis. */
  redisKeyPrefix: z.string().min(1).default('meridian:'),
  /** Superset's GLOBAL_ASYNC_QUERIES: JSON chart data requests answer 202 and run as jobs. */
  globalAsyncQueries: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Superset's ENABLE_ADVANCED_DATA_TYPES: the advanced_data_type API answers, and filters convert typed values. */
  enableAdvancedDataTypes: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Chart queries of one dashboard view running against the databases at once; the others wait in line. */
  dashboardQueryConcurrency: z.coerce.number().int().min(1).max(64).default(4),
});
export type Config = z.infer<typeof configSchema>;

/** Environment variable behind each config key. */
export const CONFIG_ENV: Record<keyof Config, string> = {
  host: 'MERIDIAN_HOST',
  port: 'MERIDIAN_PORT',
  dataDir: 'MERIDIAN_DATA_DIR',
  databaseUrl: 'MERIDIAN_DATABASE_URL',
  secretKey: 'MERIDIAN_SECRET_KEY',
  adminPassword: 'MERIDIAN_ADMIN_PASSWORD',
  examples: 'MERIDIAN_EXAMPLES',
  logLevel: 'MERIDIAN_LOG_LEVEL',
  webDist: 'MERIDIAN_WEB_DIST',
  cookieSecure: 'MERIDIAN_COOKIE_SECURE',
  sessionTtlHours: 'MERIDIAN_SESSION_TTL_HOURS',
  redisUrl: 'MERIDIAN_REDIS_URL',
  redisKeyPrefix: 'MERIDIAN_REDIS_KEY_PREFIX',
  globalAsyncQueries: 'MERIDIAN_GLOBAL_ASYNC_QUERIES',
  enableAdvancedDataTypes: 'MERIDIAN_ENABLE_ADVANCED_DATA_TYPES',
  dashboardQueryConcurrency: 'MERIDIAN_DASHBOARD_QUERY_CONCURRENCY',
};

/** Reads the config from an environment; unknown or empty variables take their defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, string> = {};
  for (const [key, name] of Object.entries(CONFIG_ENV)) {
    const value = env[name];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${CONFIG_ENV[issue.path[0] as keyof Config] ?? String(issue.path[0])}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.dataDir) };
}
