import { DASHBOARD_MESSAGES } from '@meridian/core';
import { describeApiError } from '../../app/api-error';

/** The spec §8 message of a failed dashboard save. */
export function saveErrorMessage(error: unknown): string {
  if (error === undefined || error === null) return 'Sorry, an unknown error occurred';
  const info = describeApiError(error);
  if (info.status === 403 || info.message === 'Forbidden') return DASHBOARD_MESSAGES.forbidden;
  if (!info.message || info.message === 'Unknown error') return 'Sorry, an unknown error occurred';
  return `Sorry, there was an error saving this dashboard: ${info.message}`;
}
