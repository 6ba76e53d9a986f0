import { getFirebaseAuth } from '@hearback/shared';

/** The e-mail Firebase knows even when the API has not created the profile yet. */
export function currentUserEmail(): string | null {
  return getFirebaseAuth().currentUser?.email ?? null;
}
