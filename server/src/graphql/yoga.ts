import { createYoga } from 'graphql-yoga';
import { useMessageLanguage } from '../i18n/message-language-plugin';
import { yogaLogging } from '../logger';
import type { Metrics } from '../metrics';
import { useApiKeyAccess } from './api-key-access-plugin';
import { GRAPHQL_BODY_MAX_BYTES, useBodyLimit } from './body-limit';
import { type ContextDependencies, createRequestContext, type GraphQLContext } from './context';
import { APP_HEADER, useAppHeaderCsrfPrevention } from './csrf';
import { useForgetCallersOnMutation } from './forget-callers-on-mutation';
import { useSchemaHiding } from './introspection';
import { GRAPHQL_LIMITS, type GraphQLLimits, useRequestLimits } from './limits';
import { GENERIC_FAILURE, maskUnexpectedError } from './mask-errors';
import { useOperationMetrics } from './operation-metrics';
import { DEFAULT_GRAPHQL_RATE_LIMITS, type GraphQLRateLimits, useGraphQLRateLimit } from './rate-limit';
import { useRequestErrorCodes } from './request-error-codes';
import { buildSchema } from './schema';

export const GRAPHQL_PATH = '/graphql';

export interface GraphQLOptions {
  metrics: Metrics;
  /** `__schema`/`__type` and field suggestions; off in production unless asked for. */
  introspection: boolean;
  rateLimits?: GraphQLRateLimits;
  limits?: GraphQLLimits;
  /** Proxies in front of the server whose X-Forwarded-For entries are believed; 0: none. */
  trustedProxyHops: number;
  /** The largest request body, in bytes; default GRAPHQL_BODY_MAX_BYTES. */
  maxBodyBytes?: number;
}

/** `https://host[:port]` of a URL, or null for anything that is not one. */
const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export type GraphQLDependencies = ContextDependencies;

export function createGraphQLHandler(deps: GraphQLDependencies, options: GraphQLOptions) {
  const { metrics } = options;
  const maxBodyBytes = options.maxBodyBytes ?? GRAPHQL_BODY_MAX_BYTES;
  const rateLimit = useGraphQLRateLimit({
    db: deps.db,
    tokens: deps.sessions.tokens,
    limits: options.rateLimits ?? DEFAULT_GRAPHQL_RATE_LIMITS,
    trustedProxyHops: options.trustedProxyHops,
    logger: deps.logger,
    onRefused: () => metrics.countRejection('rate_limit'),
  });
  const yoga = createYoga<object, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    context: ({ request }) => createRequestContext(deps, request),
    // Expected errors (createGraphQLError) pass through; anything else is logged with its stack
    // and answered with the spec's generic failure (or, for an unreachable database, says so).
    maskedErrors: { errorMessage: GENERIC_FAILURE, maskError: maskUnexpectedError },
    logging: yogaLogging(deps.logger),
    // Only the dashboard's own origin (PUBLIC_URL, else the server's URL) is answered with CORS
    // headers; the dashboard is served from it, so other sites' pages get nothing to read, and
    // servers calling with an API key send no Origin and need none.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || origin !== originOf(deps.publicUrl())) return false;
      return {
        origin,
        methods: ['GET', 'POST', 'OPTIONS'],
        // The dashboard sends its token and the fixed `x-hearback-app: dashboard` header.
        allowedHeaders: ['authorization', 'content-type', APP_HEADER],
        // Bearer tokens, never cookies.
        credentials: false,
        maxAge: 600,
      };
    },
    // Enforced by useBodyLimit, which counts only the bodies that come without a length.
    maxRequestBodySize: false,
    // The schema has no Upload scalar (files have routes of their own), and Yoga's multipart
    // parser throws a TypeError (a 500) on a `map` entry that is not a list of strings.
    multipart: false,
    landingPage: false,
    // GraphiQL loads its assets from a CDN: a development aid, shown only where introspection is on.
    graphiql: options.introspection
      ? { title: 'Hearback API', headers: JSON.stringify({ [APP_HEADER]: 'graphiql' }) }
      : false,
    plugins: [
      useAppHeaderCsrfPrevention(() => metrics.countRejection('csrf')),
      useBodyLimit(maxBodyBytes, () => metrics.countRejection('too_large')),
      useRequestErrorCodes(),
      // Error texts and notifications in the reader's language (src/i18n).
      useMessageLanguage(deps),
      rateLimit,
      useRequestLimits(options.limits ?? GRAPHQL_LIMITS, (limit) => metrics.countRejection(limit)),
      ...(options.introspection ? [] : useSchemaHiding()),
      useOperationMetrics(metrics),
      // The signed-in callers kept between requests are retired by every mutation.
      useForgetCallersOnMutation(deps.sessions.callers),
      // What an organisation API key may run (services/api-key/api-key-access.ts).
      useApiKeyAccess(),
    ],
  });
  return Object.assign(yoga, { closeRateLimiter: () => rateLimit.close() });
}
