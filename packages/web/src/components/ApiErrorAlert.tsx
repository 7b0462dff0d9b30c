import { Alert } from 'antd';
import { describeApiError } from '../app/api-error';
import { NoAccessResult } from './NoAccessResult';

/** Props of ApiErrorAlert. */
export interface ApiErrorAlertProps {
  /** The error of a query, if any. */
  error: unknown;
  /** What failed, e.g. "Could not load users". */
  lead: string;
}

/** Shows why a query failed: the 403 result for Forbidden, else an alert with the server's message. */
export function ApiErrorAlert({ error, lead }: ApiErrorAlertProps) {
  if (!error) return null;
  const info = describeApiError(error);
  if (info.status === 403) return <NoAccessResult />;
  return <Alert type="error" showIcon title={lead} description={info.message} style={{ marginBottom: 16 }} />;
}
