import type { AuthEmulator } from './auth-emulator';
import { fetchRetryingStaleSocket } from './fetch-retrying-stale-socket';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  /** A fresh Firebase ID token, to send as `authorization: Bearer <idToken>`. */
  idToken: string;
}

export interface TestUserInput {
  email: string;
  password: string;
  verified?: boolean;
  displayName?: string;
}

type Emulator = Pick<AuthEmulator, 'url' | 'projectId'>;

// The emulator accepts any API key; it only has to be present.
const API_KEY = 'demo-api-key';

async function call<T>(
  emulator: Emulator,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetchRetryingStaleSocket(
    `${emulator.url}/identitytoolkit.googleapis.com/v1/${path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok) {
    throw new Error(`Auth Emulator ${path} failed: ${json.error?.message ?? response.status}`);
  }
  return json;
}

/** Signs in with e-mail and password through the emulator's REST API and returns a fresh ID token. */
export async function signInTestUser(emulator: Emulator, email: string, password: string): Promise<TestUser> {
  const result = await call<{ idToken: string; localId: string }>(
    emulator,
    `accounts:signInWithPassword?key=${API_KEY}`,
    { email, password, returnSecureToken: true },
  );
  return { uid: result.localId, email, password, idToken: result.idToken };
}

/**
 * Signs a new e-mail/password user up in the emulator. With `verified`, the e-mail is marked
 * verified and the user signs in again, so the returned token carries `email_verified: true`.
 */
export async function createTestUser(emulator: Emulator, input: TestUserInput): Promise<TestUser> {
  const signUp = await call<{ idToken: string; localId: string }>(
    emulator,
    `accounts:signUp?key=${API_KEY}`,
    {
      email: input.email,
      password: input.password,
      displayName: input.displayName,
      returnSecureToken: true,
    },
  );
  if (!input.verified) {
    return { uid: signUp.localId, email: input.email, password: input.password, idToken: signUp.idToken };
  }
  await markEmailVerified(emulator, signUp.localId);
  return signInTestUser(emulator, input.email, input.password);
}

/**
 * Marks an account's e-mail verified, as the verification link would; the emulator's owner
 * credential stands in for the Admin API. Tokens issued before keep their old claim.
 */
export async function markEmailVerified(emulator: Emulator, uid: string): Promise<void> {
  await call(
    emulator,
    `projects/${emulator.projectId}/accounts:update`,
    { localId: uid, emailVerified: true },
    { authorization: 'Bearer owner' },
  );
}

/** Removes every account of the emulator's project. */
export async function clearEmulatorAccounts(emulator: Emulator): Promise<void> {
  const response = await fetchRetryingStaleSocket(
    `${emulator.url}/emulator/v1/projects/${emulator.projectId}/accounts`,
    {
      method: 'DELETE',
    },
  );
  if (!response.ok) throw new Error(`Clearing the emulator's accounts failed (HTTP ${response.status}).`);
}

/**
 * Signs a user in "with Google" through the emulator's fake identity provider (it accepts an
 * unsigned JSON id_token), so tests can cover the google.com sign-in provider.
 */
export async function createGoogleTestUser(
  emulator: Emulator,
  input: { email: string; emailVerified?: boolean },
): Promise<Omit<TestUser, 'password'>> {
  const claims = {
    sub: `google-${input.email}`,
    email: input.email,
    email_verified: input.emailVerified ?? false,
  };
  const result = await call<{ idToken: string; localId: string }>(
    emulator,
    `accounts:signInWithIdp?key=${API_KEY}`,
    {
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnIdpCredential: true,
      returnSecureToken: true,
    },
  );
  return { uid: result.localId, email: input.email, idToken: result.idToken };
}
