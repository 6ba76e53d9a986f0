import { createYoga } from 'graphql-yoga';
import { yogaLogging } from '../logger';
import type { Metrics } from '../metrics';
import { useApiKeyAccess } from './api-key-access-plugin';
import { type ContextDependencies, createRequestContext, type GraphQLContext } from './context';
import { APP_HEADER, useAppHeaderCsrfPrevention } from './csrf';
import { useSchemaHiding } from './introspection';
import { GRAPHQL_LIMITS, type GraphQLLimits, useRequestLimits } from './limits';
import { useOperationMetrics } from './operation-metrics';
import { DEFAULT_GRAPHQL_RATE_LIMITS, type GraphQLRateLimits, useGraphQLRateLimit } from './rate-limit';
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
}

export type GraphQLDependencies = ContextDependencies;

export function createGraphQLHandler(deps: GraphQLDependencies, options: GraphQLOptions) {
  const { metrics } = options;
  const rateLimit = useGraphQLRateLimit({
    db: deps.db,
    auth: deps.auth,
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
    // and answered with the spec's generic failure.
    maskedErrors: { errorMessage: 'Something went wrong.' },
    logging: yogaLogging(deps.logger),
    cors: (request) => ({
      origin: request.headers.get('origin') ?? '*',
      methods: ['GET', 'POST', 'OPTIONS'],
      // The dashboard sends its token and the fixed `x-hearback-app: dashboard` header.
      allowedHeaders: ['authorization', 'content-type', APP_HEADER],
      maxAge: 600,
    }),
    landingPage: false,
    // GraphiQL loads its assets from a CDN: a development aid, shown only where introspection is on.
    graphiql: options.introspection
      ? { title: 'Hearback API', headers: JSON.stringify({ [APP_HEADER]: 'graphiql' }) }
      : false,
    plugins: [
      useAppHeaderCsrfPrevention(() => metrics.countRejection('csrf')),
      rateLimit,
      useRequestLimits(options.limits ?? GRAPHQL_LIMITS, (limit) => metrics.countRejection(limit)),
      ...(options.introspection ? [] : useSchemaHiding()),
      useOperationMetrics(metrics),
      // What an organisation API key may run (services/api-key/api-key-access.ts).
      useApiKeyAccess(),
    ],
  });
  return Object.assign(yoga, { closeRateLimiter: () => rateLimit.close() });
}
