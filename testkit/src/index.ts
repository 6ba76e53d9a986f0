export { type AuthEmulator, type AuthEmulatorOptions, startAuthEmulator } from './auth-emulator';
export { fetchRetryingStaleSocket } from './fetch-retrying-stale-socket';
export { freePort } from './free-port';
export { type Relay, startRelay } from './tcp-relay';
export {
  clearEmulatorAccounts,
  createGoogleTestUser,
  createTestUser,
  markEmailVerified,
  signInTestUser,
  type TestUser,
  type TestUserInput,
} from './test-user';
export {
  createThrowawayPostgres,
  DEFAULT_ADMIN_POSTGRES_URL,
  type ThrowawayPostgres,
} from './throwaway-postgres';
