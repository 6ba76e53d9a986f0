import type { IncomingMessage } from 'node:http';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { bearerToken } from '../auth/identity';
import type { VerifiedTokens } from '../auth/verified-tokens';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { hashApiKey, isWellFormedApiKey, looksLikeApiKey } from '../services/api-key/api-key-secret';
import { createSlidingWindowCounter } from '../services/rate-limit/sliding-window';
import { clientAddress } from '../services/widget/rate-limit';
import { requestIdentity } from './context';

export interface GraphQLRateLimits {
  /** Operations per window for one signed-in user (or one API key); 0 turns the limit off. */
  perUser: number;
  /** Operations per window from one client address, signed in or not; 0 turns the limit off. */
  perIp: number;
  windowMs: number;
}

/**
 * A dashboard page asks 5–10 operations and the idle polls 3 a minute, so 300 a minute is a very
 * busy person; the address limit is higher since an office shares one address.
 */
export const DEFAULT_GRAPHQL_RATE_LIMITS: GraphQLRateLimits = { perUser: 300, perIp: 1200, windowMs: 60_000 };

export const RATE_LIMITED = 'RATE_LIMITED';

/**
 * Counts every GraphQL operation in its per-address and per-user windows before it is parsed, so
 * a refused request costs one upsert and nothing else. The user is the verified token's Firebase
 * uid (the token is verified once per request, shared with the services); a token that does not
 * verify counts against the address only, so nobody can spend another person's allowance.
 */
export function useGraphQLRateLimit(options: {
  db: Database;
  tokens: VerifiedTokens;
  limits: GraphQLRateLimits;
  trustedProxyHops: number;
  logger: Logger;
  onRefused?: () => void;
}): Plugin<object, { req?: IncomingMessage }> & { close(): Promise<unknown> } {
  const { limits } = options;
  const counter = createSlidingWindowCounter(options.db, limits.windowMs);

  const userBucket = async (request: Request): Promise<string | null> => {
    if (limits.perUser <= 0) return null;
    const token = bearerToken(request.headers.get('authorization'));
    if (!token) return null;
    // An organisation API key is its own caller; a malformed one is refused later anyway.
    if (looksLikeApiKey(token)) return isWellFormedApiKey(token) ? `graphql-key:${hashApiKey(token)}` : null;
    try {
      return `graphql-user:${(await requestIdentity(options.tokens, request)).uid}`;
    } catch {
      return null;
    }
  };

  return {
    async onParams({ request, context, setResult }) {
      const ip = clientAddress(
        context.req?.socket.remoteAddress,
        context.req?.headers['x-forwarded-for'],
        options.trustedProxyHops,
      );
      const user = await userBucket(request);
      let decision: Awaited<ReturnType<typeof counter.hit>>;
      try {
        decision = await counter.hit([
          { bucket: `graphql-ip:${ip}`, limit: limits.perIp },
          ...(user ? [{ bucket: user, limit: limits.perUser }] : []),
        ]);
      } catch (error) {
        // The counters live in the database: when it cannot count, the operation goes on (and
        // meets the same database), rather than every public page failing on the limiter.
        options.logger.error({ err: error }, 'GraphQL rate limit could not be counted');
        return;
      }
      if (decision.allowed) return;
      options.onRefused?.();
      const seconds = decision.retryAfterSeconds;
      setResult({
        errors: [
          createGraphQLError(
            `Too many requests. Wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
            {
              extensions: {
                code: RATE_LIMITED,
                retryAfterSeconds: seconds,
                http: { status: 429, headers: { 'retry-after': String(seconds) } },
              },
            },
          ),
        ],
      });
    },
    close: () => counter.close(),
  };
}
