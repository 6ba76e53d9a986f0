import { getFirebaseAuth } from '@hearback/shared';
import { isSignInWithEmailLink, sendSignInLinkToEmail, signInWithEmailLink } from 'firebase/auth';

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

/** E-mails a sign-in link that comes back to `url`, and remembers the address for this browser. */
export async function sendSignInLink(email: string, url: string): Promise<void> {
  const address = email.trim();
  await sendSignInLinkToEmail(getFirebaseAuth(), address, { url, handleCodeInApp: true });
  window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, address);
}

export async function completeEmailLinkSignIn(email: string, url: string): Promise<void> {
  await signInWithEmailLink(getFirebaseAuth(), email.trim(), url);
  window.localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
}
