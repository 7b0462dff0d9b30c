/** Superset's error_type codes used by Meridian's answers. */
export type ErrorType =
  | 'INVALID_PAYLOAD_FORMAT_ERROR'
  | 'INVALID_PAYLOAD_SCHEMA_ERROR'
  | 'NOT_AUTHENTICATED'
  | 'MISSING_PERMISSION'
  | 'RESOURCE_NOT_FOUND'
  | 'CONFLICT'
  | 'UNPROCESSABLE'
  | 'RATE_LIMITED'
  | 'BACKEND_TIMEOUT_ERROR'
  | 'RESULTS_BACKEND_ERROR'
  | 'GENERIC_BACKEND_ERROR'
  | 'ASYNC_WORKERS_ERROR';

/** Field name -> reasons, for invalid input. */
export type FieldErrors = Record<string, string[]>;

const STATUS_OF: Record<ErrorType, number> = {
  INVALID_PAYLOAD_FORMAT_ERROR: 400,
  INVALID_PAYLOAD_SCHEMA_ERROR: 400,
  NOT_AUTHENTICATED: 401,
  MISSING_PERMISSION: 403,
  RESOURCE_NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  BACKEND_TIMEOUT_ERROR: 408,
  RESULTS_BACKEND_ERROR: 410,
  GENERIC_BACKEND_ERROR: 500,
  // The job queue or event store (Redis) does not answer: a passing outage, not a fault of this request.
  ASYNC_WORKERS_ERROR: 503,
};

/** The one error type of the application: the API maps it to a status and a body in one place. */
export class AppError extends Error {
  /** Superset's error code. */
  readonly errorType: ErrorType;
  /** A sentence, or reasons per field. */
  readonly detail: string | FieldErrors;

  constructor(errorType: ErrorType, detail: string | FieldErrors) {
    super(typeof detail === 'string' ? detail : JSON.stringify(detail));
    this.name = 'AppError';
    this.errorType = errorType;
    this.detail = detail;
  }

  /** HTTP status of this error. */
  get status(): number {
    return STATUS_OF[this.errorType];
  }
}

/** 404 naming what was not found. */
export function notFound(what: string): AppError {
  return new AppError('RESOURCE_NOT_FOUND', `${what} not found`);
}

/** 400 or 422 with reasons per field. */
export function fieldErrors(errors: FieldErrors, errorType: ErrorType = 'UNPROCESSABLE'): AppError {
  return new AppError(errorType, errors);
}
