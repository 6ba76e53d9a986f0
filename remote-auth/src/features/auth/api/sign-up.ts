import { getFirebaseAuth } from '@hearback/shared';
import { createUserWithEmailAndPassword, sendEmailVerification, updateProfile } from 'firebase/auth';
import { continueUrl } from './continue-url';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface SignUpOptions {
  /** An invited person proves their address by accepting the invitation: no e-mail to send. */
  sendVerification?: boolean;
  /** The page the verification link leads on to (the one asked for before signing up). */
  returnPath?: string | null;
}

/**
 * Creates the account, names it (the API reads first/last name from the token's `name` claim) and
 * sends the verification e-mail. The account exists once the first step succeeds, so a failure of
 * the later steps is not fatal: the waiting page can resend the e-mail.
 */
export async function signUp(
  { firstName, lastName, email, password }: SignUpInput,
  { sendVerification = true, returnPath }: SignUpOptions = {},
): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(getFirebaseAuth(), email.trim(), password);
  await updateProfile(user, { displayName: `${firstName.trim()} ${lastName.trim()}`.trim() });
  // A token issued before updateProfile has no name claim; re-issue it so the profile gets the name.
  await user.getIdToken(true);
  if (sendVerification) await sendEmailVerification(user, { url: continueUrl(returnPath) });
}
