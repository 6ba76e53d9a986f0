import { getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';

/**
 * firebase-admin Auth for one project. A named app per project lets several servers (tests) live
 * in one process. ID-token verification needs only the project id.
 */
export function firebaseAuth(projectId: string): Auth {
  const name = `hearback:${projectId}`;
  const app = getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
}

/**
 * firebase-admin decides on every verification whether it talks to the Auth Emulator — which
 * accepts unsigned tokens — from the raw FIREBASE_AUTH_EMULATOR_HOST, and any non-empty value
 * (a stray blank in an env file) switches it on. The validated configuration is the only truth:
 * the variable is set to its value, or removed.
 */
export function useAuthEmulator(host: string | undefined): void {
  if (host) process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
}
