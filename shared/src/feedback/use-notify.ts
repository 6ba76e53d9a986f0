/**
 * Notifications (spec section 8): an error or warning shows the formatted error message, so a
 * caught Apollo error can be passed as is; nothing is shown when there is nothing to say.
 */
import { App } from 'antd';
import { useMemo } from 'react';
import { formatErrorMessage } from '../errors/format-error-message';

/** An error of any kind, or a sentence. */
export type NotifyCause = unknown;

export interface Notify {
  error(cause: NotifyCause, title?: string): void;
  warning(cause: NotifyCause, title?: string): void;
  success(message: string, title?: string): void;
  info(message: string, title?: string): void;
}

const DEFAULT_TITLES = {
  error: 'Error',
  warning: 'Warning',
  success: 'Success',
  info: 'Information',
} as const;

export function useNotify(): Notify {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show = (type: keyof typeof DEFAULT_TITLES, description: string, title?: string) => {
      if (!description) return;
      notification.open({ type, title: title ?? DEFAULT_TITLES[type], description });
    };
    return {
      error: (cause, title) => show('error', formatErrorMessage(cause), title),
      warning: (cause, title) => show('warning', formatErrorMessage(cause), title),
      success: (message, title) => show('success', message, title),
      info: (message, title) => show('info', message, title),
    };
  }, [notification]);
}
