import type { Auth } from 'firebase-admin/auth';

export interface DemoAccount {
  email: string;
  password: string;
  displayName: string;
}

/**
 * Makes the account exist in Firebase (the Auth Emulator) with the documented password and a
 * verified e-mail, whatever state an earlier run left it in; returns its uid.
 */
export async function ensureFirebaseAccount(auth: Auth, account: DemoAccount): Promise<string> {
  const wanted = { password: account.password, displayName: account.displayName, emailVerified: true };
  const existing = await auth.getUserByEmail(account.email).catch(onlyCode('auth/user-not-found'));
  if (existing) {
    await auth.updateUser(existing.uid, { ...wanted, disabled: false });
    return existing.uid;
  }
  const created = await auth
    .createUser({ email: account.email, ...wanted })
    .catch(onlyCode('auth/email-already-exists'));
  // Another seed (a second server on the same emulator) created it in between.
  return created ? created.uid : ensureFirebaseAccount(auth, account);
}

/** Turns the one expected Firebase error into undefined and rethrows anything else. */
const onlyCode = (code: string) => (error: unknown) => {
  if ((error as { code?: string }).code === code) return undefined;
  throw error;
};
