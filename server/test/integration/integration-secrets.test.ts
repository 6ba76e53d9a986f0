import { randomBytes, randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres, type ThrowawayPostgres } from '@hearback/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ConfigError } from '../../src/config/env';
import { integrations } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { rowsOf } from '../../src/jobs/queue-role';
import { verifyWebhook } from '../../src/services/integration/webhook-signature';
import { type Actor, signUpAdmin } from '../support/actors';
import { graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { type Receiver, startReceiver } from '../support/receiver';

const CREATE = `mutation ($input: CreateIntegrationInput!) {
  createIntegration(input: $input) { signingSecret integration { id url } } }`;
const TEST = 'mutation ($id: ID!) { sendIntegrationTest(id: $id) { id } }';
const LIST = 'query ($kind: IntegrationKind!) { integrations(kind: $kind) { id url } }';

interface Created {
  signingSecret: string | null;
  integration: { id: string; url: string };
}

/** A receiver checks the signature with the secret it was shown once (README, "Receiving webhooks"). */
const signedWith = (request: Receiver['received'][number], secret: string) =>
  verifyWebhook(
    secret,
    String(request.headers['x-hearback-signature']),
    String(request.headers['x-hearback-timestamp']),
    request.body,
  );

// One installation restarted three times on the same data: the embedded default (a key generated
// into DATA_DIR), then a wrong SECRETS_ENCRYPTION_KEY, then the right one set explicitly.
describe.each(databaseKinds())('integration secrets at rest on %s', { timeout: 180_000 }, (kind) => {
  let postgres: ThrowawayPostgres | null = null;
  let dataDir: string;
  let receiver: Receiver;
  let h: Harness | undefined;
  let admin: Actor;
  let organisationId: string;
  let webhook: Created;
  let slack: Created;
  /** A credential an earlier version stored in plain text, written behind the server's back. */
  const legacy = {
    id: randomUUID(),
    url: '',
    signingSecret: `whsec_${randomBytes(32).toString('base64url')}`,
  };

  const start = (secretsEncryptionKey?: string) =>
    startHarness(kind, {
      dataDir,
      databaseUrl: postgres?.url,
      server: { jobsWorker: false, integrationsAllowPrivateNetworks: true, secretsEncryptionKey },
    });
  /** The admin's questions to the running server (its port changes with each start). */
  const ask = <T>(query: string, variables: Record<string, unknown>) =>
    graphql<T>(h!.server.url, query, { token: admin.idToken, variables });
  const storedRows = () =>
    withScope(h!.server.database.db, { organisationId }, async (tx) =>
      rowsOf<Record<string, unknown>>(await tx.execute(sql`select * from integrations`)),
    );

  beforeAll(async () => {
    receiver = await startReceiver();
    legacy.url = `${receiver.url}/legacy`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'hearback-test-secrets-'));
    if (kind === 'postgres') postgres = await createThrowawayPostgres();
    else await cp(inject('pgliteTemplate'), dataDir, { recursive: true });
    h = await start();
    const founded = await signUpAdmin(h, 'Sealed Ltd');
    admin = founded.admin;
    organisationId = founded.organisation.id;
  });
  afterAll(async () => {
    await h?.stop();
    await postgres?.drop();
    await receiver?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores the URLs and the signing secret encrypted, and deliveries still sign correctly', async () => {
    webhook = ok(
      await ask<{ createIntegration: Created }>(CREATE, {
        input: {
          kind: 'Webhook',
          name: 'Hook',
          url: `${receiver.url}/hook?token=tok-123`,
          events: ['RecordingCreated'],
        },
      }),
    ).createIntegration;
    slack = ok(
      await ask<{ createIntegration: Created }>(CREATE, {
        input: {
          kind: 'Slack',
          name: 'Team',
          url: `${receiver.url}/services/T0/B0/slackcredential`,
          events: ['RecordingCreated'],
        },
      }),
    ).createIntegration;

    // The database holds neither the secret nor the URLs, in any column.
    const rows = await storedRows();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.url).toMatch(/^enc:v1:[\w-]+$/);
      expect(row.signing_secret === null || /^enc:v1:[\w-]+$/.test(String(row.signing_secret))).toBe(true);
    }
    const stored = JSON.stringify(rows);
    for (const secret of [webhook.signingSecret!, 'tok-123', 'slackcredential', receiver.url]) {
      expect(stored).not.toContain(secret);
    }
    // The API still answers the webhook's URL, and Slack's masked.
    expect(webhook.integration.url).toBe(`${receiver.url}/hook?token=tok-123`);
    expect(slack.integration.url).not.toContain('slackcredential');

    // The embedded default generated the key once into DATA_DIR.
    expect((await readFile(path.join(dataDir, 'secrets-encryption-key'), 'utf8')).length).toBeGreaterThan(40);

    const before = receiver.received.length;
    ok(await ask(TEST, { id: webhook.integration.id }));
    ok(await ask(TEST, { id: slack.integration.id }));
    await h!.server.jobs.drain();
    const sent = receiver.received.slice(before);
    const hook = sent.find((request) => request.path === '/hook?token=tok-123')!;
    expect(signedWith(hook, webhook.signingSecret!)).toBe(true);
    expect(signedWith(hook, `whsec_${randomBytes(32).toString('base64url')}`)).toBe(false);
    expect(sent.some((request) => request.path === '/services/T0/B0/slackcredential')).toBe(true);
  });

  it('refuses to start with a key that does not open the stored secrets, saying which variable', async () => {
    // What an earlier version left: plain text, to be sealed at the next start.
    await withScope(h!.server.database.db, { organisationId }, (tx) =>
      tx.insert(integrations).values({
        id: legacy.id,
        organisationId,
        kind: 'Webhook',
        name: 'Legacy',
        url: legacy.url,
        signingSecret: legacy.signingSecret,
        events: ['recording.created'],
      }),
    );
    await h!.stop();
    h = undefined;

    const wrongKey = randomBytes(32).toString('base64');
    const refused = await start(wrongKey).then(
      (started) => {
        h = started;
        return null;
      },
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).message).toContain(
      "SECRETS_ENCRYPTION_KEY is not the key this database's integration secrets were encrypted with: they do not decrypt.",
    );
    expect((refused as ConfigError).message).not.toContain(wrongKey);
  });

  it('starts with the right key, sealing what was stored in plain text, which still signs', async () => {
    const key = await readFile(path.join(dataDir, 'secrets-encryption-key'), 'utf8');
    h = await start(key);
    const rows = await storedRows();
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => String(row.url).startsWith('enc:v1:'))).toBe(true);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(legacy.signingSecret);
    expect(stored).not.toContain(legacy.url);

    const listed = ok(await ask<{ integrations: { id: string; url: string }[] }>(LIST, { kind: 'Webhook' }));
    expect(listed.integrations.find((entry) => entry.id === legacy.id)?.url).toBe(legacy.url);
    const before = receiver.received.length;
    ok(await ask(TEST, { id: legacy.id }));
    ok(await ask(TEST, { id: webhook.integration.id }));
    await h.server.jobs.drain();
    const sent = receiver.received.slice(before);
    expect(signedWith(sent.find((request) => request.path === '/legacy')!, legacy.signingSecret)).toBe(true);
    expect(
      signedWith(sent.find((request) => request.path.startsWith('/hook'))!, webhook.signingSecret!),
    ).toBe(true);
  });
});
