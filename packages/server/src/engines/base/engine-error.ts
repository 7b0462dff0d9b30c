import { assertNever } from '@meridian/core';
import { AppError } from '../../errors';

/** Why an engine call failed, as a value; turned into a message a person can act on by `engineError`. */
export type EngineFailure =
  | { kind: 'unknown_host'; host: string }
  | { kind: 'refused'; host: string; port: number }
  | { kind: 'host_timeout'; host: string; port: number }
  | { kind: 'access_denied'; username: string }
  | { kind: 'unknown_database'; database: string }
  | { kind: 'missing_file'; path: string }
  | { kind: 'cannot_open'; path: string }
  | { kind: 'file_locked'; path: string }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'cancelled' }
  | { kind: 'engine'; engineName: string; message: string };

/** Superset's error_type of each failure (what its API puts in `errors[].error_type`). */
const SUPERSET_ERROR_TYPE: Record<EngineFailure['kind'], string> = {
  unknown_host: 'CONNECTION_INVALID_HOSTNAME_ERROR',
  refused: 'CONNECTION_PORT_CLOSED_ERROR',
  host_timeout: 'CONNECTION_HOST_DOWN_ERROR',
  access_denied: 'CONNECTION_ACCESS_DENIED_ERROR',
  unknown_database: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
  missing_file: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
  cannot_open: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
  file_locked: 'GENERIC_DB_ENGINE_ERROR',
  timeout: 'SQLLAB_TIMEOUT_ERROR',
  cancelled: 'GENERIC_DB_ENGINE_ERROR',
  engine: 'GENERIC_DB_ENGINE_ERROR',
};

/** An AppError (422) raised by an engine, carrying the failure and Superset's error_type for the API. */
export class EngineError extends AppError {
  /** What went wrong, as data. */
  readonly failure: EngineFailure;
  /** Superset's error_type, e.g. `CONNECTION_INVALID_HOSTNAME_ERROR`. */
  readonly supersetErrorType: string;

  constructor(failure: EngineFailure, message: string) {
    super('UNPROCESSABLE', message);
    this.name = 'EngineError';
    this.failure = failure;
    this.supersetErrorType = SUPERSET_ERROR_TYPE[failure.kind];
  }
}

/** `30000` -> `30 s`, `200` -> `0.2 s`. */
export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

/** The sentence a person reads for a failure. */
export function failureMessage(failure: EngineFailure): string {
  switch (failure.kind) {
    case 'unknown_host':
      return `Unable to resolve hostname "${failure.host}"`;
    case 'refused':
      return `Connection refused on ${failure.host}:${failure.port}: is the database running?`;
    case 'host_timeout':
      return `The connection to ${failure.host}:${failure.port} timed out: is the host reachable?`;
    case 'access_denied':
      return `Either the username "${failure.username}" or the password is incorrect`;
    case 'unknown_database':
      return `The database "${failure.database}" does not exist`;
    case 'missing_file':
      return `The database file "${failure.path}" does not exist`;
    case 'cannot_open':
      return `Unable to open the database file "${failure.path}": check that its folder exists and is writable`;
    case 'file_locked':
      return `The database file "${failure.path}" is in use by another process; open it read-only or stop that process`;
    case 'timeout':
      return `The query exceeded the ${formatSeconds(failure.timeoutMs)} timeout`;
    case 'cancelled':
      return 'The query was cancelled';
    case 'engine':
      return `${failure.engineName} error: ${failure.message}`;
    default:
      return assertNever(failure);
  }
}

/** Replaces every occurrence of each secret (a password) in a text. */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret) result = result.split(secret).join('XXXXXXXXXX');
    if (secret && secret !== encodeURIComponent(secret)) {
      result = result.split(encodeURIComponent(secret)).join('XXXXXXXXXX');
    }
  }
  return result;
}

/** Builds the EngineError of a failure, with every secret removed from its message. */
export function engineError(
  failure: EngineFailure,
  secrets: readonly (string | undefined)[] = [],
): EngineError {
  return new EngineError(failure, redact(failureMessage(failure), secrets));
}

/** Where a network engine connects, to name it in messages. */
export interface NetworkContext {
  host: string;
  port: number;
  username: string;
  database: string;
}

/** The Node `code` of a system error (ENOTFOUND, ECONNREFUSED, …), if any. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

/** The message of anything thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Classifies socket-level failures shared by every network driver; undefined when it is not one. */
export function networkFailure(error: unknown, context: NetworkContext): EngineFailure | undefined {
  const code = errorCode(error);
  const { host, port } = context;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME')
    return { kind: 'unknown_host', host };
  if (code === 'ECONNREFUSED') return { kind: 'refused', host, port };
  if (code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') {
    return { kind: 'host_timeout', host, port };
  }
  if (/connection timeout|timeout expired/i.test(errorMessage(error)))
    return { kind: 'host_timeout', host, port };
  return undefined;
}
