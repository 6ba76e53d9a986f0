import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withScope } from '../../src/db/scope';
import { type Actor, signUpAdmin, signUpMember } from '../support/actors';
import { failure, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { type Receiver, startReceiver } from '../support/receiver';
import { createProduct, widgetClient } from '../support/widget-fixtures';

const INTEGRATION = 'id kind name url events active createdBy createdAt';
const DELIVERY =
  'id integrationId event eventId state attempts responseStatus lastError replayOf createdAt lastAttemptAt';
const CREATE = `mutation ($input: CreateIntegrationInput!) {
  createIntegration(input: $input) { signingSecret integration { ${INTEGRATION} } } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateIntegrationInput!) { updateIntegration(id: $id, input: $input) { ${INTEGRATION} } }`;
const DELETE = 'mutation ($id: ID!) { deleteIntegration(id: $id) }';
const TEST = `mutation ($id: ID!) { sendIntegrationTest(id: $id) { ${DELIVERY} } }`;
const REPLAY = `mutation ($id: ID!) { replayIntegrationDelivery(id: $id) { ${DELIVERY} } }`;
const LIST = `query ($kind: IntegrationKind!) { integrations(kind: $kind) { ${INTEGRATION} } countIntegrations(kind: $kind) }`;
const DELIVERIES = `query ($id: ID!) { integrationDeliveries(integrationId: $id, paging: { limit: 100 }) { ${DELIVERY} }
  countIntegrationDeliveries(integrationId: $id) }`;

interface Integration {
  id: string;
  kind: string;
  name: string;
  url: string;
  events: string[];
  active: boolean;
}

interface Delivery {
  id: string;
  integrationId: string;
  event: string;
  eventId: string;
  state: 'Pending' | 'Succeeded' | 'Failed';
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
  replayOf: string | null;
}

/** What a receiver does: recompute the HMAC of `timestamp.body` with the secret shown once. */
function expectSigned(request: Receiver['received'][number], secret: string): void {
  const timestamp = String(request.headers['x-hearback-timestamp']);
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
  expect(request.headers['x-hearback-signature']).toBe(expected);
  expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(600);
}

describe.each(databaseKinds())('integrations on %s', (kind) => {
  let h: Harness;
  let strict: Harness;
  let receiver: Receiver;
  let admin: Actor;
  let member: Actor;
  let stranger: Actor;
  let organisationId: string;
  let strangerOrganisationId: string;
  let widget: ReturnType<typeof widgetClient>;
  let strangerWidget: ReturnType<typeof widgetClient>;

  const create = async (input: Record<string, unknown>, by = admin) =>
    ok(
      await by.ask<{ createIntegration: { signingSecret: string | null; integration: Integration } }>(
        CREATE,
        {
          input,
        },
      ),
    ).createIntegration;

  const deliveries = async (id: string, by = admin) =>
    ok(
      await by.ask<{ integrationDeliveries: Delivery[]; countIntegrationDeliveries: number }>(DELIVERIES, {
        id,
      }),
    );

  const jobsOf = (organisation: string, jobKind: string) =>
    withScope(h.server.database.db, { organisationId: organisation }, async (tx) => {
      const result = await tx.execute(
        sql`select count(*)::int as count from jobs where organisation_id = ${organisation}::uuid and kind = ${jobKind}`,
      );
      return (result as unknown as { rows: { count: number }[] }).rows[0]!.count;
    });

  const makeDue = () =>
    h.server.database.db.execute(sql`update jobs set run_at = now() where state = 'queued'`);

  beforeAll(async () => {
    receiver = await startReceiver();
    h = await startHarness(kind, {
      server: {
        jobsWorker: false,
        integrationsAllowPrivateNetworks: true,
        widgetRateLimitPerIp: 0,
        widgetRateLimitPerKey: 0,
      },
    });
    strict = await startHarness(kind, { server: { jobsWorker: false } });
    const founded = await signUpAdmin(h, 'Hooks Ltd');
    admin = founded.admin;
    organisationId = founded.organisation.id;
    member = await signUpMember(h, organisationId);
    const other = await signUpAdmin(h, 'Elsewhere Ltd');
    stranger = other.admin;
    strangerOrganisationId = other.organisation.id;
    widget = widgetClient(h, founded.organisation.widgetKey, await createProduct(admin, 'Shop'));
    strangerWidget = widgetClient(
      h,
      other.organisation.widgetKey,
      await createProduct(stranger, 'Other shop'),
    );
  });
  afterAll(async () => {
    await h?.stop();
    await strict?.stop();
    await receiver?.stop();
  });

  it('delivers new feedback to a webhook, signed with the secret shown once', async () => {
    const created = await create({
      kind: 'Webhook',
      name: 'Receiver',
      url: `${receiver.url}/hooks/feedback`,
      events: ['RecordingCreated'],
    });
    expect(created.signingSecret).toMatch(/^whsec_[\w-]{43}$/);
    expect(created.integration).toMatchObject({
      kind: 'Webhook',
      active: true,
      events: ['RecordingCreated'],
    });
    const listed = ok(
      await admin.ask<{ integrations: Integration[]; countIntegrations: number }>(LIST, { kind: 'Webhook' }),
    );
    expect(listed.countIntegrations).toBe(1);
    expect(JSON.stringify(listed)).not.toContain(created.signingSecret);

    const before = receiver.received.length;
    const submissionId = await widget.submit({ messageType: 'ProvideFeedback', text: 'Lovely checkout' });
    const recordingId = await withScope(h.server.database.db, { organisationId }, async (tx) => {
      const result = await tx.execute(sql`select id from recordings where idempotency_key = ${submissionId}`);
      return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
    });
    expect(await jobsOf(organisationId, 'integration.recording-created')).toBe(1);
    await h.server.jobs.drain();

    const requests = receiver.received.slice(before);
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/hooks/feedback');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-hearback-event']).toBe('recording.created');
    expectSigned(request, created.signingSecret!);
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      type: 'recording.created',
      organisationId,
      data: { id: recordingId, text: 'Lovely checkout', productName: 'Shop', messageType: 'ProvideFeedback' },
    });
    // A wrong secret does not verify.
    expect(() => expectSigned(request, 'whsec_wrong')).toThrow();

    const log = await deliveries(created.integration.id);
    expect(log.countIntegrationDeliveries).toBe(1);
    expect(log.integrationDeliveries[0]).toMatchObject({
      id: request.headers['x-hearback-delivery'],
      event: 'recording.created',
      eventId: body.id,
      state: 'Succeeded',
      attempts: 1,
      responseStatus: 200,
      lastError: null,
      replayOf: null,
    });
    await admin.ask(DELETE, { id: created.integration.id });
  });

  it('retries after a 500 with back-off, logs each attempt, and replays a delivery', async () => {
    const { integration, signingSecret } = await create({
      kind: 'Webhook',
      name: 'Flaky',
      url: `${receiver.url}/flaky`,
      events: ['RecordingCreated', 'AttentionRecommended'],
    });
    receiver.answers.push({ status: 500, body: 'database down' });
    const before = receiver.received.length;
    const test = ok(
      await admin.ask<{ sendIntegrationTest: Delivery }>(TEST, { id: integration.id }),
    ).sendIntegrationTest;
    expect(test).toMatchObject({ event: 'integration.test', state: 'Pending', attempts: 0 });

    await h.server.jobs.drain();
    let [logged] = (await deliveries(integration.id)).integrationDeliveries;
    expect(logged).toMatchObject({ id: test.id, state: 'Pending', attempts: 1, responseStatus: 500 });
    expect(logged!.lastError).toContain('HTTP 500');
    // The retry waits for its back-off: nothing runs until it is due.
    expect(await h.server.jobs.drain()).toBe(0);
    await makeDue();
    await h.server.jobs.drain();
    [logged] = (await deliveries(integration.id)).integrationDeliveries;
    expect(logged).toMatchObject({
      id: test.id,
      state: 'Succeeded',
      attempts: 2,
      responseStatus: 200,
      lastError: null,
    });
    const attempts = receiver.received.slice(before);
    expect(attempts).toHaveLength(2);
    for (const attempt of attempts) expectSigned(attempt, signingSecret!);
    expect(attempts[0]!.body).toBe(attempts[1]!.body);

    const replay = ok(
      await admin.ask<{ replayIntegrationDelivery: Delivery }>(REPLAY, { id: test.id }),
    ).replayIntegrationDelivery;
    expect(replay).toMatchObject({ replayOf: test.id, eventId: test.eventId, state: 'Pending', attempts: 0 });
    await h.server.jobs.drain();
    const replayed = receiver.received.at(-1)!;
    expect(replayed.headers['x-hearback-delivery']).toBe(replay.id);
    expect(JSON.parse(replayed.body).id).toBe(test.eventId);
    expectSigned(replayed, signingSecret!);
    const log = await deliveries(integration.id);
    expect(log.countIntegrationDeliveries).toBe(2);
    expect(log.integrationDeliveries.map((delivery) => [delivery.id, delivery.state])).toEqual([
      [replay.id, 'Succeeded'],
      [test.id, 'Succeeded'],
    ]);

    // An inactive integration gets no events; a 4xx refusal is final at once.
    ok(
      await admin.ask(UPDATE, {
        id: integration.id,
        input: { name: 'Flaky', events: ['RecordingCreated'], active: false },
      }),
    );
    await widget.submit({ messageType: 'ProvideFeedback', text: 'Not announced' });
    expect((await deliveries(integration.id)).countIntegrationDeliveries).toBe(2);
    receiver.answers.push({ status: 410, body: 'gone' });
    const refused = ok(
      await admin.ask<{ sendIntegrationTest: Delivery }>(TEST, { id: integration.id }),
    ).sendIntegrationTest;
    await h.server.jobs.drain();
    [logged] = (await deliveries(integration.id)).integrationDeliveries;
    expect(logged).toMatchObject({ id: refused.id, state: 'Failed', attempts: 1, responseStatus: 410 });
    await admin.ask(DELETE, { id: integration.id });
  });

  it('posts Slack incoming-webhook messages and keeps the Slack URL secret', async () => {
    const path = '/services/T0000/B0000/slacksecrettoken';
    const { integration, signingSecret } = await create({
      kind: 'Slack',
      name: '#feedback',
      url: `${receiver.url}${path}`,
      events: ['RecordingCreated'],
    });
    expect(signingSecret).toBeNull();
    expect(integration.url).not.toContain('slacksecrettoken');
    const listed = ok(await member.ask<{ integrations: Integration[] }>(LIST, { kind: 'Slack' }));
    expect(JSON.stringify(listed)).not.toContain('slacksecrettoken');

    const before = receiver.received.length;
    await widget.submit({ messageType: 'ProvideFeedback', text: 'Search <is> slow & clunky' });
    await h.server.jobs.drain();
    const [message] = receiver.received.slice(before);
    expect(message!.path).toBe(path);
    expect(message!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(message!.body);
    expect(body.text).toBe('New feedback for Shop');
    expect(body.blocks).toHaveLength(1);
    expect(body.blocks[0].type).toBe('section');
    expect(body.blocks[0].text.type).toBe('mrkdwn');
    expect(body.blocks[0].text.text).toContain('>Search &lt;is&gt; slow &amp; clunky');

    ok(await admin.ask(TEST, { id: integration.id }));
    await h.server.jobs.drain();
    expect(JSON.parse(receiver.received.at(-1)!.body).text).toBe('Hearback test message');

    // Slack's answer to a removed webhook: 404 no_team, final.
    receiver.answers.push({ status: 404, body: 'no_team' });
    const gone = ok(
      await admin.ask<{ sendIntegrationTest: Delivery }>(TEST, { id: integration.id }),
    ).sendIntegrationTest;
    await h.server.jobs.drain();
    const [logged] = (await deliveries(integration.id)).integrationDeliveries;
    expect(logged).toMatchObject({ id: gone.id, state: 'Failed', attempts: 1, responseStatus: 404 });
    expect(logged!.lastError).toContain('no_team');
    await admin.ask(DELETE, { id: integration.id });
  });

  it('refuses loopback, private, link-local and loopback-resolving URLs unless allowed', async () => {
    const strictAdmin = (await signUpAdmin(strict, 'Strict Ltd')).admin;
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:3000/hook',
      'http://[::ffff:127.0.0.1]/hook',
      // IPv4 loopback inside IPv6: compatible, NAT64 local-use and translated forms.
      'http://[::127.0.0.1]/hook',
      'http://[64:ff9b:1::7f00:1]/hook',
      'http://[::ffff:0:7f00:1]/hook',
      'http://localhost:4000/hook',
      'http://192.168.1.10/hook',
    ]) {
      const error = failure(
        await strictAdmin.ask(CREATE, {
          input: { kind: 'Webhook', name: 'Inside', url, events: ['RecordingCreated'] },
        }),
      );
      expect(error.extensions, url).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'input.url',
        reason: 'NON_PUBLIC_ADDRESS',
      });
      expect(error.message).toMatch(/non-public address/);
    }
    const badScheme = failure(
      await strictAdmin.ask(CREATE, {
        input: { kind: 'Webhook', name: 'Files', url: 'file:///etc/passwd', events: ['RecordingCreated'] },
      }),
    );
    expect(badScheme.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_URL' });
    const none = ok(await strictAdmin.ask<{ countIntegrations: number }>(LIST, { kind: 'Webhook' }));
    expect(none.countIntegrations).toBe(0);
  });

  it('lets Members read, only Admins write, and keeps organisations apart', async () => {
    const { integration } = await create({
      kind: 'Webhook',
      name: 'Private',
      url: `${receiver.url}/private/hooksecretpath?token=hooksecrettoken`,
      events: ['RecordingCreated'],
    });
    const test = ok(
      await admin.ask<{ sendIntegrationTest: Delivery }>(TEST, { id: integration.id }),
    ).sendIntegrationTest;
    await h.server.jobs.drain();

    // A Member reads the list and the log, and may change nothing.
    const seen = ok(await member.ask<{ integrations: Integration[] }>(LIST, { kind: 'Webhook' }));
    expect(seen.integrations.map((row) => row.id)).toContain(integration.id);
    // The Admin who manages it sees the whole URL; a Member only where it goes, never its token.
    expect(integration.url).toBe(`${receiver.url}/private/hooksecretpath?token=hooksecrettoken`);
    expect(seen.integrations.find((row) => row.id === integration.id)?.url).toBe(`${receiver.url}/…`);
    expect(JSON.stringify(seen)).not.toMatch(/hooksecret/);
    const adminList = ok(await admin.ask<{ integrations: Integration[] }>(LIST, { kind: 'Webhook' }));
    expect(adminList.integrations.find((row) => row.id === integration.id)?.url).toBe(integration.url);
    expect((await deliveries(integration.id, member)).countIntegrationDeliveries).toBe(1);
    const input = { kind: 'Webhook', name: 'Mine', url: `${receiver.url}/m`, events: ['RecordingCreated'] };
    for (const [query, variables] of [
      [CREATE, { input }],
      [UPDATE, { id: integration.id, input: { name: 'x', events: ['RecordingCreated'], active: true } }],
      [DELETE, { id: integration.id }],
      [TEST, { id: integration.id }],
      [REPLAY, { id: test.id }],
    ] as const) {
      expect(failure(await member.ask(query, variables)).extensions?.code, query).toBe('FORBIDDEN');
    }

    // Another organisation's Admin sees none of it and reaches none of it.
    const theirs = ok(
      await stranger.ask<{ integrations: Integration[]; countIntegrations: number }>(LIST, {
        kind: 'Webhook',
      }),
    );
    expect(theirs).toEqual({ integrations: [], countIntegrations: 0 });
    for (const [query, variables] of [
      [DELIVERIES, { id: integration.id }],
      [UPDATE, { id: integration.id, input: { name: 'x', events: ['RecordingCreated'], active: true } }],
      [DELETE, { id: integration.id }],
      [TEST, { id: integration.id }],
      [REPLAY, { id: test.id }],
    ] as const) {
      expect(failure(await stranger.ask(query, variables)).extensions?.code, query).toBe('NOT_FOUND');
    }
    // Row-level security: scoped to the other organisation, the rows do not exist.
    const visible = await withScope(
      h.server.database.db,
      { organisationId: strangerOrganisationId },
      async (tx) => {
        const result = await tx.execute(
          sql`select (select count(*) from integrations)::int as integrations, (select count(*) from integration_deliveries)::int as deliveries`,
        );
        return (result as unknown as { rows: { integrations: number; deliveries: number }[] }).rows[0];
      },
    );
    expect(visible).toEqual({ integrations: 0, deliveries: 0 });

    // Without an integration a submission queues no announcement.
    await strangerWidget.submit({ messageType: 'ProvideFeedback', text: 'Quiet' });
    expect(await jobsOf(strangerOrganisationId, 'integration.recording-created')).toBe(0);

    expect(
      ok(await admin.ask<{ deleteIntegration: string }>(DELETE, { id: integration.id })).deleteIntegration,
    ).toBe(integration.id);
    expect(failure(await admin.ask(DELIVERIES, { id: integration.id })).extensions?.code).toBe('NOT_FOUND');
  });
});
