/**
 * Why a token or profile request of the session failed, which decides what the session does:
 * only a refusal of the credentials ends it; anything else (no network, a deploy answering 5xx,
 * a timeout) is the server not being reached, and the session keeps the user and tries again.
 */
import { isUnauthenticatedError } from '../apollo/unauthenticated';

export type SessionFailure = 'rejected' | 'unreachable';

/**
 * Firebase's answers for an account that is gone or may no longer sign in (deleted, disabled,
 * signed out everywhere); its other errors (`auth/network-request-failed`, quota) are transient.
 */
const ACCOUNT_REJECTIONS = new Set([
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/user-token-expired',
  'auth/invalid-user-token',
]);

const firebaseCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

export function classifySessionFailure(error: unknown): SessionFailure {
  if (isUnauthenticatedError(error)) return 'rejected';
  return ACCOUNT_REJECTIONS.has(firebaseCode(error) ?? '') ? 'rejected' : 'unreachable';
}
