import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../../src/graphql/schema';
import { databaseKinds } from '../../support/harness';
import {
  type EntityKind,
  type GraphQLCase,
  graphqlCase,
  type TransportCase,
  transportCase,
  type WidgetCase,
  type WidgetTargets,
  widgetCase,
  widgetSchemas,
} from './generators';
import {
  type Answer,
  countChanges,
  judgeGraphQL,
  judgeWidget,
  logProblems,
  send,
  statusProblems,
  Tally,
} from './oracle';
import { type FuzzWorld, startFuzzWorld } from './world';

/**
 * Property-based fuzzing of the GraphQL API (every query and mutation, with arguments generated
 * from the schema), of the /graphql transport, and of the public widget API. Every answer must be
 * a result or a coded refusal with a sentence; never a 5xx, an INTERNAL_SERVER_ERROR or an error
 * in the server's log; and a call that failed leaves every application table's row count as it was.
 *
 * FUZZ_RUNS (default 400) is the number of cases over the four properties, per database;
 * FUZZ_SEED replays a run (fast-check prints the seed of a failure). The database is shared by
 * the cases of a run, so a replay reaches the same failure when the failure does not depend on
 * what earlier cases left behind.
 */
const RUNS = Number(process.env.FUZZ_RUNS || 400);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
if (!Number.isSafeInteger(RUNS) || RUNS < 1) throw new Error(`FUZZ_RUNS must be a whole number: ${RUNS}`);
if (SEED !== undefined && !Number.isSafeInteger(SEED))
  throw new Error(`FUZZ_SEED must be a whole number: ${SEED}`);
const SHARES = { admin: 0.45, anonymous: 0.15, transport: 0.15, widget: 0.25 } as const;

const runsOf = (share: number) => Math.max(10, Math.round(RUNS * share));
/** A case takes tens of milliseconds; shrinking a failure re-runs many. */
const timeoutOf = (runs: number) => 180_000 + runs * 500;
const parameters = (numRuns: number): fc.Parameters<unknown> => ({ numRuns, seed: SEED });

/** Mutations after which the founder may no longer be an enabled Admin of the organisation. */
const MEMBERSHIP_MUTATIONS = new Set([
  'updateUserRole',
  'setUserEnabled',
  'removeUser',
  'reviewUsers',
  'acceptInvitation',
  'requestDomainJoin',
  'withdrawJoinRequest',
  'createOneOrganization',
  'activateNewUser',
  'declineNewUser',
]);

/** The entity kind of an object the API returns, so that new ones join the fuzzer's targets. */
const KIND_OF_TYPE: Record<string, EntityKind> = {
  Campaign: 'campaign',
  AttentionItem: 'attentionItem',
  Contact: 'contact',
  ContactImport: 'contactImport',
  Segment: 'segment',
  Export: 'export',
  Integration: 'integration',
  IntegrationDelivery: 'delivery',
  Notification: 'notification',
  Product: 'product',
  Question: 'question',
  QuestionGroup: 'questionGroup',
  Recording: 'recording',
  OrganisationInvitation: 'invitation',
};
const TARGETS_PER_KIND = 40;

const bodyOf = (body: string | Uint8Array | null): BodyInit | undefined =>
  body === null ? undefined : typeof body === 'string' ? body : new Uint8Array(body);

const remember = (list: string[], value: string) => {
  if (!list.includes(value) && list.length < TARGETS_PER_KIND) list.push(value);
};

describe.each(databaseKinds())('fuzzing the API on %s', (kind) => {
  const schema = buildSchema();
  let world: FuzzWorld;
  /** The row counts after the last case: nothing else writes between two cases. */
  let lastCounts: Record<string, number>;

  beforeAll(async () => {
    world = await startFuzzWorld(kind);
    lastCounts = await world.rowCounts();
  }, 180_000);
  afterAll(() => world?.stop());

  /** Calls that succeeded and added or removed rows: proof that the counts see the writes. */
  let countedWrites = 0;

  /** The log, status and row-count properties every case shares; throws what is wrong. */
  async function settle(answer: Answer, failed: boolean, problems: string[]): Promise<void> {
    const logged = world.takeErrorLog();
    const after = await world.rowCounts();
    const changed = countChanges(lastCounts, after);
    lastCounts = after;
    if (!failed && changed.length > 0) countedWrites += 1;
    const all = [
      ...statusProblems(answer, logged),
      ...logProblems(logged),
      ...problems,
      ...(failed ? changed.map((change) => `a failed call changed the rows of ${change}`) : []),
    ];
    if (all.length > 0) throw new Error(all.join('\n'));
  }

  async function askGraphQL(operation: GraphQLCase, token: string | null, tally: Tally) {
    const answer = await send(`${world.h.server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hearback-app': 'dashboard',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: operation.document, variables: operation.variables }),
    });
    const verdict = judgeGraphQL(answer);
    tally.add(verdict.failed ? (verdict.errorCodes[0] ?? `HTTP ${answer.status}`) : 'ok');
    const result = verdict.data?.[operation.field] as
      | { __typename?: string; id?: unknown }
      | null
      | undefined;
    if (!verdict.failed && operation.operationType === 'mutation') {
      const kindOfResult = result?.__typename ? KIND_OF_TYPE[result.__typename] : undefined;
      if (kindOfResult && typeof result?.id === 'string')
        remember(world.targets.ids[kindOfResult], result.id);
      if (MEMBERSHIP_MUTATIONS.has(operation.field)) await world.restoreFounder();
    }
    await settle(answer, verdict.failed, verdict.problems);
  }

  it(
    'answers every generated query and mutation of an Admin with a result or a coded refusal, and no partial write',
    async () => {
      const tally = new Tally();
      const runs = runsOf(SHARES.admin);
      await fc.assert(
        fc.asyncProperty(graphqlCase(schema, world.targets), (operation) =>
          askGraphQL(operation, world.admin.idToken, tally),
        ),
        parameters(runs),
      );
      console.info(`[fuzz ${kind}] Admin: ${tally.cases} cases: ${tally}`);
      // The fuzzer got past validation: some calls did their work, others were refused by a service.
      expect(tally.count('ok')).toBeGreaterThan(runs / 20);
      expect(tally.count('NOT_FOUND') + tally.count('CONFLICT') + tally.count('FORBIDDEN')).toBeGreaterThan(
        0,
      );
      expect(countedWrites).toBeGreaterThan(0);
      // And it still acts as the Admin it started as.
      const me = await world.admin.ask<{ me: { role: string } }>('{ me { role } }');
      expect(me.data?.me.role).toBe('Admin');
    },
    timeoutOf(runsOf(SHARES.admin)),
  );

  it(
    'answers the same operations from an anonymous caller with a result or a coded refusal, and no partial write',
    async () => {
      const tally = new Tally();
      await fc.assert(
        fc.asyncProperty(graphqlCase(schema, world.targets), (operation) =>
          askGraphQL(operation, null, tally),
        ),
        parameters(runsOf(SHARES.anonymous)),
      );
      console.info(`[fuzz ${kind}] anonymous: ${tally.cases} cases: ${tally}`);
      expect(tally.count('UNAUTHENTICATED')).toBeGreaterThan(0);
    },
    timeoutOf(runsOf(SHARES.anonymous)),
  );

  it(
    'answers malformed, oversized, batched and pathological /graphql requests with a coded refusal',
    async () => {
      const tally = new Tally();
      const authorizationOf = (request: TransportCase): string | null => {
        const { authorization } = request;
        if (authorization === 'admin') return `Bearer ${world.admin.idToken}`;
        if (authorization === 'apiKey') return `Bearer ${world.apiKey}`;
        if (authorization === 'none') return null;
        return authorization.header;
      };
      await fc.assert(
        fc.asyncProperty(transportCase, async (request) => {
          const headers: Record<string, string> = {};
          if (request.contentType !== null) headers['content-type'] = request.contentType;
          if (request.appHeader) headers['x-hearback-app'] = 'dashboard';
          const authorization = authorizationOf(request);
          if (authorization !== null) headers.authorization = authorization;
          const answer = await send(`${world.h.server.url}/graphql${request.search}`, {
            method: request.method,
            headers,
            body: bodyOf(request.body),
          });
          const verdict = judgeGraphQL(answer, request.method);
          tally.add(verdict.failed ? (verdict.errorCodes[0] ?? `HTTP ${answer.status}`) : 'ok');
          await settle(answer, verdict.failed, verdict.problems);
        }),
        parameters(runsOf(SHARES.transport)),
      );
      console.info(`[fuzz ${kind}] transport: ${tally.cases} cases: ${tally}`);
    },
    timeoutOf(runsOf(SHARES.transport)),
  );

  it(
    'answers generated widget API requests with a result or a coded refusal, and no partial write',
    async () => {
      const tally = new Tally();
      const targets: WidgetTargets = {
        ...world.targets,
        productId: world.productId,
        inactiveProductId: world.inactiveProductId,
        uploadUrls: [],
        serverUrl: world.h.server.url,
      };
      const urlOf = (request: WidgetCase) => {
        if (request.route === 'upload' && request.uploadUrl) return request.uploadUrl;
        const query = new URLSearchParams();
        if (request.key !== null) query.set('key', request.key);
        if (request.product !== null) query.set('product', request.product);
        return `${world.h.server.url}/widget/v1/${request.route}?${query}`;
      };
      await fc.assert(
        fc.asyncProperty(widgetCase(targets, widgetSchemas()), async (request) => {
          const headers: Record<string, string> = {};
          if (request.contentType !== null) headers['content-type'] = request.contentType;
          if (request.idempotencyKey !== null) headers['idempotency-key'] = request.idempotencyKey;
          const answer = await send(urlOf(request), {
            method: request.method,
            headers,
            body: request.method === 'GET' || request.method === 'HEAD' ? undefined : bodyOf(request.body),
          });
          const verdict = judgeWidget(answer, request.method);
          tally.add(`${request.route} ${verdict.code ?? answer.status}`);
          if (answer.status === 201 && request.route === 'uploads') {
            const ticket = JSON.parse(answer.text) as { uploadUrl: string; fileKey: string };
            remember(targets.uploadUrls, ticket.uploadUrl);
            remember(targets.fileKeys, ticket.fileKey);
          }
          if (answer.status === 201 && request.route === 'submissions') {
            remember(targets.ids.submission, (JSON.parse(answer.text) as { id: string }).id);
          }
          await settle(answer, verdict.failed, verdict.problems);
        }),
        parameters(runsOf(SHARES.widget)),
      );
      console.info(`[fuzz ${kind}] widget: ${tally.cases} cases: ${tally}`);
      expect(tally.count('submissions 201')).toBeGreaterThan(0);
    },
    timeoutOf(runsOf(SHARES.widget)),
  );
});
