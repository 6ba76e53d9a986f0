import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../../db/database';
import { integrationDeliveries, integrations, users } from '../../db/schema';
import { apiError, conflict, notFound } from '../../errors/app-errors';
import type {
  CreatedIntegration,
  CreateIntegrationInput,
  Integration,
  IntegrationDelivery,
  IntegrationEvent,
  IntegrationKind,
  OffsetPaging,
  UpdateIntegrationInput,
} from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import { enqueue } from '../../jobs/enqueue';
import { rowsOf } from '../../jobs/queue-role';
import { adminOf, inOrganisation, type Member, memberOf } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { ServiceContext } from '../context';
import { isUuid, requiredText, URL_MAX } from '../validation/fields';
import { nameText } from '../validation/names';
import { parsePaging } from '../validation/paging';
import { parseInput } from '../validation/parse-input';
import { deliverIntegrationEvent } from './deliver-job';
import { deliveryJobKey, emitIntegrationEvent } from './emit-integration-event';
import { type IntegrationEventType, TEST_EVENT_TYPE } from './integration-events';
import { openIntegrationSecrets, sealIntegrationSecrets } from './integration-secrets';
import { assertOutboundAllowed, type OutboundPolicy, OutboundRefused } from './outbound-http';
import { newSigningSecret } from './webhook-signature';

/** Enough for every channel and receiver an organisation runs, few enough to review. */
export const MAX_INTEGRATIONS = 20;

const INTEGRATION_NOT_FOUND = 'Integration not found.';
const DELIVERY_NOT_FOUND = 'Delivery not found.';

const WIRE_NAMES: Record<IntegrationEvent, IntegrationEventType> = {
  RecordingCreated: 'recording.created',
  AttentionRecommended: 'attention.recommended',
};
const GRAPHQL_NAMES = Object.fromEntries(
  Object.entries(WIRE_NAMES).map(([name, wire]) => [wire, name]),
) as Record<string, IntegrationEvent>;

const eventsSchema = z
  .array(z.enum(['RecordingCreated', 'AttentionRecommended']))
  .min(1, { error: 'Choose at least one event.' })
  .transform((events) => [...new Set(events)].map((event) => WIRE_NAMES[event]));

const createSchema = z.object({
  kind: z.enum(['Slack', 'Webhook']),
  name: nameText(),
  url: requiredText('URL', URL_MAX),
  events: eventsSchema,
});

const updateSchema = z.object({
  name: nameText(),
  events: eventsSchema,
  active: z.boolean(),
});

const outboundPolicy = (ctx: ServiceContext): OutboundPolicy => ({
  allowPrivateNetworks: ctx.integrationsAllowPrivateNetworks === true,
});

/** A refused URL: BAD_USER_INPUT on input.url, with `reason` saying why. */
async function checkedUrl(ctx: ServiceContext, url: string): Promise<string> {
  try {
    return (await assertOutboundAllowed(url, outboundPolicy(ctx))).toString();
  } catch (error) {
    if (!(error instanceof OutboundRefused)) throw error;
    throw apiError(error.text, { code: 'BAD_USER_INPUT', field: 'input.url', reason: error.code });
  }
}

/**
 * What a caller is shown of an integration's URL. A Slack URL is a credential: its host and the
 * first characters of its path, for everyone. A webhook's path or query often carries the
 * receiver's token: Admins, who manage the integration, see it whole; Members see its origin.
 */
export function shownUrl(kind: IntegrationKind, url: string, role: Member['role']): string {
  try {
    const parsed = new URL(url);
    if (kind === 'Slack') return `${parsed.protocol}//${parsed.host}${parsed.pathname.slice(0, 12)}…`;
    if (role === 'Admin') return url;
    const hidden = parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '';
    return hidden ? `${parsed.origin}/…` : parsed.origin;
  } catch {
    return '…';
  }
}

const columns = {
  id: integrations.id,
  kind: integrations.kind,
  name: integrations.name,
  url: integrations.url,
  events: integrations.events,
  active: integrations.isActive,
  createdBy: users.email,
  createdAt: integrations.createdAt,
};

type IntegrationRow = Omit<Integration, 'events'> & { events: string[] };

const graphqlEvents = (events: string[]): IntegrationEvent[] =>
  events.map((event) => GRAPHQL_NAMES[event]).filter((event) => event !== undefined);

/** The stored URL is sealed (integration-secrets.ts): opened here, then shown as the role may see it. */
const toIntegration = (ctx: ServiceContext, row: IntegrationRow, viewer: Member): Integration => ({
  ...row,
  url: shownUrl(
    row.kind,
    openIntegrationSecrets(ctx.secrets, row.id, { url: row.url, signingSecret: null }).url,
    viewer.role,
  ),
  events: graphqlEvents(row.events),
});

/**
 * What the audit log keeps of a URL: its origin. A Slack URL's path is the credential, and a
 * webhook's path or query may carry a token; the host is what tells where the data goes.
 */
function auditedUrl(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '…';
  }
}

const selectIntegrations = (tx: Transaction) =>
  tx
    .select(columns)
    .from(integrations)
    .leftJoin(
      users,
      and(eq(users.id, integrations.createdBy), eq(users.organisationId, integrations.organisationId)),
    );

async function findIntegration(
  ctx: ServiceContext,
  tx: Transaction,
  viewer: Member,
  id: string,
): Promise<Integration> {
  if (!isUuid(id)) throw notFound(INTEGRATION_NOT_FOUND);
  const [row] = await selectIntegrations(tx).where(
    and(eq(integrations.organisationId, viewer.organisationId), eq(integrations.id, id)),
  );
  if (!row) throw notFound(INTEGRATION_NOT_FOUND);
  return toIntegration(ctx, row, viewer);
}

/** Every member may see which integrations exist, newest first; never a secret (see shownUrl). */
export async function listIntegrations(
  ctx: ServiceContext,
  kind: IntegrationKind,
  paging: OffsetPaging | null | undefined,
): Promise<Integration[]> {
  const member = await memberOf(ctx);
  const page = parsePaging(paging);
  const rows = await inOrganisation(ctx.db, member, (tx) =>
    selectIntegrations(tx)
      .where(and(eq(integrations.organisationId, member.organisationId), eq(integrations.kind, kind)))
      .orderBy(desc(integrations.createdAt), desc(integrations.id))
      .limit(page.limit)
      .offset(page.offset),
  );
  return rows.map((row) => toIntegration(ctx, row, member));
}

export async function countIntegrations(ctx: ServiceContext, kind: IntegrationKind): Promise<number> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, async (tx) => {
    const [row] = await tx
      .select({ count: count() })
      .from(integrations)
      .where(and(eq(integrations.organisationId, member.organisationId), eq(integrations.kind, kind)));
    return row?.count ?? 0;
  });
}

/**
 * Admins only. A webhook's signing secret is in this answer and never again; the URL and secret
 * are stored sealed. The audit entry names the URL's origin only.
 */
export async function createIntegration(
  ctx: ServiceContext,
  input: CreateIntegrationInput,
): Promise<CreatedIntegration> {
  const admin = await adminOf(ctx, 'add integrations');
  const values = parseInput(createSchema, input, 'input');
  const url = await checkedUrl(ctx, values.url);
  const signingSecret = values.kind === 'Webhook' ? newSigningSecret() : null;
  const integration = await inOrganisation(ctx.db, admin, async (tx) => {
    const [existing] = await tx
      .select({ count: count() })
      .from(integrations)
      .where(eq(integrations.organisationId, admin.organisationId));
    if ((existing?.count ?? 0) >= MAX_INTEGRATIONS) {
      throw conflict(
        message('An organisation can have at most {{max}} integrations. Delete one first.', {
          max: MAX_INTEGRATIONS,
        }),
      );
    }
    // The id is chosen here: each sealed value is bound to its row.
    const id = randomUUID();
    await tx.insert(integrations).values({
      id,
      organisationId: admin.organisationId,
      kind: values.kind,
      name: values.name,
      ...sealIntegrationSecrets(ctx.secrets, id, { url, signingSecret }),
      events: values.events,
      createdBy: admin.userId,
    });
    await recordAuditEvent(tx, admin, {
      action: 'IntegrationCreated',
      targetType: 'Integration',
      targetId: id,
      targetLabel: values.name,
      changes: [
        { field: 'kind', from: null, to: values.kind },
        { field: 'url', from: null, to: auditedUrl(url) },
        { field: 'events', from: null, to: values.events.join(', ') },
      ],
    });
    return findIntegration(ctx, tx, admin, id);
  });
  return { integration, signingSecret };
}

/**
 * Admins only. A change of name or events is IntegrationUpdated in the audit log, a change of
 * `active` IntegrationEnabled / IntegrationDisabled; a call that changes nothing records nothing.
 */
export async function updateIntegration(
  ctx: ServiceContext,
  id: string,
  input: UpdateIntegrationInput,
): Promise<Integration> {
  const admin = await adminOf(ctx, 'change integrations');
  const values = parseInput(updateSchema, input, 'input');
  if (!isUuid(id)) throw notFound(INTEGRATION_NOT_FOUND);
  return inOrganisation(ctx.db, admin, async (tx) => {
    const where = and(eq(integrations.organisationId, admin.organisationId), eq(integrations.id, id));
    const [before] = await tx
      .select({ name: integrations.name, events: integrations.events, active: integrations.isActive })
      .from(integrations)
      .where(where)
      .for('update');
    if (!before) throw notFound(INTEGRATION_NOT_FOUND);
    await tx
      .update(integrations)
      .set({ name: values.name, events: values.events, isActive: values.active, updatedAt: new Date() })
      .where(where);
    const sameEvents = [...before.events].sort().join() === [...values.events].sort().join();
    const changes = [
      ...(before.name === values.name ? [] : [{ field: 'name', from: before.name, to: values.name }]),
      // A set: the order they were ticked in is no change.
      ...(sameEvents
        ? []
        : [{ field: 'events', from: before.events.join(', '), to: values.events.join(', ') }]),
    ];
    if (changes.length > 0) {
      await recordAuditEvent(tx, admin, {
        action: 'IntegrationUpdated',
        targetType: 'Integration',
        targetId: id,
        targetLabel: values.name,
        changes,
      });
    }
    if (before.active !== values.active) {
      await recordAuditEvent(tx, admin, {
        action: values.active ? 'IntegrationEnabled' : 'IntegrationDisabled',
        targetType: 'Integration',
        targetId: id,
        targetLabel: values.name,
        changes: [{ field: 'isActive', from: String(before.active), to: String(values.active) }],
      });
    }
    return findIntegration(ctx, tx, admin, id);
  });
}

/** Admins only; the deliveries go with it (their pending jobs find nothing and end). */
export async function deleteIntegration(ctx: ServiceContext, id: string): Promise<string> {
  const admin = await adminOf(ctx, 'delete integrations');
  if (!isUuid(id)) throw notFound(INTEGRATION_NOT_FOUND);
  return inOrganisation(ctx.db, admin, async (tx) => {
    const [deleted] = await tx
      .delete(integrations)
      .where(and(eq(integrations.organisationId, admin.organisationId), eq(integrations.id, id)))
      .returning({ name: integrations.name, kind: integrations.kind });
    if (!deleted) throw notFound(INTEGRATION_NOT_FOUND);
    await recordAuditEvent(tx, admin, {
      action: 'IntegrationDeleted',
      targetType: 'Integration',
      targetId: id,
      targetLabel: deleted.name,
      changes: [{ field: 'kind', from: deleted.kind, to: null }],
    });
    return id;
  });
}

const deliveryColumns = {
  id: integrationDeliveries.id,
  integrationId: integrationDeliveries.integrationId,
  event: integrationDeliveries.eventType,
  eventId: integrationDeliveries.eventId,
  state: integrationDeliveries.state,
  attempts: integrationDeliveries.attempts,
  responseStatus: integrationDeliveries.responseStatus,
  lastError: integrationDeliveries.lastError,
  replayOf: integrationDeliveries.replayOf,
  createdAt: integrationDeliveries.createdAt,
  lastAttemptAt: integrationDeliveries.lastAttemptAt,
};

async function findDelivery(
  tx: Transaction,
  organisationId: string,
  id: string,
): Promise<IntegrationDelivery> {
  const [row] = await tx
    .select(deliveryColumns)
    .from(integrationDeliveries)
    .where(and(eq(integrationDeliveries.organisationId, organisationId), eq(integrationDeliveries.id, id)));
  if (!row) throw notFound(DELIVERY_NOT_FOUND);
  return row;
}

async function requireIntegration(
  ctx: ServiceContext,
  tx: Transaction,
  member: Member,
  id: string,
): Promise<void> {
  await findIntegration(ctx, tx, member, id);
}

export async function listIntegrationDeliveries(
  ctx: ServiceContext,
  integrationId: string,
  paging: OffsetPaging | null | undefined,
): Promise<IntegrationDelivery[]> {
  const member = await memberOf(ctx);
  const page = parsePaging(paging);
  return inOrganisation(ctx.db, member, async (tx) => {
    await requireIntegration(ctx, tx, member, integrationId);
    return tx
      .select(deliveryColumns)
      .from(integrationDeliveries)
      .where(
        and(
          eq(integrationDeliveries.organisationId, member.organisationId),
          eq(integrationDeliveries.integrationId, integrationId),
        ),
      )
      .orderBy(desc(integrationDeliveries.createdAt), desc(integrationDeliveries.id))
      .limit(page.limit)
      .offset(page.offset);
  });
}

export async function countIntegrationDeliveries(
  ctx: ServiceContext,
  integrationId: string,
): Promise<number> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, async (tx) => {
    await requireIntegration(ctx, tx, member, integrationId);
    const [row] = await tx
      .select({ count: count() })
      .from(integrationDeliveries)
      .where(
        and(
          eq(integrationDeliveries.organisationId, member.organisationId),
          eq(integrationDeliveries.integrationId, integrationId),
        ),
      );
    return row?.count ?? 0;
  });
}

/** Admins only: a test event to this one integration, active or not. */
export async function sendIntegrationTest(ctx: ServiceContext, id: string): Promise<IntegrationDelivery> {
  const admin = await adminOf(ctx, 'send test messages');
  return inOrganisation(ctx.db, admin, async (tx) => {
    const integration = await findIntegration(ctx, tx, admin, id);
    const [deliveryId] = await emitIntegrationEvent(
      tx,
      admin.organisationId,
      { type: TEST_EVENT_TYPE, data: { integrationId: integration.id, name: integration.name } },
      { integrationId: integration.id },
    );
    if (!deliveryId) throw notFound(INTEGRATION_NOT_FOUND);
    return findDelivery(tx, admin.organisationId, deliveryId);
  });
}

/**
 * Admins only: the same event (id and payload) as a new delivery, with fresh attempts; recorded
 * in the audit log against the integration, naming the event and both deliveries.
 */
export async function replayIntegrationDelivery(
  ctx: ServiceContext,
  id: string,
): Promise<IntegrationDelivery> {
  const admin = await adminOf(ctx, 'replay deliveries');
  if (!isUuid(id)) throw notFound(DELIVERY_NOT_FOUND);
  return inOrganisation(ctx.db, admin, async (tx) => {
    const original = await findDelivery(tx, admin.organisationId, id);
    const inserted = await tx.execute(sql`
      insert into integration_deliveries
        (organisation_id, integration_id, event_id, event_type, payload, replay_of)
      select organisation_id, integration_id, event_id, event_type, payload, id
      from integration_deliveries
      where organisation_id = ${admin.organisationId}::uuid and id = ${original.id}::uuid
      returning id`);
    const replay = rowsOf<{ id: string }>(inserted)[0];
    await enqueueDelivery(tx, admin.organisationId, replay!.id);
    const [integration] = await tx
      .select({ name: integrations.name })
      .from(integrations)
      .where(
        and(
          eq(integrations.organisationId, admin.organisationId),
          eq(integrations.id, original.integrationId),
        ),
      );
    await recordAuditEvent(tx, admin, {
      action: 'IntegrationDeliveryReplayed',
      targetType: 'Integration',
      targetId: original.integrationId,
      targetLabel: integration?.name ?? null,
      changes: [
        { field: 'event', from: null, to: original.event },
        { field: 'delivery', from: original.id, to: replay!.id },
      ],
    });
    return findDelivery(tx, admin.organisationId, replay!.id);
  });
}

async function enqueueDelivery(tx: Transaction, organisationId: string, deliveryId: string): Promise<void> {
  await enqueue(
    tx,
    deliverIntegrationEvent,
    { deliveryId },
    { organisationId, key: deliveryJobKey(deliveryId) },
  );
}
