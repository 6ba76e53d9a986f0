import { forbidden } from '../../errors/app-errors';
import type { ServiceContext, ServiceDependencies } from '../context';
import type { Caller } from '../user/caller';
import { readProfile } from '../user/get-me';
import { API_KEY_READ_ONLY } from './api-key-access';
import { resolveApiKey } from './resolve-api-key';

/**
 * Marks the context of a request made with an API key, for the field checks of the API-key policy.
 * A symbol-keyed own property survives GraphQL Yoga merging the context into its own.
 */
const API_KEY_REQUEST = Symbol('hearback.apiKeyRequest');

/** True for the context of a request that carries an organisation API key. */
export function isApiKeyRequest(context: unknown): boolean {
  return (context as { [API_KEY_REQUEST]?: boolean } | null)?.[API_KEY_REQUEST] === true;
}

/**
 * The per-request context of a request that carries an API key. The key is looked up once, when
 * a service first asks for the caller; nothing an API key does can confirm an Admin's session.
 */
export function apiKeyContext(deps: ServiceDependencies, key: string): ServiceContext {
  let caller: Promise<Caller> | undefined;
  const keyCaller = () => {
    caller ??= resolveApiKey(deps.db, key);
    return caller;
  };
  return {
    ...deps,
    [API_KEY_REQUEST]: true,
    caller: keyCaller,
    profile: () => keyCaller().then(({ id, organisationId }) => readProfile(deps.db, id, organisationId)),
    confirmSession: () => Promise.reject(forbidden(API_KEY_READ_ONLY)),
  } as ServiceContext;
}
