import { randomBytes } from 'node:crypto';
import { createTestUser } from '@hearback/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../src/graphql/limits';
import { uniqueEmail } from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';

/** Counting windows are one minute long: a burst that straddles two would be counted twice. */
async function awayFromWindowEdge(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** A documentation address (RFC 5737) no other request of the run used: counters start at 0. */
let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `203.0.${113 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

describe.each(databaseKinds())('GraphQL limits, CSRF and introspection on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h?.stop());

  const ask = (query: string) => graphql(h.server.url, query);
  const refusal = async (query: string) => {
    const answer = await ask(query);
    expect(answer.data ?? null).toBeNull();
    return failure(answer);
  };

  it('refuses a query nested past the depth limit, and answers one at the limit', async () => {
    // Inline fragments count as levels, so any depth can be built from `__typename`.
    const nested = (levels: number) =>
      `{ ${'... on Query { '.repeat(levels)}__typename${' }'.repeat(levels)} }`;
    expect(ok(await ask(nested(GRAPHQL_LIMITS.depth - 1)))).toBeTruthy();
    expect(await refusal(nested(GRAPHQL_LIMITS.depth))).toMatchObject({
      message: `This request is nested too deeply: ${GRAPHQL_LIMITS.depth + 1} levels, at most ${GRAPHQL_LIMITS.depth} are allowed.`,
      extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'depth', max: GRAPHQL_LIMITS.depth },
    });
  });

  it('refuses a query over the cost limit that no other limit stops', async () => {
    // 10 levels deep, 100 leaves: under the depth, alias and token limits, over the cost.
    const leaves = 'health '.repeat(100);
    const query = `{ ${'... on Query { '.repeat(GRAPHQL_LIMITS.depth - 1)}${leaves}${' }'.repeat(GRAPHQL_LIMITS.depth - 1)} }`;
    const error = await refusal(query);
    expect(error.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'cost',
      max: GRAPHQL_LIMITS.cost,
    });
    expect(error.message).toMatch(
      new RegExp(
        `^This request asks for too much at once \\(cost [\\d.]+, at most ${GRAPHQL_LIMITS.cost}\\)\\. Split it into smaller requests\\.$`,
      ),
    );
  });

  it('refuses too many aliases, directives and tokens', async () => {
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: health`).join(' ')} }`;
    expect(ok(await ask(aliased(GRAPHQL_LIMITS.aliases)))).toBeTruthy();
    expect(await refusal(aliased(GRAPHQL_LIMITS.aliases + 1))).toMatchObject({
      message: `This request uses too many aliases: ${GRAPHQL_LIMITS.aliases + 1}, at most ${GRAPHQL_LIMITS.aliases} are allowed.`,
      extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'aliases' },
    });
    const directives = `{ ${'health @include(if: true) '.repeat(GRAPHQL_LIMITS.directives + 1)}}`;
    expect((await refusal(directives)).extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'directives',
    });
    const long = `{ ${'health '.repeat(GRAPHQL_LIMITS.tokens)}}`;
    expect(await refusal(long)).toMatchObject({
      message: `This request is too long: at most ${GRAPHQL_LIMITS.tokens} tokens are allowed.`,
      extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'tokens' },
    });
  });

  it('refuses requests a browser sends cross-site without the app header (CSRF)', async () => {
    const get = await fetch(`${h.server.url}/graphql?query=${encodeURIComponent('{ health }')}`);
    expect(get.status).toBe(403);
    expect(((await get.json()) as { errors: unknown[] }).errors[0]).toMatchObject({
      message:
        'This request was refused: it must carry the x-hearback-app header the Hearback dashboard sends.',
      extensions: { code: 'CSRF_REFUSED' },
    });
    const form = await fetch(`${h.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { rotateWidgetToken { key } }' }),
    });
    expect(form.status).toBe(403);
    // With the header (what the dashboard's Apollo client sends) the same GET is answered.
    const withHeader = await fetch(`${h.server.url}/graphql?query=${encodeURIComponent('{ health }')}`, {
      headers: { 'x-hearback-app': 'dashboard' },
    });
    expect(withHeader.status).toBe(200);
    expect(await withHeader.json()).toEqual({ data: { health: true } });
  });

  it('answers introspection where it is on (outside production)', async () => {
    const { __schema } = ok(await ask('{ __schema { queryType { name } } }')) as { __schema: unknown };
    expect(__schema).toEqual({ queryType: { name: 'Query' } });
    expect(failure(await ask('{ healt }')).message).toContain('Did you mean "health"?');
  });
});

describe('GraphQL with introspection off (production)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite', { server: { production: true } });
  });
  afterAll(() => h?.stop());

  it('refuses __schema and __type, keeps __typename, and hides field suggestions', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "User") { name } }']) {
      const answer = await graphql(h.server.url, query);
      expect(failure(answer).extensions?.code, query).toBe('INTROSPECTION_DISABLED');
      expect(failure(answer).message).toMatch(/^Introspection is turned off on this server/);
    }
    expect(ok(await graphql(h.server.url, '{ __typename health }'))).toEqual({
      __typename: 'Query',
      health: true,
    });
    expect(failure(await graphql(h.server.url, '{ healt }')).message).not.toMatch(/Did you mean|health"/);
  });
});

describe.each(databaseKinds())('GraphQL rate limits on %s', (kind) => {
  const PER_USER = 5;
  const PER_IP = 7;
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, {
      server: { graphqlRateLimitPerUser: PER_USER, graphqlRateLimitPerIp: PER_IP, trustedProxyHops: 1 },
    });
  });
  afterAll(() => h?.stop());

  /** Each request from its own address (through the trusted proxy), so only the user limit counts. */
  const asUser = (token: string, query: string, address = freshAddress()) =>
    graphql(h.server.url, query, { token, headers: { 'x-forwarded-for': address } });

  const newUser = () =>
    createTestUser(h.emulator, { email: uniqueEmail('limited'), password: 'password-1234', verified: true });

  it(`lets exactly ${PER_USER} of 20 concurrent operations of one user through, from any address`, async () => {
    await awayFromWindowEdge();
    const user = await newUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => asUser(user.idToken, '{ me { id } }')),
    );
    expect(answers.filter((answer) => answer.status === 200 && !answer.errors)).toHaveLength(PER_USER);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(20 - PER_USER);
    const [first] = limited;
    const retryAfter = Number(first!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // A sliding window: the burst still weighs on the next minute.
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(failure(first!)).toEqual({
      message: `Too many requests. Wait ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'} and try again.`,
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: retryAfter },
    });
    // Another person is counted on their own.
    const other = await newUser();
    expect(ok(await asUser(other.idToken, '{ me { id } }'))).toBeTruthy();
  });

  it(`lets exactly ${PER_IP} of 20 concurrent operations from one address through, signed in or not`, async () => {
    await awayFromWindowEdge();
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        graphql(h.server.url, '{ health }', { headers: { 'x-forwarded-for': address } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PER_IP);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(20 - PER_IP);
    for (const answer of limited) expect(failure(answer).extensions?.code).toBe('RATE_LIMITED');
    // An address written by the client left of the proxy's own entry is not believed.
    const spoofed = await graphql(h.server.url, '{ health }', {
      headers: { 'x-forwarded-for': `${freshAddress()}, ${address}` },
    });
    expect(spoofed.status).toBe(429);
  });

  it('counts a token that does not verify against the address only', async () => {
    await awayFromWindowEdge();
    const forged = `${randomBytes(8).toString('hex')}.${randomBytes(8).toString('hex')}.x`;
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: PER_IP + 1 }, () => asUser(forged, '{ health }', address)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PER_IP);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(1);
  });
});
