/**
 * Short toasts through antd's App context (the static `message` ignores the theme), with the
 * defaults of spec section 9: type info, 4 seconds, a random key; nothing without a message.
 */
import { App } from 'antd';
import { useCallback } from 'react';
import { TOAST_DEFAULT_DURATION_S } from '../constants';

export type ToastType = 'info' | 'success' | 'warning' | 'error' | 'loading';

export interface ToastOptions {
  message?: string | null;
  type?: ToastType;
  /** Seconds; 0 keeps it until closed. */
  duration?: number;
  /** Showing again with the same key replaces the toast instead of stacking another one. */
  key?: string;
}

const randomKey = () => `toast-${Math.random().toString(36).slice(2)}`;

export function useToast(): (options: ToastOptions) => void {
  const { message } = App.useApp();
  return useCallback(
    ({
      message: content,
      type = 'info',
      duration = TOAST_DEFAULT_DURATION_S,
      key = randomKey(),
    }: ToastOptions) => {
      if (!content) return;
      void message.open({ content, type, duration, key });
    },
    [message],
  );
}
