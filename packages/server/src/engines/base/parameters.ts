import { z } from 'zod';
import { fieldErrors } from '../../errors';
import type { ParameterError } from './engine-spec';
import { buildSqlalchemyUri, fileUriOf, filePathOfUri, parseSqlalchemyUri } from './uri';

/** Connection parameters of a server engine (Superset's BasicParametersSchema). */
export const networkParametersSchema = z.object({
  host: z.string().describe('Hostname or IP address'),
  port: z.number().int().min(0).max(65535).describe('Database port'),
  username: z.string().describe('Username'),
  password: z.string().optional().describe('Password'),
  database: z.string().describe('Database name'),
  query: z.record(z.string(), z.string()).optional().describe('Additional parameters'),
});

/** Connection parameters of a server engine. */
export type NetworkParameters = z.infer<typeof networkParametersSchema>;

/** Connection parameters of a file engine (SQLite, DuckDB). */
export const fileParametersSchema = z.object({
  path: z.string().describe('Path of the database file, or :memory:'),
});

/** Connection parameters of a file engine. */
export type FileParameters = z.infer<typeof fileParametersSchema>;

const NETWORK_REQUIRED = ['host', 'port', 'username', 'database'] as const;

/** Whether a parameter is absent for validation purposes. */
const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The error listing the missing fields, or none. */
function missingError(parameters: Record<string, unknown>, required: readonly string[]): ParameterError[] {
  const missing = required.filter((key) => isBlank(parameters[key]));
  if (missing.length === 0) return [];
  return [
    {
      message: 'This is a required field',
      error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      level: 'error',
      extra: { missing },
    },
  ];
}

/** The port error, or none; a port is an integer 0–65535, as a number or digits. */
function portError(port: unknown): ParameterError[] {
  if (isBlank(port)) return [];
  const asNumber = typeof port === 'string' && /^\d+$/.test(port.trim()) ? Number(port) : port;
  if (typeof asNumber !== 'number' || !Number.isInteger(asNumber)) {
    return [portProblem('Port must be a valid integer.')];
  }
  if (asNumber < 0 || asNumber > 65535) {
    return [portProblem('The port must be an integer between 0 and 65535 (inclusive).')];
  }
  return [];
}

const portProblem = (message: string): ParameterError => ({
  message,
  error_type: 'CONNECTION_INVALID_PORT_ERROR',
  level: 'error',
  extra: { invalid: ['port'] },
});

/** Field-by-field checks of server-engine parameters (missing fields, port range). */
export function validateNetworkParameters(parameters: Record<string, unknown>): ParameterError[] {
  return [...missingError(parameters, NETWORK_REQUIRED), ...portError(parameters.port)];
}

/** Field-by-field checks of file-engine parameters. */
export function validateFileParameters(parameters: Record<string, unknown>): ParameterError[] {
  return missingError(parameters, ['path']);
}

/** Throws a 422 with one reason per field when parameters are invalid. */
function assertValid(errors: readonly ParameterError[]): void {
  if (errors.length === 0) return;
  const reasons: Record<string, string[]> = {};
  for (const error of errors) {
    const fields = [error.extra.missing, error.extra.invalid]
      .flat()
      .filter((f): f is string => typeof f === 'string');
    for (const field of fields) (reasons[field] ??= []).push(error.message);
  }
  throw fieldErrors(reasons);
}

/** Builds `scheme://user:password@host:port/database?query` from validated parameters. */
export function buildNetworkUri(scheme: string, parameters: Record<string, unknown>): string {
  assertValid(validateNetworkParameters(parameters));
  const { host, port, username, password, database, query } = networkParametersSchema.parse({
    ...parameters,
    port: Number(parameters.port),
    password: isBlank(parameters.password) ? undefined : parameters.password,
  });
  return buildSqlalchemyUri({
    drivername: scheme,
    host,
    port,
    username,
    password,
    database,
    query: query ?? {},
  });
}

/** Parameters of a server-engine URI; absent parts are left out. */
export function parseNetworkUri(uri: string): Record<string, unknown> {
  const url = parseSqlalchemyUri(uri);
  const parameters: Record<string, unknown> = {
    host: url.host,
    port: url.port,
    username: url.username,
    password: url.password,
    database: url.database,
    query: Object.keys(url.query).length > 0 ? url.query : undefined,
  };
  return Object.fromEntries(Object.entries(parameters).filter(([, value]) => value !== undefined));
}

/** Builds `scheme:///path` from validated file parameters. */
export function buildFileUri(scheme: string, parameters: Record<string, unknown>): string {
  assertValid(validateFileParameters(parameters));
  return fileUriOf(scheme, fileParametersSchema.parse(parameters).path);
}

/** Parameters of a file-engine URI. */
export function parseFileUri(uri: string): Record<string, unknown> {
  return { path: filePathOfUri(uri) };
}
