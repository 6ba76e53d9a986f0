/** Test helpers for the shell and remotes: `@hearback/shared/testing` (never imported by app code). */
export { createFakeAuth, type FakeAuth, type FakeAuthUser } from './fake-auth';
export { makeMeUser } from './me-user';
export { createStaticSessionStore, type StaticSessionStore } from './static-session-store';
