import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUpAdmin, signUpMember } from '../support/actors';
import { failure, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { type Receiver, startReceiver } from '../support/receiver';

const CREATE = `mutation ($input: CreateIntegrationInput!) {
  createIntegration(input: $input) { signingSecret integration { id } } }`;
const UPDATE =
  'mutation ($id: ID!, $input: UpdateIntegrationInput!) { updateIntegration(id: $id, input: $input) { id } }';
const DELETE = 'mutation ($id: ID!) { deleteIntegration(id: $id) }';
const TEST = 'mutation ($id: ID!) { sendIntegrationTest(id: $id) { id } }';
const REPLAY = 'mutation ($id: ID!) { replayIntegrationDelivery(id: $id) { id } }';
const AUDIT = `query ($filter: AuditEventFilter) {
  auditEvents(paging: { limit: 100 }, filter: $filter) {
    action actorEmail targetType targetId targetLabel changes { field from to }
  }
}`;

interface AuditEvent {
  action: string;
  actorEmail: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string | null;
  changes: { field: string; from: string | null; to: string | null }[];
}

describe.each(databaseKinds())('integrations in the audit log on %s', { timeout: 120_000 }, (kind) => {
  let h: Harness;
  let receiver: Receiver;
  let admin: Actor;
  let member: Actor;
  let hook: { id: string; signingSecret: string };

  /** The organisation's audit entries of integrations, oldest first. */
  const integrationEvents = async () =>
    ok(await admin.ask<{ auditEvents: AuditEvent[] }>(AUDIT))
      .auditEvents.filter((event) => event.targetType === 'Integration')
      .reverse();
  const update = (id: string, input: Record<string, unknown>, by = admin) => by.ask(UPDATE, { id, input });

  beforeAll(async () => {
    receiver = await startReceiver();
    h = await startHarness(kind, { server: { jobsWorker: false, integrationsAllowPrivateNetworks: true } });
    const founded = await signUpAdmin(h, 'Audited Hooks Ltd');
    admin = founded.admin;
    member = await signUpMember(h, founded.organisation.id);
  });
  afterAll(async () => {
    await h?.stop();
    await receiver?.stop();
  });

  it('records an integration added, with where it sends but no secret', async () => {
    const created = ok(
      await admin.ask<{ createIntegration: { signingSecret: string; integration: { id: string } } }>(CREATE, {
        input: {
          kind: 'Webhook',
          name: 'Orders hook',
          url: `${receiver.url}/private/path?token=tok-456`,
          events: ['RecordingCreated'],
        },
      }),
    ).createIntegration;
    hook = { id: created.integration.id, signingSecret: created.signingSecret };
    ok(
      await admin.ask(CREATE, {
        input: {
          kind: 'Slack',
          name: 'Team channel',
          url: `${receiver.url}/services/T0/B0/slackcredential`,
          events: ['AttentionRecommended'],
        },
      }),
    );
    const events = await integrationEvents();
    expect(events).toEqual([
      {
        action: 'IntegrationCreated',
        actorEmail: admin.email.toLowerCase(),
        targetType: 'Integration',
        targetId: hook.id,
        targetLabel: 'Orders hook',
        changes: [
          { field: 'kind', from: null, to: 'Webhook' },
          { field: 'url', from: null, to: receiver.url },
          { field: 'events', from: null, to: 'recording.created' },
        ],
      },
      expect.objectContaining({ action: 'IntegrationCreated', targetLabel: 'Team channel' }),
    ]);
    const logged = JSON.stringify(events);
    for (const secret of [hook.signingSecret, 'tok-456', '/private/path', 'slackcredential', 'services']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('records a change of name or events, and turning it off and on, each as its own action', async () => {
    const before = (await integrationEvents()).length;
    ok(
      await update(hook.id, {
        name: 'Orders',
        events: ['RecordingCreated', 'AttentionRecommended'],
        active: true,
      }),
    );
    ok(
      await update(hook.id, {
        name: 'Orders',
        events: ['RecordingCreated', 'AttentionRecommended'],
        active: false,
      }),
    );
    ok(
      await update(hook.id, {
        name: 'Orders',
        events: ['RecordingCreated', 'AttentionRecommended'],
        active: true,
      }),
    );
    // Saving without a change records nothing.
    ok(
      await update(hook.id, {
        name: 'Orders',
        events: ['AttentionRecommended', 'RecordingCreated'],
        active: true,
      }),
    );
    const events = (await integrationEvents()).slice(before);
    expect(events.map(({ action, targetLabel, changes }) => ({ action, targetLabel, changes }))).toEqual([
      {
        action: 'IntegrationUpdated',
        targetLabel: 'Orders',
        changes: [
          { field: 'name', from: 'Orders hook', to: 'Orders' },
          { field: 'events', from: 'recording.created', to: 'recording.created, attention.recommended' },
        ],
      },
      {
        action: 'IntegrationDisabled',
        targetLabel: 'Orders',
        changes: [{ field: 'isActive', from: 'true', to: 'false' }],
      },
      {
        action: 'IntegrationEnabled',
        targetLabel: 'Orders',
        changes: [{ field: 'isActive', from: 'false', to: 'true' }],
      },
    ]);
  });

  it('records a replayed delivery and a deleted integration', async () => {
    const delivery = ok(
      await admin.ask<{ sendIntegrationTest: { id: string } }>(TEST, { id: hook.id }),
    ).sendIntegrationTest;
    await h.server.jobs.drain();
    const replay = ok(
      await admin.ask<{ replayIntegrationDelivery: { id: string } }>(REPLAY, { id: delivery.id }),
    ).replayIntegrationDelivery;
    ok(await admin.ask(DELETE, { id: hook.id }));
    const events = (await integrationEvents()).slice(-2);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'IntegrationDeliveryReplayed',
        targetId: hook.id,
        targetLabel: 'Orders',
        changes: [
          { field: 'event', from: null, to: 'integration.test' },
          { field: 'delivery', from: delivery.id, to: replay.id },
        ],
      }),
      expect.objectContaining({
        action: 'IntegrationDeleted',
        targetId: hook.id,
        targetLabel: 'Orders',
        changes: [{ field: 'kind', from: 'Webhook', to: null }],
      }),
    ]);
    // The filter of the log page finds each action.
    const filtered = ok(
      await admin.ask<{ auditEvents: AuditEvent[] }>(AUDIT, { filter: { action: 'IntegrationDeleted' } }),
    ).auditEvents;
    expect(filtered.map((event) => event.targetId)).toEqual([hook.id]);
  });

  it('records nothing for a Member, who is refused', async () => {
    const before = (await integrationEvents()).length;
    const refused = failure(
      await member.ask(CREATE, {
        input: { kind: 'Webhook', name: 'Sneaky', url: `${receiver.url}/x`, events: ['RecordingCreated'] },
      }),
    );
    expect(refused.extensions?.code).toBe('FORBIDDEN');
    expect(await integrationEvents()).toHaveLength(before);
  });
});
