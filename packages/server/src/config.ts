import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CSV_EXPORT, parseCsvExportOptions } from './query/csv-export';

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
  /** Directories whose SQLite / DuckDB files may be connected as databases (path-delimited); empty allows none. */
  fileDatabaseDirs: z.string().default(''),
  /** CSP `frame-ancestors`: who may embed Meridian's pages (`'self'` also sends X-Frame-Options: SAMEORIGIN). */
  frameAncestors: z.string().min(1).default("'self'"),
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
  /** Most rows a SQL Lab query returns and downloads (Superset's SQL_MAX_ROW). */
  sqllabMaxRow: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  /** A MapLibre / Mapbox GL style URL drawn under maps; empty draws the boundaries shipped with Meridian (offline). */
  mapStyleUrl: z.string().default(''),
  /** SMTP server of report emails; empty sends no email (email reports end in Error saying so). */
  smtpHost: z.string().default(''),
  /** SMTP port. */
  smtpPort: z.coerce.number().int().min(1).max(65535).default(25),
  /** SMTP user; empty sends without authentication. */
  smtpUser: z.string().default(''),
  /** SMTP password. */
  smtpPassword: z.string().default(''),
  /** Connect with TLS from the start (port 465). */
  smtpSsl: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Require STARTTLS after connecting. */
  smtpStarttls: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** From address of report emails. */
  smtpMailFrom: z.string().default('meridian@localhost'),
  /** Superset's EMAIL_REPORTS_SUBJECT_PREFIX; a space follows it in the subject. */
  emailReportsSubjectPrefix: z.string().default('[Report] '),
  /** Times a failed email or webhook send is tried again within a run. */
  reportsSendRetries: z.coerce.number().int().min(0).max(10).default(2),
  /** Wait before the first retry, in ms (the n-th waits n times as long). */
  reportsRetryDelayMs: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** Base URL Chromium opens for report screenshots and emails link to (Superset's WEBDRIVER_BASEURL); empty: this server's host and port. */
  webdriverBaseUrl: z.string().default(''),
  /** Seconds between report scheduler ticks in `start` and `worker`; 0 turns the scheduler off in that process. */
  reportsSchedulerIntervalSeconds: z.coerce.number().int().min(0).max(59).default(15),
  /** Superset's CSV_EXPORT as JSON: separator, decimal mark and encoding of chart and SQL Lab CSV files. */
  csvExport: z
    .string()
    .default('')
    .transform((text, ctx) => {
      if (!text) return DEFAULT_CSV_EXPORT;
      try {
        return parseCsvExportOptions(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
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
  fileDatabaseDirs: 'MERIDIAN_FILE_DATABASE_DIRS',
  frameAncestors: 'MERIDIAN_FRAME_ANCESTORS',
  webDist: 'MERIDIAN_WEB_DIST',
  cookieSecure: 'MERIDIAN_COOKIE_SECURE',
  sessionTtlHours: 'MERIDIAN_SESSION_TTL_HOURS',
  redisUrl: 'MERIDIAN_REDIS_URL',
  redisKeyPrefix: 'MERIDIAN_REDIS_KEY_PREFIX',
  globalAsyncQueries: 'MERIDIAN_GLOBAL_ASYNC_QUERIES',
  enableAdvancedDataTypes: 'MERIDIAN_ENABLE_ADVANCED_DATA_TYPES',
  dashboardQueryConcurrency: 'MERIDIAN_DASHBOARD_QUERY_CONCURRENCY',
  sqllabMaxRow: 'MERIDIAN_SQLLAB_MAX_ROW',
  mapStyleUrl: 'MERIDIAN_MAP_STYLE_URL',
  smtpHost: 'MERIDIAN_SMTP_HOST',
  smtpPort: 'MERIDIAN_SMTP_PORT',
  smtpUser: 'MERIDIAN_SMTP_USER',
  smtpPassword: 'MERIDIAN_SMTP_PASSWORD',
  smtpSsl: 'MERIDIAN_SMTP_SSL',
  smtpStarttls: 'MERIDIAN_SMTP_STARTTLS',
  smtpMailFrom: 'MERIDIAN_SMTP_MAIL_FROM',
  emailReportsSubjectPrefix: 'MERIDIAN_EMAIL_REPORTS_SUBJECT_PREFIX',
  reportsSendRetries: 'MERIDIAN_REPORTS_SEND_RETRIES',
  reportsRetryDelayMs: 'MERIDIAN_REPORTS_RETRY_DELAY_MS',
  webdriverBaseUrl: 'MERIDIAN_WEBDRIVER_BASEURL',
  reportsSchedulerIntervalSeconds: 'MERIDIAN_REPORTS_SCHEDULER_INTERVAL_SECONDS',
  csvExport: 'MERIDIAN_CSV_EXPORT',
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
