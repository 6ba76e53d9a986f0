/**
 * The page's one Firebase Auth instance. Firebase is a federation singleton, so the shell and
 * every remote that signs in (remote-auth) get the same instance and the same signed-in user.
 */
import { getApp, getApps, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import { getRuntimeConfig } from '../config/runtime-config';

let auth: Auth | null = null;

export function getFirebaseAuth(): Auth {
  if (auth) return auth;
  const config = getRuntimeConfig();
  // The default app, so code that calls firebase's getAuth() directly still sees the same user.
  const app = getApps().length > 0 ? getApp() : initializeApp(config.firebase);
  auth = getAuth(app);
  // The emulator must be connected before the first auth call, hence here and only once.
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}
