import { jobType } from '../../jobs/job-type';

export interface DeliverIntegrationEventPayload {
  deliveryId: string;
}

/**
 * One delivery to one integration (enqueued by emitIntegrationEvent, keyed `delivery:<id>`).
 * Six attempts over about 15 minutes (30 s, 1, 2, 4, 8 min apart), then the delivery is Failed
 * and can be replayed from the page.
 */
export const deliverIntegrationEvent = jobType<DeliverIntegrationEventPayload>('integration.deliver', {
  maxAttempts: 6,
  backoff: { baseMs: 30_000, maxMs: 60 * 60_000 },
  leaseMs: 60_000,
});

export interface IntegrationRecordingCreatedPayload {
  recordingId: string;
}

/**
 * Enqueued by the widget's submission statement (services/widget/submit-submission.ts) when the
 * organisation has an active integration: builds the `recording.created` event off the hot path
 * and hands it to emitIntegrationEvent.
 */
export const announceRecording = jobType<IntegrationRecordingCreatedPayload>(
  'integration.recording-created',
  {
    maxAttempts: 5,
    backoff: { baseMs: 10_000, maxMs: 10 * 60_000 },
    leaseMs: 60_000,
  },
);
