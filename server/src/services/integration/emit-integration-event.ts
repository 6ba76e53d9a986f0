import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { rowsOf } from '../../jobs/queue-role';
import { deliverIntegrationEvent } from './deliver-job';
import { envelopeOf, type IntegrationEvent, TEST_EVENT_TYPE } from './integration-events';

export const deliveryJobKey = (deliveryId: string): string => `delivery:${deliveryId}`;

/**
 * Hands an event to every active integration of the organisation subscribed to its type: one
 * delivery row and one `integration.deliver` job each, in ONE statement of the caller's
 * transaction, so the deliveries exist if and only if the caller's writes commit. `tx` must be
 * scoped to `organisationId` (withScope / inOrganisation / job.inOrganisation). Costs one
 * index probe when the organisation has no integration.
 *
 * ```ts
 * await emitIntegrationEvent(tx, organisationId, {
 *   type: 'attention.recommended',
 *   id: stableEventId(`attention.recommended:${responseId}`), // once per response
 *   data: { campaignId, responseId, productId, text, reason },
 * });
 * ```
 *
 * Answers the ids of the deliveries created (none when nobody subscribes, or when this event id
 * was already delivered to them).
 */
export async function emitIntegrationEvent(
  tx: Transaction,
  organisationId: string,
  event: IntegrationEvent,
  options: { integrationId?: string } = {},
): Promise<string[]> {
  const envelope = envelopeOf(organisationId, event);
  // The test event goes to the one integration asked, active or not, whatever it subscribes to.
  const target =
    event.type === TEST_EVENT_TYPE
      ? sql`id = ${options.integrationId ?? null}::uuid`
      : options.integrationId
        ? sql`is_active and id = ${options.integrationId}::uuid and ${event.type}::text = any(events)`
        : sql`is_active and ${event.type}::text = any(events)`;
  const result = await tx.execute(sql`
    with delivered as (
      insert into integration_deliveries (organisation_id, integration_id, event_id, event_type, payload)
      select organisation_id, id, ${envelope.id}::uuid, ${envelope.type}, ${JSON.stringify(envelope)}::jsonb
      from integrations
      where organisation_id = ${organisationId}::uuid and ${target}
      on conflict (organisation_id, integration_id, event_id) where replay_of is null do nothing
      returning id
    ), queued as (
      insert into jobs (organisation_id, kind, payload, idempotency_key, max_attempts)
      select ${organisationId}::uuid, ${deliverIntegrationEvent.kind}, jsonb_build_object('deliveryId', id),
        ${deliveryJobKey('')}::text || id, ${deliverIntegrationEvent.maxAttempts}
      from delivered
      returning payload ->> 'deliveryId' as id
    )
    select id from queued`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}
