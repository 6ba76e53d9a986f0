import { and, count, desc, eq, sql } from 'drizzle-orm';
import { createGraphQLError } from 'graphql-yoga';
import { z } from 'zod';
import type { Transaction } from '../../db/database';
import { integrationDeliveries, integrations, users } from '../../db/schema';
import { conflict, notFound } from '../../errors/app-errors';
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
import { enqueue } from '../../jobs/enqueue';
import { rowsOf } from '../../jobs/queue-role';
import { adminOf, inOrganisation, type Member, memberOf } from '../access';
import type { ServiceContext } from '../context';
import { isUuid, NAME_MAX, requiredText, URL_MAX } from '../validation/fields';
import { parsePaging } from '../validation/paging';
import { parseInput } from '../validation/parse-input';
import { deliverIntegrationEvent } from './deliver-job';
import { deliveryJobKey, emitIntegrationEvent } from './emit-integration-event';
import { type IntegrationEventType, TEST_EVENT_TYPE } from './integration-events';
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
  name: requiredText('Name', NAME_MAX),
  url: requiredText('URL', URL_MAX),
  events: eventsSchema,
});

const updateSchema = z.object({
  name: requiredText('Name', NAME_MAX),
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
    throw createGraphQLError(error.message, {
      extensions: { code: 'BAD_USER_INPUT', field: 'input.url', reason: error.code },
    });
  }
}

/** A Slack URL is a credential: its host and the first characters of its path. */
export function maskedUrl(kind: IntegrationKind, url: string): string {
  if (kind !== 'Slack') return url;
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.slice(0, 12)}…`;
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

const toIntegration = (row: IntegrationRow): Integration => ({
  ...row,
  url: maskedUrl(row.kind, row.url),
  events: row.events.map((event) => GRAPHQL_NAMES[event]).filter((event) => event !== undefined),
});

const selectIntegrations = (tx: Transaction) =>
  tx
    .select(columns)
    .from(integrations)
    .leftJoin(
      users,
      and(eq(users.id, integrations.createdBy), eq(users.organisationId, integrations.organisationId)),
    );

async function findIntegration(tx: Transaction, organisationId: string, id: string): Promise<Integration> {
  if (!isUuid(id)) throw notFound(INTEGRATION_NOT_FOUND);
  const [row] = await selectIntegrations(tx).where(
    and(eq(integrations.organisationId, organisationId), eq(integrations.id, id)),
  );
  if (!row) throw notFound(INTEGRATION_NOT_FOUND);
  return toIntegration(row);
}

/** Every member may see which integrations exist, newest first; never a secret. */
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
  return rows.map(toIntegration);
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

/** Admins only. A webhook's signing secret is in this answer and never again. */
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
      throw conflict(`An organisation can have at most ${MAX_INTEGRATIONS} integrations. Delete one first.`);
    }
    const [created] = await tx
      .insert(integrations)
      .values({
        organisationId: admin.organisationId,
        kind: values.kind,
        name: values.name,
        url,
        signingSecret,
        events: values.events,
        createdBy: admin.userId,
      })
      .returning({ id: integrations.id });
    return findIntegration(tx, admin.organisationId, created!.id);
  });
  return { integration, signingSecret };
}

export async function updateIntegration(
  ctx: ServiceContext,
  id: string,
  input: UpdateIntegrationInput,
): Promise<Integration> {
  const admin = await adminOf(ctx, 'change integrations');
  const values = parseInput(updateSchema, input, 'input');
  if (!isUuid(id)) throw notFound(INTEGRATION_NOT_FOUND);
  return inOrganisation(ctx.db, admin, async (tx) => {
    const updated = await tx
      .update(integrations)
      .set({ name: values.name, events: values.events, isActive: values.active, updatedAt: new Date() })
      .where(and(eq(integrations.organisationId, admin.organisationId), eq(integrations.id, id)))
      .returning({ id: integrations.id });
    if (!updated[0]) throw notFound(INTEGRATION_NOT_FOUND);
    return findIntegration(tx, admin.organisationId, id);
  });
}

/** Admins only; the deliveries go with it (their pending jobs find nothing and end). */
export async function deleteIntegration(ctx: ServiceContext, id: string): Promise<string> {
  const admin = await adminOf(ctx, 'delete integrations');
  if (!isUuid(id)) throw notFound(INTEGRATION_NOT_FOUND);
  return inOrganisation(ctx.db, admin, async (tx) => {
    const deleted = await tx
      .delete(integrations)
      .where(and(eq(integrations.organisationId, admin.organisationId), eq(integrations.id, id)))
      .returning({ id: integrations.id });
    if (!deleted[0]) throw notFound(INTEGRATION_NOT_FOUND);
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

async function requireIntegration(tx: Transaction, member: Member, id: string): Promise<void> {
  await findIntegration(tx, member.organisationId, id);
}

export async function listIntegrationDeliveries(
  ctx: ServiceContext,
  integrationId: string,
  paging: OffsetPaging | null | undefined,
): Promise<IntegrationDelivery[]> {
  const member = await memberOf(ctx);
  const page = parsePaging(paging);
  return inOrganisation(ctx.db, member, async (tx) => {
    await requireIntegration(tx, member, integrationId);
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
    await requireIntegration(tx, member, integrationId);
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
    const integration = await findIntegration(tx, admin.organisationId, id);
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

/** Admins only: the same event (id and payload) as a new delivery, with fresh attempts. */
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
