import { AsyncLocalStorage } from 'node:async_hooks';
import type { DashboardLanguage } from '@hearback/input-rules';

/**
 * The language of the request a piece of code runs for, asked for only when a text is written
 * (choosing it may read the user's row). Outside a GraphQL request (jobs, the command line, a
 * service called directly) texts are English.
 */
const storage = new AsyncLocalStorage<() => Promise<DashboardLanguage>>();

export const runInMessageLanguage = <T>(language: () => Promise<DashboardLanguage>, work: () => T): T =>
  storage.run(language, work);

export const currentMessageLanguage = (): Promise<DashboardLanguage> =>
  storage.getStore()?.() ?? Promise.resolve('en');
