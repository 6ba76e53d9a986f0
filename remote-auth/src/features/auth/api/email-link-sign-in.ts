import { getFirebaseAuth } from '@hearback/shared';
import { isSignInWithEmailLink, signInWithEmailLink } from 'firebase/auth';

/**
 * Where the address a sign-in link was requested for is kept, so the link opened in the same
 * browser does not ask for it again (Firebase needs it to prove the link was not forwarded).
 */
export const EMAIL_FOR_SIGN_IN_KEY = 'email-for-sign-in';

export function isEmailSignInLink(url: string): boolean {
  return isSignInWithEmailLink(getFirebaseAuth(), url);
}

export function storedEmailForSignIn(): string | null {
  return window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY);
}

export async function completeEmailLinkSignIn(email: string, url: string): Promise<void> {
  await signInWithEmailLink(getFirebaseAuth(), email.trim(), url);
  window.localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
}
