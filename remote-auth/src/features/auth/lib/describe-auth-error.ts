import { failureMessage } from '@hearback/shared';
import type { AuthTranslate } from '../../../i18n/translations';

/** Firebase error codes a person can hit on these pages, in words they can act on. */
function messageFor(code: string, t: AuthTranslate): string | null {
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return t('The e-mail or password is incorrect.');
    case 'auth/user-not-found':
      return t('There is no account with this e-mail address.');
    case 'auth/too-many-requests':
      return t('Too many attempts. Wait a few minutes, then try again.');
    case 'auth/user-disabled':
      return t('This account has been disabled.');
    case 'auth/email-already-in-use':
      return t('An account already uses this e-mail address. Sign in instead.');
    case 'auth/invalid-email':
      return t('This e-mail address is not valid.');
    case 'auth/missing-email':
      return t('Enter your e-mail address.');
    case 'auth/missing-password':
      return t('Enter your password.');
    case 'auth/weak-password':
      return t('This password is too weak. Use at least 8 characters.');
    case 'auth/network-request-failed':
      return t('The network is unreachable. Check your connection, then try again.');
    case 'auth/popup-blocked':
      return t('Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.');
    case 'auth/account-exists-with-different-credential':
      return t(
        'An account already uses this e-mail address with another sign-in method. Sign in with your password.',
      );
    case 'auth/expired-action-code':
      return t('This link has expired. Ask for a new one.');
    case 'auth/invalid-action-code':
      return t('This link is invalid or has already been used.');
    case 'auth/user-token-expired':
      return t('Your session has expired. Sign in again.');
    case 'auth/requires-recent-login':
      return t('For your security, sign in again before doing this.');
    default:
      return null;
  }
}

/** The person closed the window themselves: nothing went wrong, so nothing is shown. */
const CANCELLED = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

const codeOf = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * A readable message for an authentication failure in the language of `t` (the calling screen's),
 * or null when the user cancelled.
 */
export function describeAuthError(error: unknown, t: AuthTranslate): string | null {
  const code = codeOf(error);
  if (code && CANCELLED.has(code)) return null;
  return (code && messageFor(code, t)) || failureMessage(error);
}

export function isAuthErrorCode(error: unknown, code: string): boolean {
  return codeOf(error) === code;
}
