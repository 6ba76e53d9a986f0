import { failureMessage } from '@hearback/shared';

/** Firebase error codes a person can hit on these pages, in words they can act on. */
const MESSAGES: Record<string, string> = {
  'auth/wrong-password': 'The e-mail or password is incorrect.',
  'auth/invalid-credential': 'The e-mail or password is incorrect.',
  'auth/invalid-login-credentials': 'The e-mail or password is incorrect.',
  'auth/user-not-found': 'There is no account with this e-mail address.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/email-already-in-use': 'An account already uses this e-mail address. Sign in instead.',
  'auth/invalid-email': 'This e-mail address is not valid.',
  'auth/missing-email': 'Enter your e-mail address.',
  'auth/missing-password': 'Enter your password.',
  'auth/weak-password': 'This password is too weak. Use at least 8 characters.',
  'auth/network-request-failed': 'The network is unreachable. Check your connection, then try again.',
  'auth/popup-blocked':
    'Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.',
  'auth/account-exists-with-different-credential':
    'An account already uses this e-mail address with another sign-in method. Sign in with your password.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link is invalid or has already been used.',
  'auth/user-token-expired': 'Your session has expired. Sign in again.',
  'auth/requires-recent-login': 'For your security, sign in again before doing this.',
};

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

/** A readable message for an authentication failure, or null when the user cancelled. */
export function describeAuthError(error: unknown): string | null {
  const code = codeOf(error);
  if (code && CANCELLED.has(code)) return null;
  if (code && MESSAGES[code]) return MESSAGES[code];
  return failureMessage(error);
}

export function isAuthErrorCode(error: unknown, code: string): boolean {
  return codeOf(error) === code;
}
