import { getFirebaseAuth } from '@hearback/shared';
import { verifyPasswordResetCode } from 'firebase/auth';

/** Checks a reset link before asking for a new password; resolves to the account's e-mail. */
export async function checkPasswordResetCode(oobCode: string): Promise<string> {
  return verifyPasswordResetCode(getFirebaseAuth(), oobCode);
}
