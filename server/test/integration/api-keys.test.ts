import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { rowsOf } from '../../src/jobs/queue-role';
import { apiKeyContext } from '../../src/services/api-key/api-key-context';
import type { ServiceDependencies } from '../../src/services/context';
import { getProducts } from '../../src/services/product/list-products';
import { listRecordings } from '../../src/services/recording/list-recordings';
import { type Actor, signUpAdmin } from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { attachedMember, createProduct, widgetClient } from '../support/widget-fixtures';

const KEY_FIELDS = 'id name prefix createdBy createdAt lastUsedAt revokedAt';
const CREATE = `mutation ($n: String!) { createApiKey(name: $n) { secret apiKey { ${KEY_FIELDS} } } }`;
const REVOKE = `mutation ($id: ID!) { revokeApiKey(id: $id) { ${KEY_FIELDS} } }`;
const LIST = `{ apiKeys(paging: { limit: 100 }) { ${KEY_FIELDS} } countApiKeys }`;
const PRODUCTS = '{ getProducts(paging: { limit: 100 }) { id name } countProducts }';

interface Key {
  id: string;
  name: string;
  prefix: string;
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

describe.each(databaseKinds())('API keys on %s', (kind) => {
  let h: Harness;
  let admin: Actor;
  let member: Actor;
  let stranger: Actor;
  let organisationId: string;
  let products: string[];
  let strangerProduct: string;
  let widgetKey: string;

  /** A request as an integration makes it: only the key, no dashboard header. */
  const withKey = <T = Record<string, unknown>>(
    key: string,
    query: string,
    variables?: Record<string, unknown>,
  ) => graphql<T>(h.server.url, query, { token: key, variables, headers: { 'x-hearback-app': '' } });

  const storedKey = (id: string, organisation = organisationId) =>
    withScope(h.server.database.db, { organisationId: organisation }, async (tx) => {
      const [row] = await tx
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.organisationId, organisation), eq(apiKeys.id, id)));
      return row!;
    });

  const create = async (name: string, by = admin) =>
    ok(await by.ask<{ createApiKey: { secret: string; apiKey: Key } }>(CREATE, { n: name })).createApiKey;

  beforeAll(async () => {
    h = await startHarness(kind, { server: { widgetRateLimitPerIp: 0, widgetRateLimitPerKey: 0 } });
    const founded = await signUpAdmin(h, 'Keys Ltd');
    admin = founded.admin;
    organisationId = founded.organisation.id;
    widgetKey = founded.organisation.widgetKey;
    products = [await createProduct(admin, 'Shop'), await createProduct(admin, 'Blog')];
    member = await attachedMember(h, admin, organisationId, [products[0]!]);
    await widgetClient(h, founded.organisation.widgetKey, products[0]!).submit({
      messageType: 'ProvideFeedback',
      text: 'Lovely, thank you!',
    });
    const other = await signUpAdmin(h, 'Other Ltd');
    stranger = other.admin;
    strangerProduct = await createProduct(stranger, 'Secret product');
  });

  afterAll(async () => {
    await h?.stop();
  });

  it('shows the key once, stores only its SHA-256, and lists it by name and prefix', async () => {
    const { secret, apiKey } = await create('  Warehouse sync ');
    expect(secret).toMatch(/^hb_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'Warehouse sync',
      prefix: secret.slice(0, 11),
      createdBy: admin.email,
      lastUsedAt: null,
      revokedAt: null,
    });
    const stored = await storedKey(apiKey.id);
    expect(stored.keyHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(11));

    const listed = ok(await member.ask<{ apiKeys: Key[]; countApiKeys: number }>(LIST));
    expect(listed.countApiKeys).toBe(1);
    expect(listed.apiKeys).toEqual([apiKey]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    // Another organisation does not see it.
    expect(ok(await stranger.ask<{ countApiKeys: number }>(LIST)).countApiKeys).toBe(0);
  });

  it("reads every product and recording of the key's organisation, and nothing of another", async () => {
    const { secret } = await create('Reporting');
    const { getProducts, countProducts } = ok(
      await withKey<{ getProducts: { id: string }[]; countProducts: number }>(secret, PRODUCTS),
    );
    // Member-level, yet not limited to attached products: the key belongs to the organisation.
    expect(getProducts.map((product) => product.id).sort()).toEqual([...products].sort());
    expect(countProducts).toBe(2);
    const { countRecordings } = ok(
      await withKey<{ countRecordings: number }>(
        secret,
        'query ($p: ID!) { countRecordings(productId: $p) }',
        {
          p: products[0],
        },
      ),
    );
    expect(countRecordings).toBe(1);

    for (const query of [
      'query ($p: ID!) { countRecordings(productId: $p) }',
      'query ($p: ID!) { productStats(productId: $p) { totalResponses } }',
      'query ($p: ID!) { recordings(productId: $p) { id } }',
    ]) {
      expect(failure(await withKey(secret, query, { p: strangerProduct })).extensions?.code, query).toBe(
        'NOT_FOUND',
      );
    }
  });

  it('reads nothing about people at any depth, nor settings, while a signed-in Member still does', async () => {
    const { secret } = await create('Nosy integration');
    const visitor = `visitor-${Date.now()}@visitor.example.org`;
    await widgetClient(h, widgetKey, products[0]!).submit({
      messageType: 'PhoneCall',
      text: 'Please call me back',
      phoneNumber: '+442071838750',
      contact: { name: 'Grace Hopper', email: visitor, phoneNumber: '+442071838750' },
    });
    const leaks = [
      {
        query: '{ getProducts { id users { email role } } }',
        refused: /^An API key cannot read Product\.users, ProductUser\.email, ProductUser\.role\./,
      },
      {
        query: 'query ($p: ID!) { recordings(productId: $p) { id contact { email phoneNumber } } }',
        refused:
          /^An API key cannot read Recording\.contact, RecordingContact\.email, RecordingContact\.phoneNumber\./,
      },
      {
        query:
          'query ($p: ID!) { productStats(productId: $p) { latestRecordings { phoneNumber } reviewUserCount } }',
        refused: /^An API key cannot read Recording\.phoneNumber, ProductStats\.reviewUserCount\./,
      },
      {
        query: '{ getAllProducts { ...People } } fragment People on Product { users { id } }',
        refused: /^An API key cannot read Product\.users, ProductUser\.id\./,
      },
      {
        query: 'query ($p: ID!) { generalSettings(productId: $p) { name timeZone } }',
        refused: /^An API key cannot read generalSettings, /,
      },
      {
        query: 'query ($p: ID!) { widgetSettings(productId: $p) { collectFields } }',
        refused: /^An API key cannot read widgetSettings, /,
      },
    ];
    for (const { query, refused } of leaks) {
      const answer = await withKey(secret, query, { p: products[0] });
      expect(answer.data ?? null, query).toBeNull();
      expect(failure(answer), query).toMatchObject({
        message: expect.stringMatching(refused),
        extensions: { code: 'FORBIDDEN' },
      });
      const text = JSON.stringify(answer);
      for (const secretOfSomeone of [visitor, '+442071838750', 'Grace Hopper', member.email, admin.email]) {
        expect(text, query).not.toContain(secretOfSomeone);
      }
    }

    // What the visitor said stays readable.
    const { recordings } = ok(
      await withKey<{ recordings: { text: string | null }[] }>(
        secret,
        'query ($p: ID!) { recordings(productId: $p) { id text messageType createdAt } }',
        { p: products[0] },
      ),
    );
    expect(recordings.map((recording) => recording.text)).toContain('Please call me back');

    // The services hand a key no people either, whatever the schema lets through.
    const ctx = apiKeyContext({ db: h.server.database.db } as ServiceDependencies, secret);
    const listed = await listRecordings(ctx, { productId: products[0]! });
    const call = listed.find((recording) => recording.text === 'Please call me back')!;
    expect(call).toMatchObject({
      phoneNumber: null,
      contact: { name: null, email: null, phoneNumber: null, purpose: null },
      contactEmailVerified: false,
    });
    expect((await getProducts(ctx, {})).every((product) => product.users.length === 0)).toBe(true);

    // A signed-in Member of the organisation reads them as before.
    const seen = ok(
      await member.ask<{ recordings: { contact: { email: string | null }; phoneNumber: string | null }[] }>(
        'query ($p: ID!) { recordings(productId: $p) { phoneNumber contact { email } } }',
        { p: products[0] },
      ),
    );
    expect(seen.recordings.map((recording) => recording.contact.email)).toContain(visitor);
    const attached = ok(
      await member.ask<{ getProducts: { users: { email: string }[] }[] }>(
        '{ getProducts { users { email } } }',
      ),
    );
    expect(attached.getProducts.flatMap((product) => product.users.map((user) => user.email))).toContain(
      member.email,
    );
  });

  it('is read-only and sees no people or credentials in the database itself', async () => {
    // A transaction as the services open it for a key, running what a careless service might.
    const keyId = randomUUID();
    const asKey = <T>(work: Parameters<typeof withScope<T>>[2]) =>
      withScope(h.server.database.db, { organisationId, userId: keyId, apiKeyId: keyId }, work);
    const count = (table: string) =>
      asKey(async (tx) => {
        const [row] = rowsOf<{ n: number }>(
          await tx.execute(sql.raw(`select count(*)::int as n from ${table}`)),
        );
        return row!.n;
      });
    for (const table of ['users', 'product_users', 'contacts', 'api_keys', 'widget_identity_secrets']) {
      expect(await count(table), table).toBe(0);
    }
    // The feedback data stays readable.
    expect(await count('products')).toBe(2);
    expect(await count('recordings')).toBeGreaterThan(0);
    // Writes are refused by row-level security: an update finds no row, an insert fails.
    await asKey((tx) =>
      tx.execute(sql`update products set name = 'Renamed' where organisation_id = ${organisationId}`),
    );
    const names = ok(await admin.ask<{ getProducts: { name: string }[] }>(PRODUCTS)).getProducts;
    expect(names.map((product) => product.name).sort()).toEqual(['Blog', 'Shop']);
    await expect(
      asKey((tx) =>
        tx.execute(sql`insert into api_keys (organisation_id, name, key_hash, prefix)
          values (${organisationId}, 'planted', ${'0'.repeat(64)}, 'hb_planted')`),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
    // The same statements as the organisation's own users pass (the policies only bind keys).
    const [seenByAdmin] = await withScope(
      h.server.database.db,
      { organisationId, userId: admin.id },
      async (tx) => rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from users`)),
    );
    expect(seenByAdmin!.n).toBeGreaterThan(0);
  });

  it('refuses mutations and everything beyond the feedback data, running nothing', async () => {
    const { secret } = await create('Too curious');
    const refusedMutation = failure(
      await withKey(secret, 'mutation { createApiKey(name: "escalated") { secret } }'),
    );
    expect(refusedMutation).toMatchObject({
      message: 'An API key can only read. Changes need an Admin signed in to the dashboard.',
      extensions: { code: 'FORBIDDEN' },
    });
    const refusedRead = failure(await withKey(secret, '{ getProducts { id } users { email } me { id } }'));
    expect(refusedRead).toMatchObject({
      message:
        'An API key cannot read users, UserListItem.email, me, User.id. It reads products, recordings and their statistics, nothing about people, credentials or settings.',
      extensions: { code: 'FORBIDDEN' },
    });
    // Fragments cannot smuggle a field past the check.
    const smuggled = failure(
      await withKey(secret, '{ ...Root } fragment Root on Query { getWidgetToken { token } }'),
    );
    expect(smuggled.extensions?.code).toBe('FORBIDDEN');
    const { countApiKeys } = ok(await admin.ask<{ countApiKeys: number }>(LIST));
    expect(countApiKeys).toBe(4);
  });

  it('records the last use at most once a minute', async () => {
    const { secret, apiKey } = await create('Usage');
    expect((await storedKey(apiKey.id)).lastUsedAt).toBeNull();
    ok(await withKey(secret, PRODUCTS));
    const first = (await storedKey(apiKey.id)).lastUsedAt;
    expect(first).not.toBeNull();
    ok(await withKey(secret, PRODUCTS));
    ok(await withKey(secret, PRODUCTS));
    expect((await storedKey(apiKey.id)).lastUsedAt).toEqual(first);

    // A minute later the next request writes again.
    await withScope(h.server.database.db, { organisationId }, (tx) =>
      tx
        .update(apiKeys)
        .set({ lastUsedAt: sql`${apiKeys.lastUsedAt} - interval '61 seconds'` })
        .where(eq(apiKeys.id, apiKey.id)),
    );
    const aged = (await storedKey(apiKey.id)).lastUsedAt!;
    ok(await withKey(secret, PRODUCTS));
    const second = (await storedKey(apiKey.id)).lastUsedAt!;
    expect(second.getTime()).toBeGreaterThan(aged.getTime());
    const listed = ok(await admin.ask<{ apiKeys: Key[] }>(LIST)).apiKeys.find((key) => key.id === apiKey.id)!;
    expect(new Date(listed.lastUsedAt!).getTime()).toBe(second.getTime());
  });

  it('stops a revoked key at once; Members and other organisations cannot revoke', async () => {
    const { secret, apiKey } = await create('Short-lived');
    ok(await withKey(secret, PRODUCTS));

    expect(failure(await member.ask(REVOKE, { id: apiKey.id }))).toMatchObject({
      message: 'Only an Admin can revoke API keys.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(failure(await stranger.ask(REVOKE, { id: apiKey.id })).extensions?.code).toBe('NOT_FOUND');
    expect(failure(await admin.ask(REVOKE, { id: 'not-an-id' })).extensions?.code).toBe('NOT_FOUND');
    ok(await withKey(secret, PRODUCTS));

    const revoked = ok(await admin.ask<{ revokeApiKey: Key }>(REVOKE, { id: apiKey.id })).revokeApiKey;
    expect(revoked.revokedAt).not.toBeNull();
    const refused = await withKey(secret, PRODUCTS);
    expect(refused.status).toBe(401);
    expect(failure(refused)).toMatchObject({
      message: 'This API key is not valid or was revoked. Create a new one in Settings, API.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    // Revoking again changes nothing.
    const again = ok(await admin.ask<{ revokeApiKey: Key }>(REVOKE, { id: apiKey.id })).revokeApiKey;
    expect(again.revokedAt).toBe(revoked.revokedAt);
  });

  it('refuses unknown and malformed keys, creation by a Member, and bad names', async () => {
    for (const key of ['hb_short', `hb_${'A'.repeat(43)}`]) {
      const answer = await withKey(key, PRODUCTS);
      expect(answer.status).toBe(401);
      expect(failure(answer).extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(failure(await member.ask(CREATE, { n: 'Mine' }))).toMatchObject({
      message: 'Only an Admin can create API keys.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(failure(await admin.ask(CREATE, { n: '   ' }))).toMatchObject({
      message: 'Name is required.',
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
    expect(failure(await admin.ask(CREATE, { n: 'k'.repeat(121) }))).toMatchObject({
      message: 'Name must be at most 120 characters.',
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
  });

  it('holds an organisation to 25 working keys', async () => {
    const { countApiKeys } = ok(await admin.ask<{ countApiKeys: number }>(LIST));
    // One key so far was revoked; the rest work.
    for (let working = countApiKeys - 1; working < 25; working += 1) await create(`Bulk ${working}`);
    expect(failure(await admin.ask(CREATE, { n: 'One too many' }))).toMatchObject({
      message: 'An organisation can have at most 25 API keys. Revoke one first.',
      extensions: { code: 'CONFLICT' },
    });
  });
});
