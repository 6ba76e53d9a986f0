import type { Auth } from 'firebase-admin/auth';
import { bearerToken, type VerifiedIdentity, verifyIdentity } from '../auth/identity';
import type { VerifiedTokens } from '../auth/verified-tokens';
import { unauthenticated } from '../errors/app-errors';
import { apiKeyContext } from '../services/api-key/api-key-context';
import { looksLikeApiKey } from '../services/api-key/api-key-secret';
import type { ServiceContext, ServiceDependencies } from '../services/context';
import { loadSignedIn, type SignedIn } from '../services/user/resolve-caller';

export type GraphQLContext = ServiceContext;

export type ContextDependencies = ServiceDependencies;

const identities = new WeakMap<Request, Promise<VerifiedIdentity>>();

/**
 * The request's verified identity, verified once however many parts of the request ask (the
 * rate limiter before execution, the services during it): through the server's verified tokens
 * (src/auth/verified-tokens.ts), or, given Firebase Auth itself, afresh.
 */
export function requestIdentity(
  verifier: Auth | VerifiedTokens,
  request: Request,
): Promise<VerifiedIdentity> {
  let identity = identities.get(request);
  if (!identity) {
    const token = bearerToken(request.headers.get('authorization'));
    identity = !token
      ? Promise.reject(unauthenticated())
      : 'verifyIdToken' in verifier
        ? verifyIdentity(verifier, token)
        : verifier.identity(token);
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
  let signedIn: Promise<SignedIn> | undefined;
  let confirmed: Promise<void> | undefined;

  const signedInCaller = () => {
    signedIn ??= requestIdentity(deps.sessions.tokens, request).then((identity) =>
      deps.sessions.callers.get(identity, () => loadSignedIn(deps.db, identity)),
    );
    return signedIn;
  };

  return {
    ...deps,
    caller: () => signedInCaller().then(({ caller }) => caller),
    profile: () => signedInCaller().then(({ profile }) => profile),
    confirmSession() {
      confirmed ??= token
        ? verifyIdentity(deps.auth, token, true).then(
            () => undefined,
            (error: unknown) => {
              // Refused here: no later request may be served on this token's kept verification.
              if (isUnauthenticated(error)) deps.sessions.tokens.forget(token);
              throw error;
            },
          )
        : Promise.reject(unauthenticated());
      return confirmed;
    },
  };
}

/** verifyIdentity's answer to a token Firebase refused. */
const isUnauthenticated = (error: unknown): boolean =>
  (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'UNAUTHENTICATED';
