import { getFirebaseAuth } from '@hearback/shared';
import { signInWithEmailAndPassword } from 'firebase/auth';

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(getFirebaseAuth(), email.trim(), password);
}
