import { randomUUID } from 'node:crypto';
import { createThrowawayPostgres, type ThrowawayPostgres } from '@hearback/testkit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GRAPHQL_BODY_MAX_BYTES } from '../../src/graphql/body-limit';
import { HSTS_POLICY } from '../../src/http/security-headers';
import { createSlidingWindowCounter } from '../../src/services/rate-limit/sliding-window';
import { type Actor, signUp, signUpAdmin } from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { createProduct } from '../support/widget-fixtures';

describe('Strict-Transport-Security', () => {
  const started: Harness[] = [];
  const serverWith = async (production: boolean, trustedProxyHops: number) => {
    const h = await startHarness('pglite', { server: { production, trustedProxyHops } });
    started.push(h);
    return h;
  };
  afterAll(() => Promise.all(started.map((h) => h.stop())));

  const hsts = async (h: Harness, path: string, forwardedProto?: string) => {
    const response = await fetch(`${h.server.url}${path}`, {
      headers: forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {},
    });
    await response.arrayBuffer();
    return response.headers.get('strict-transport-security');
  };

  it('is sent in production on every answer to a request that reached the trusted proxy over TLS', async () => {
    const h = await serverWith(true, 1);
    for (const path of ['/healthz', '/graphql?query=%7Bhealth%7D', '/config.json', '/no/such/path'])
      expect(await hsts(h, path, 'https'), path).toBe(HSTS_POLICY);
    expect(HSTS_POLICY).toBe('max-age=31536000');
    // Over plain HTTP it would bind nobody, and could lock out a server reachable only that way.
    expect(await hsts(h, '/healthz', 'http')).toBeNull();
    expect(await hsts(h, '/healthz')).toBeNull();
  });

  it('is never sent on the word of a client no trusted proxy vouches for, nor outside production', async () => {
    expect(await hsts(await serverWith(true, 0), '/healthz', 'https')).toBeNull();
    expect(await hsts(await serverWith(false, 1), '/healthz', 'https')).toBeNull();
  });
});

describe.each(databaseKinds())('GraphQL request bodies on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h?.stop());

  /** `{ health }` with an unused variable padding the JSON body to exactly `bytes`. */
  const bodyOf = (bytes: number) => {
    const empty = JSON.stringify({ query: '{ health }', variables: { padding: '' } });
    return JSON.stringify({ query: '{ health }', variables: { padding: 'x'.repeat(bytes - empty.length) } });
  };
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${h.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hearback-app': 'dashboard', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);
  const TOO_LARGE = {
    message: 'This request is larger than the 1 MB the API accepts. Send less at once.',
    extensions: { code: 'TOO_LARGE', maxBytes: GRAPHQL_BODY_MAX_BYTES },
  };

  it('answers a body of exactly the limit', async () => {
    expect(GRAPHQL_BODY_MAX_BYTES).toBe(1024 * 1024);
    const response = await post(bodyOf(GRAPHQL_BODY_MAX_BYTES));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { health: true } });
  });

  it('refuses a longer body with 413 and a sentence, before reading it', async () => {
    for (const bytes of [GRAPHQL_BODY_MAX_BYTES + 1, 5 * 1024 * 1024]) {
      const response = await post(bodyOf(bytes));
      expect(response.status, String(bytes)).toBe(413);
      expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([TOO_LARGE]);
    }
  });

  it('refuses a chunked body without a length once it outgrows the limit', async () => {
    const body = new TextEncoder().encode(bodyOf(2 * GRAPHQL_BODY_MAX_BYTES));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= body.length) return controller.close();
        controller.enqueue(body.subarray(sent, sent + 64 * 1024));
        sent += 64 * 1024;
      },
    });
    const response = await post(stream);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([TOO_LARGE]);
  });
});

describe.each(databaseKinds())('names on %s', (kind) => {
  let h: Harness;
  let admin: Actor;
  let organisationId: string;
  let productId: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    const founded = await signUpAdmin(h, 'Line Breakers');
    admin = founded.admin;
    organisationId = founded.organisation.id;
    productId = await createProduct(admin, 'Shop');
  });
  afterAll(() => h?.stop());

  const FORGED = 'Acme\r\nBcc: everyone@example.com';
  const refusedAs = async (label: string, answer: ReturnType<Actor['ask']>) => {
    const error = failure(await answer);
    expect(error.message, label).toBe(
      `${label} must be one line of text, without line breaks or control characters.`,
    );
    expect(error.extensions?.code, label).toBe('BAD_USER_INPUT');
  };

  it('refuses a line break or another control character in every name people type, changing nothing', async () => {
    const ask = (query: string, variables: Record<string, unknown>) => admin.ask(query, variables);
    const founder = await signUp(h, { prefix: 'founder' });
    for (const name of [
      FORGED,
      'Acme\nLtd',
      'Acme\rLtd',
      'Acme\u2028Ltd',
      'Acme\u0000Ltd',
      'Acme\u001bLtd',
    ]) {
      await refusedAs(
        'Name',
        founder.ask(
          'mutation ($o: CreateOrganizationInput!) { createOneOrganization(organization: $o) { id } }',
          {
            o: { name },
          },
        ),
      );
      await refusedAs(
        'Name',
        ask(
          'mutation ($id: ID!, $u: UpdateOrganizationInput!) { updateOneOrganization(id: $id, update: $u) { id } }',
          {
            id: organisationId,
            u: { name },
          },
        ),
      );
    }
    const cases: [string, string, Record<string, unknown>][] = [
      [
        'Name',
        'mutation ($id: ID!, $u: UpdateProductInput!) { updateOneProduct(id: $id, update: $u) { id } }',
        { id: productId, u: { name: FORGED } },
      ],
      [
        'Name',
        'mutation ($p: ID!, $u: UpdateGeneralSettingsInput!) { updateGeneralSettings(productId: $p, update: $u) { name } }',
        { p: productId, u: { name: FORGED } },
      ],
      [
        'Name',
        'mutation ($p: ID!, $i: CreateSegmentInput!) { createSegment(productId: $p, input: $i) { id } }',
        { p: productId, i: { name: FORGED, kind: 'Static' } },
      ],
      [
        'Name',
        'mutation ($p: ID!, $i: CreateCampaignInput!) { createCampaign(productId: $p, input: $i) { id } }',
        {
          p: productId,
          i: { name: FORGED, source: 'Link', purpose: 'ProvideFeedback', message: 'Tell us.' },
        },
      ],
      ['Name', 'mutation ($n: String!) { createApiKey(name: $n) { secret } }', { n: FORGED }],
      [
        'Name',
        'mutation ($i: CreateIntegrationInput!) { createIntegration(input: $i) { signingSecret } }',
        {
          i: {
            kind: 'Webhook',
            name: FORGED,
            url: 'https://hooks.example.com/x',
            events: ['RecordingCreated'],
          },
        },
      ],
      [
        'Name',
        'mutation ($p: ID!, $i: ContactInput!) { createContact(productId: $p, input: $i) { id } }',
        { p: productId, i: { email: 'ada@example.com', name: FORGED } },
      ],
      [
        'The title',
        'mutation ($s: String!, $i: EventPageInput!) { updateEventPage(slug: $s, input: $i) { slug } }',
        { s: 'techxpo1', i: { title: FORGED, productId, questions: [], isActive: false } },
      ],
      [
        'First name',
        'mutation ($u: UpdateMeInput!) { updateMe(update: $u) { firstName } }',
        { u: { firstName: FORGED } },
      ],
      [
        'Last name',
        'mutation ($u: UpdateMeInput!) { updateMe(update: $u) { lastName } }',
        { u: { lastName: 'Lovelace\nByron' } },
      ],
    ];
    for (const [label, query, variables] of cases) await refusedAs(label, ask(query, variables));

    const { organizationsQuery, getProducts, me } = ok(
      await admin.ask<{
        organizationsQuery: { name: string };
        getProducts: { name: string }[];
        me: { firstName: string | null; lastName: string | null };
      }>(
        '{ organizationsQuery { name } getProducts(paging: { limit: 10 }) { name } me { firstName lastName } }',
      ),
    );
    expect(organizationsQuery.name).toBe('Line Breakers');
    expect(ok(await founder.ask<{ organizationsQuery: null }>('{ organizationsQuery { id } }'))).toEqual({
      organizationsQuery: null,
    });
    expect(getProducts.map((product) => product.name)).toEqual(['Shop']);
    expect(me).toEqual({ firstName: null, lastName: null });
  });

  it('still takes every other character of the world’s names', async () => {
    const name = 'Zoë & Søn — Café «Ōsaka» 東京 👩🏽‍💻 O’Brien';
    const { updateOneOrganization } = ok(
      await admin.ask<{ updateOneOrganization: { name: string } }>(
        'mutation ($id: ID!, $u: UpdateOrganizationInput!) { updateOneOrganization(id: $id, update: $u) { name } }',
        { id: organisationId, u: { name } },
      ),
    );
    expect(updateOneOrganization.name).toBe(name);
    // Spaces around a name are trimmed, as before: a trailing line break is not part of it.
    const { updateMe } = ok(
      await admin.ask<{ updateMe: { firstName: string } }>(
        'mutation ($u: UpdateMeInput!) { updateMe(update: $u) { firstName } }',
        { u: { firstName: ' Ada\n' } },
      ),
    );
    expect(updateMe.firstName).toBe('Ada');
  });
});

describe.each(databaseKinds())('sliding rate-limit windows on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h?.stop());

  const MINUTE = 60_000;
  /** A minute boundary far from now, so no other counter of the run shares its rows. */
  const edge = () => (Math.floor(Date.now() / MINUTE) + 1000 + Math.floor(Math.random() * 100_000)) * MINUTE;

  it('gives no second allowance right after the edge of a window', async () => {
    const at = edge();
    let now = at - 1_000;
    const counter = createSlidingWindowCounter(h.server.database.db, MINUTE, () => now);
    const bucket = [{ bucket: `test-sliding:${randomUUID()}`, limit: 10 }];
    for (let hit = 0; hit < 10; hit += 1) expect((await counter.hit(bucket)).allowed).toBe(true);
    expect(await counter.hit(bucket)).toMatchObject({ allowed: false });

    // A second later the fixed window is new, but the last minute still holds the 11 hits.
    now = at + 1_000;
    expect(await counter.hit(bucket)).toEqual({
      allowed: false,
      bucket: bucket[0]!.bucket,
      // This window holds the refused hit, the previous one 11, fading as the window goes on:
      // a 2nd hit fits once 2 + 11 × (1 − t/60 s) ≤ 10, at t ≈ 16.4 s, some 15.4 s from now.
      retryAfterSeconds: 16,
    });
    // Half a minute on, half of the previous window's 11 hits weigh (5.5), with the 1 of this
    // window: 3 more fit.
    now = at + 30_000;
    const halfway = [];
    for (let hit = 0; hit < 4; hit += 1) halfway.push((await counter.hit(bucket)).allowed);
    expect(halfway).toEqual([true, true, true, false]);
    // Two windows later nothing of it weighs any more.
    now = at + 2 * MINUTE;
    for (let hit = 0; hit < 10; hit += 1) expect((await counter.hit(bucket)).allowed).toBe(true);
    await counter.close();
  });

  it('keeps the previous window through the sweep of another limiter', async () => {
    const at = edge();
    let now = at - 1_000;
    const counter = createSlidingWindowCounter(h.server.database.db, MINUTE, () => now);
    const bucket = [{ bucket: `test-sliding:${randomUUID()}`, limit: 5 }];
    for (let hit = 0; hit < 5; hit += 1) await counter.hit(bucket);
    now = at + 1_000;
    // Another limiter (or another server) sweeps what has ended by now.
    const sweeper = createSlidingWindowCounter(h.server.database.db, MINUTE, () => at + 2_000);
    await sweeper.hit([{ bucket: `test-sweeper:${randomUUID()}`, limit: 1 }]);
    await sweeper.close();
    expect((await counter.hit(bucket)).allowed).toBe(false);
    await counter.close();
  });
});

describe.runIf(inject('postgresAvailable'))('rate limits of servers sharing one PostgreSQL', () => {
  const PER_IP = 6;
  let postgres: ThrowawayPostgres;
  let servers: Harness[] = [];
  beforeAll(async () => {
    postgres = (await createThrowawayPostgres())!;
    const config = { graphqlRateLimitPerIp: PER_IP, trustedProxyHops: 1 };
    // One after the other: the first migrates the database.
    servers = [await startHarness('postgres', { databaseUrl: postgres.url, server: config })];
    servers.push(await startHarness('postgres', { databaseUrl: postgres.url, server: config }));
  });
  afterAll(async () => {
    await Promise.all(servers.map((h) => h.stop()));
    await postgres?.drop();
  });

  it(`lets exactly ${PER_IP} of 20 concurrent operations from one address through, whichever server answers`, async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        graphql(servers[index % 2]!.server.url, '{ health }', { headers: { 'x-forwarded-for': address } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PER_IP);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - PER_IP);
  });
});
