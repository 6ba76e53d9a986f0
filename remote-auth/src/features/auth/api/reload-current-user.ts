import { getFirebaseAuth } from '@hearback/shared';

/**
 * Reads the verification state again from Firebase and forces a new ID token: the API trusts the
 * token's `email_verified` claim, which stays stale until the token is re-issued.
 * Resolves to whether the e-mail is now verified (false when nobody is signed in).
 */
export async function reloadCurrentUser(): Promise<boolean> {
  const user = getFirebaseAuth().currentUser;
  if (!user) return false;
  await user.reload();
  await user.getIdToken(true);
  return user.emailVerified;
}
