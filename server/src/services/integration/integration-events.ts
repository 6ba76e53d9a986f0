import { createHash, randomUUID } from 'node:crypto';

/** The events an integration can subscribe to, by their wire names. */
export const INTEGRATION_EVENT_TYPES = ['recording.created', 'attention.recommended'] as const;
export type IntegrationEventType = (typeof INTEGRATION_EVENT_TYPES)[number];

/** Sent by "Send test message" to one integration, whatever it subscribes to. */
export const TEST_EVENT_TYPE = 'integration.test';

/** What an emitter hands over; `emitIntegrationEvent` wraps it in the envelope receivers get. */
export interface IntegrationEvent {
  type: IntegrationEventType | typeof TEST_EVENT_TYPE;
  /**
   * A UUID naming this occurrence. Pass a stable one (see `stableEventId`) so that a retried
   * emitter delivers it once; default a new random one.
   */
  id?: string;
  /** Plain JSON values describing what happened (the `data` of the envelope). */
  data: Record<string, unknown>;
}

/** The JSON body of a webhook delivery (and what Slack messages are written from). */
export interface IntegrationEnvelope {
  id: string;
  type: IntegrationEvent['type'];
  createdAt: string;
  organisationId: string;
  data: Record<string, unknown>;
}

export function envelopeOf(organisationId: string, event: IntegrationEvent): IntegrationEnvelope {
  return {
    id: event.id ?? randomUUID(),
    type: event.type,
    createdAt: new Date().toISOString(),
    organisationId,
    data: event.data,
  };
}

/** A UUID derived from a name (`recording.created:<recording id>`): the same event, the same id. */
export function stableEventId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  // Shaped as a version-5-like UUID so it passes every UUID check.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
