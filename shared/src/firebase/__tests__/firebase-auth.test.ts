/**
 * Only the wiring is checked here (one app, emulator connected once); signing in with the real
 * SDK is covered by the browser suite against the auth emulator.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const firebaseApp = vi.hoisted(() => ({
  apps: [] as Array<{ name: string }>,
  initializeApp: vi.fn((config: unknown) => {
    const app = { name: '[DEFAULT]', config };
    firebaseApp.apps.push(app);
    return app;
  }),
}));
const firebaseAuth = vi.hoisted(() => ({
  getAuth: vi.fn((app: unknown) => ({ app })),
  connectAuthEmulator: vi.fn(),
}));

vi.mock('firebase/app', () => ({
  getApps: () => firebaseApp.apps,
  getApp: () => firebaseApp.apps[0],
  initializeApp: firebaseApp.initializeApp,
}));
vi.mock('firebase/auth', () => firebaseAuth);

const config = {
  apiUrl: '',
  firebase: { apiKey: 'k', authDomain: 'localhost', projectId: 'demo-hearback' },
};

describe('getFirebaseAuth', () => {
  afterEach(() => {
    vi.resetModules();
    firebaseApp.apps.length = 0;
  });

  it('initialises the app from the runtime config once and connects the emulator once', async () => {
    const { setRuntimeConfig } = await import('../../config/runtime-config');
    const { getFirebaseAuth } = await import('../firebase-auth');
    setRuntimeConfig({ ...config, authEmulatorUrl: 'http://127.0.0.1:9099' });

    const auth = getFirebaseAuth();
    expect(getFirebaseAuth()).toBe(auth);
    expect(firebaseApp.initializeApp).toHaveBeenCalledExactlyOnceWith(config.firebase);
    expect(firebaseAuth.connectAuthEmulator).toHaveBeenCalledExactlyOnceWith(auth, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
  });

  it('does not connect an emulator in production', async () => {
    const { setRuntimeConfig } = await import('../../config/runtime-config');
    const { getFirebaseAuth } = await import('../firebase-auth');
    setRuntimeConfig({ ...config, authEmulatorUrl: null });
    firebaseAuth.connectAuthEmulator.mockClear();

    getFirebaseAuth();
    expect(firebaseAuth.connectAuthEmulator).not.toHaveBeenCalled();
  });
});
