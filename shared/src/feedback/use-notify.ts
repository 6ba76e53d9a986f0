/**
 * Notifications (spec section 8): an error or warning shows the formatted error message, so a
 * caught Apollo error can be passed as is; nothing is shown when there is nothing to say.
 */
import { App } from 'antd';
import { useMemo } from 'react';
import { formatErrorMessage } from '../errors/format-error-message';
import { sharedText } from '../i18n/shared-namespace/translations';

/** An error of any kind, or a sentence. */
export type NotifyCause = unknown;

export interface Notify {
  error(cause: NotifyCause, title?: string): void;
  warning(cause: NotifyCause, title?: string): void;
  success(message: string, title?: string): void;
  info(message: string, title?: string): void;
}

type NotificationType = 'error' | 'warning' | 'success' | 'info';

function defaultTitle(type: NotificationType): string {
  switch (type) {
    case 'error':
      return sharedText('Error');
    case 'warning':
      return sharedText('Warning');
    case 'success':
      return sharedText('Success');
    case 'info':
      return sharedText('Information');
  }
}

export function useNotify(): Notify {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show = (type: NotificationType, description: string, title?: string) => {
      if (!description) return;
      notification.open({ type, title: title ?? defaultTitle(type), description });
    };
    return {
      error: (cause, title) => show('error', formatErrorMessage(cause), title),
      warning: (cause, title) => show('warning', formatErrorMessage(cause), title),
      success: (message, title) => show('success', message, title),
      info: (message, title) => show('info', message, title),
    };
  }, [notification]);
}
