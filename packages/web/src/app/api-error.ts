import { errorResponseSchema } from '@meridian/core';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** An error as RTK Query hooks and `unwrap()` report it. */
export type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** What a failed call says: one message, and per-field reasons when the input was invalid. */
export interface ApiErrorInfo {
  /** HTTP status, or null when the request never got an answer. */
  status: number | null;
  /** A sentence to show the person. */
  message: string;
  /** Field name -> reasons, from a 400 `{message: {field: [...]}}`. */
  fieldErrors: Record<string, string[]>;
}

function isFetchError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** Reads the status, message and field errors out of any error a call can raise. */
export function describeApiError(error: unknown): ApiErrorInfo {
  if (!isFetchError(error)) {
    const hasMessage = typeof error === 'object' && error !== null && 'message' in error;
    const message = hasMessage && typeof error.message === 'string' ? error.message : 'Unknown error';
    return { status: null, message, fieldErrors: {} };
  }
  if (typeof error.status !== 'number') {
    const detail = 'error' in error ? error.error : 'Request failed';
    return { status: null, message: `Could not reach the server: ${detail}`, fieldErrors: {} };
  }
  const body = errorResponseSchema.safeParse(error.data);
  if (!body.success)
    return { status: error.status, message: `Request failed (HTTP ${error.status})`, fieldErrors: {} };
  const { message } = body.data;
  if (typeof message === 'string') return { status: error.status, message, fieldErrors: {} };
  const lines = Object.entries(message).map(([field, reasons]) => `${field}: ${reasons.join(', ')}`);
  return { status: error.status, message: lines.join('; ') || 'Invalid input', fieldErrors: message };
}

/** Whether an answer is a CSRF rejection, which a fresh token may cure. */
export function isCsrfRejection(error: FetchBaseQueryError): boolean {
  if (error.status !== 400 && error.status !== 403) return false;
  return /csrf/i.test(JSON.stringify(error.data ?? ''));
}
