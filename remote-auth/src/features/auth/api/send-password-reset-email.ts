import { getFirebaseAuth } from '@hearback/shared';
import { sendPasswordResetEmail } from 'firebase/auth';
import { continueUrl } from './continue-url';

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(getFirebaseAuth(), email.trim(), { url: continueUrl() });
}
