import { bearerToken, type VerifiedIdentity, verifyIdentity } from '../auth/identity';
import { unauthenticated } from '../errors/app-errors';
import { apiKeyContext } from '../services/api-key/api-key-context';
import { looksLikeApiKey } from '../services/api-key/api-key-secret';
import type { ServiceContext, ServiceDependencies } from '../services/context';
import type { Caller } from '../services/user/caller';
import { resolveCaller } from '../services/user/resolve-caller';

export type GraphQLContext = ServiceContext;

export type ContextDependencies = ServiceDependencies;

const identities = new WeakMap<Request, Promise<VerifiedIdentity>>();

/**
 * The request's verified identity, verified once however many parts of the request ask (the
 * rate limiter before execution, the services during it).
 */
export function requestIdentity(
  auth: ContextDependencies['auth'],
  request: Request,
): Promise<VerifiedIdentity> {
  let identity = identities.get(request);
  if (!identity) {
    const token = bearerToken(request.headers.get('authorization'));
    identity = token ? verifyIdentity(auth, token) : Promise.reject(unauthenticated());
    // Nobody may be waiting yet; the rejection is handled by whoever asks.
    identity.catch(() => {});
    identities.set(request, identity);
  }
  return identity;
}

/**
 * The per-request context. Nothing is verified up front, so public operations need no token;
 * the first service that asks for the caller verifies it, and later ones share the answer.
 */
export function createRequestContext(deps: ContextDependencies, request: Request): GraphQLContext {
  const token = bearerToken(request.headers.get('authorization'));
  // An organisation API key (`hb_…`) instead of a user's Firebase ID token.
  if (token && looksLikeApiKey(token)) return apiKeyContext(deps, token);
  let caller: Promise<Caller> | undefined;
  let confirmed: Promise<void> | undefined;

  const verified = () => requestIdentity(deps.auth, request);

  const context: GraphQLContext = {
    ...deps,
    caller() {
      caller ??= verified().then((found) => resolveCaller(context, found));
      return caller;
    },
    confirmSession() {
      confirmed ??= token
        ? verifyIdentity(deps.auth, token, true).then(() => undefined)
        : Promise.reject(unauthenticated());
      return confirmed;
    },
  };
  return context;
}
