import { getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';

/**
 * firebase-admin Auth for one project. A named app per project lets several servers (tests) live
 * in one process. ID-token verification needs only the project id; with
 * FIREBASE_AUTH_EMULATOR_HOST set, the SDK talks to the emulator instead of Google.
 */
export function firebaseAuth(projectId: string): Auth {
  const name = `hearback:${projectId}`;
  const app = getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
}
