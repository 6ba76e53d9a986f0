import { getFirebaseAuth } from '@hearback/shared';
import { confirmPasswordReset } from 'firebase/auth';

export async function setNewPassword(oobCode: string, password: string): Promise<void> {
  await confirmPasswordReset(getFirebaseAuth(), oobCode, password);
}
