/** Test helpers for the shell and remotes: `@hearback/shared/testing` (never imported by app code). */
export { createFakeAuth, type FakeAuth, type FakeAuthUser } from './fake-auth';
export { makeMeUser } from './me-user';
export { type RenderInShellOptions, renderInShell } from './render-in-shell';
export { sessionStub } from './session-stub';
export { createStaticSessionStore, type StaticSessionStore } from './static-session-store';
export {
  type CheckTranslationsOptions,
  checkTranslations,
  collectTranslationUses,
  type TranslationReport,
} from './translation-coverage';
