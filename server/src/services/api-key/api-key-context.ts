import { forbidden } from '../../errors/app-errors';
import type { ServiceContext, ServiceDependencies } from '../context';
import type { Caller } from '../user/caller';
import { API_KEY_ACCESS } from './api-key-access';
import { resolveApiKey } from './resolve-api-key';

/**
 * The per-request context of a request that carries an API key. The key is looked up once, when
 * a service first asks for the caller; nothing an API key does can confirm an Admin's session.
 */
export function apiKeyContext(deps: ServiceDependencies, key: string): ServiceContext {
  let caller: Promise<Caller> | undefined;
  return {
    ...deps,
    caller() {
      caller ??= resolveApiKey(deps.db, key);
      return caller;
    },
    confirmSession: () => Promise.reject(forbidden(API_KEY_ACCESS.readOnlyMessage)),
  };
}
