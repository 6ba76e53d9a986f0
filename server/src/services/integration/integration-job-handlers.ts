import { and, eq, sql } from 'drizzle-orm';
import { integrationDeliveries, integrations, products, recordings } from '../../db/schema';
import { PermanentJobError } from '../../jobs/job-type';
import type { JobHandler } from '../../jobs/worker';
import type { DeliverIntegrationEventPayload, IntegrationRecordingCreatedPayload } from './deliver-job';
import { emitIntegrationEvent } from './emit-integration-event';
import { type IntegrationEnvelope, stableEventId } from './integration-events';
import { openIntegrationSecrets } from './integration-secrets';
import { type OutboundPolicy, OutboundRefused, type OutboundResponse, postJson } from './outbound-http';
import type { SecretBox } from './secret-box';
import { slackMessage } from './slack-message';
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  signWebhook,
  TIMESTAMP_HEADER,
} from './webhook-signature';

/** Builds the `recording.created` event from the stored recording and hands it on. */
export function announceRecordingHandler(): JobHandler<IntegrationRecordingCreatedPayload> {
  return async ({ recordingId }, job) => {
    const organisationId = job.organisationId!;
    await job.inOrganisation(async (tx) => {
      const [recording] = await tx
        .select({
          id: recordings.id,
          productId: recordings.productId,
          productName: products.name,
          messageType: recordings.messageType,
          text: recordings.text,
          answers: recordings.answers,
          sentiment: recordings.sentimentLabel,
          contactName: recordings.contactName,
          contactEmail: recordings.contactEmail,
          pageUrl: recordings.pageUrl,
          hasAudio: sql<boolean>`${recordings.audioFileKey} is not null`,
          createdAt: recordings.createdAt,
        })
        .from(recordings)
        .innerJoin(
          products,
          and(eq(products.organisationId, recordings.organisationId), eq(products.id, recordings.productId)),
        )
        .where(and(eq(recordings.organisationId, organisationId), eq(recordings.id, recordingId)));
      // Deleted meanwhile: nothing to announce.
      if (!recording) return;
      const { answers, createdAt, ...rest } = recording;
      await emitIntegrationEvent(tx, organisationId, {
        type: 'recording.created',
        id: stableEventId(`recording.created:${recordingId}`),
        data: {
          ...rest,
          text:
            rest.text ??
            (answers
              ?.map((answer) => answer.text)
              .filter(Boolean)
              .join('\n') ||
              null),
          createdAt: createdAt.toISOString(),
        },
      });
    });
  };
}

/** Statuses worth another attempt besides 5xx: a timeout, a conflict, too early, too many. */
const RETRYABLE_4XX = new Set([408, 409, 425, 429]);

const MAX_ERROR_LENGTH = 500;

interface Attempt {
  responseStatus: number | null;
  error: string | null;
  outcome: 'Succeeded' | 'Retry' | 'Final';
}

function judge(response: OutboundResponse | null, error: unknown): Attempt {
  if (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      responseStatus: null,
      error: message.slice(0, MAX_ERROR_LENGTH),
      outcome: error instanceof OutboundRefused ? 'Final' : 'Retry',
    };
  }
  const status = response!.status;
  if (status >= 200 && status < 300) return { responseStatus: status, error: null, outcome: 'Succeeded' };
  const excerpt = response!.body.trim().slice(0, 200);
  return {
    responseStatus: status,
    error: `The receiver answered HTTP ${status}${excerpt ? `: ${excerpt}` : ''}`.slice(0, MAX_ERROR_LENGTH),
    outcome: status >= 400 && status < 500 && !RETRYABLE_4XX.has(status) ? 'Final' : 'Retry',
  };
}

/**
 * Sends one delivery: a Slack message, or the signed envelope to a webhook, with the URL and
 * secret opened from their sealed form. No transaction is held over the call (jobs/README.md):
 * read, send, record the attempt.
 */
export function deliverIntegrationEventHandler(
  policy: OutboundPolicy,
  secrets: SecretBox,
): JobHandler<DeliverIntegrationEventPayload> {
  return async ({ deliveryId }, job) => {
    const organisationId = job.organisationId!;
    const where = and(
      eq(integrationDeliveries.organisationId, organisationId),
      eq(integrationDeliveries.id, deliveryId),
    );
    const [delivery] = await job.inOrganisation((tx) =>
      tx
        .select({
          state: integrationDeliveries.state,
          payload: integrationDeliveries.payload,
          integrationId: integrations.id,
          kind: integrations.kind,
          url: integrations.url,
          signingSecret: integrations.signingSecret,
        })
        .from(integrationDeliveries)
        .innerJoin(
          integrations,
          and(
            eq(integrations.organisationId, integrationDeliveries.organisationId),
            eq(integrations.id, integrationDeliveries.integrationId),
          ),
        )
        .where(where),
    );
    // Deleted with its integration, or delivered by an attempt whose end was not recorded.
    if (delivery?.state !== 'Pending') return;

    const envelope = delivery.payload as IntegrationEnvelope;
    // A key that cannot open them fails the start (integration-secrets.ts), not this job.
    const { url, signingSecret } = openIntegrationSecrets(secrets, delivery.integrationId, delivery);
    let response: OutboundResponse | null = null;
    let failure: unknown = null;
    try {
      if (delivery.kind === 'Slack') {
        response = await postJson(url, JSON.stringify(slackMessage(envelope)), {}, policy, job.signal);
      } else {
        const body = JSON.stringify(envelope);
        const timestamp = Math.floor(Date.now() / 1000);
        response = await postJson(
          url,
          body,
          {
            [SIGNATURE_HEADER]: signWebhook(signingSecret ?? '', timestamp, body),
            [TIMESTAMP_HEADER]: String(timestamp),
            [EVENT_HEADER]: envelope.type,
            [DELIVERY_HEADER]: deliveryId,
          },
          policy,
          job.signal,
        );
      }
    } catch (error) {
      failure = error ?? new Error('The request failed.');
    }

    const attempt = judge(response, failure);
    const last = attempt.outcome !== 'Retry' || job.attempt >= job.maxAttempts;
    const state = attempt.outcome === 'Succeeded' ? 'Succeeded' : last ? 'Failed' : 'Pending';
    await job.inOrganisation((tx) =>
      tx
        .update(integrationDeliveries)
        .set({
          state,
          attempts: sql`greatest(${integrationDeliveries.attempts}, ${job.attempt})`,
          responseStatus: attempt.responseStatus,
          lastError: attempt.error,
          lastAttemptAt: new Date(),
        })
        .where(and(where, eq(integrationDeliveries.state, 'Pending'))),
    );
    if (attempt.outcome === 'Succeeded') return;
    if (attempt.outcome === 'Final')
      throw new PermanentJobError(attempt.error ?? 'The delivery was refused.');
    throw new Error(attempt.error ?? 'The delivery failed.');
  };
}
