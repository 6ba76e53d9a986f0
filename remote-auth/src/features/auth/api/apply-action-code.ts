import { getFirebaseAuth } from '@hearback/shared';
import { applyActionCode } from 'firebase/auth';

/** Confirms an e-mail address with the code of a verification link. */
export async function confirmEmail(oobCode: string): Promise<void> {
  await applyActionCode(getFirebaseAuth(), oobCode);
}
