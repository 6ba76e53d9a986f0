import { getFirebaseAuth } from '@hearback/shared';
import { GoogleAuthProvider, signInWithPopup } from 'firebase/auth';

/** A popup rather than a redirect: the dashboard keeps its state, and the auth emulator serves its own page. */
export async function signInWithGoogle(): Promise<void> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  await signInWithPopup(getFirebaseAuth(), provider);
}
