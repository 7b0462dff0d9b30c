import { App } from 'antd';
import { useMemo } from 'react';
import { describeApiError } from './api-error';

/** Toasts for the outcome of writes. */
export interface Toast {
  /** Shows a short success message. */
  success(text: string): void;
  /** Shows what went wrong, from an API error or any thrown value, after a short lead-in. */
  error(lead: string, error?: unknown): void;
}

/** Returns the toast helper, bound to antd's App context (theme-aware). */
export function useToast(): Toast {
  const { message, notification } = App.useApp();
  return useMemo(
    () => ({
      success: (text) => {
        void message.success(text);
      },
      error: (lead, error) => {
        const description = error === undefined ? undefined : describeApiError(error).message;
        notification.error({ title: lead, description, placement: 'topRight' });
      },
    }),
    [message, notification],
  );
}
