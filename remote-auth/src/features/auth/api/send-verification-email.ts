import { getFirebaseAuth } from '@hearback/shared';
import { sendEmailVerification } from 'firebase/auth';
import { continueUrl } from './continue-url';

export async function sendVerificationEmail(): Promise<void> {
  const user = getFirebaseAuth().currentUser;
  if (!user) throw new Error('You are signed out; sign in again to get a new e-mail.');
  await sendEmailVerification(user, { url: continueUrl() });
}
