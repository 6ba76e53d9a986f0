import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { campaignInvitations, campaigns, contacts, segments } from '../../db/schema';
import { enqueue } from '../../jobs/enqueue';
import { jobType } from '../../jobs/job-type';
import type { JobHandler, JobWorker } from '../../jobs/worker';
import type { Mailer } from '../../mail/mailer';
import { chooseVisitorLanguage } from '../../mail/visitor-languages';
import { membersCondition, type SegmentRow, segmentColumns } from '../segment/load-segments';
import { campaignInvitationMail } from './campaign-mail';
import { findInvitationInContext } from './invitation-context';
import { invitationLinks, invitationToken, newInvitationSecret } from './invitation-token';
import { nextOccurrence } from './recurrence';

/** Contacts invited, and send jobs enqueued, per transaction. */
export const EXPANSION_BATCH = 500;

export interface CampaignJobPayload {
  campaignId: string;
  /** The campaign's schedule_version when enqueued: a later schedule, pause or resume voids it. */
  version: number;
}

export interface SendInvitationPayload {
  invitationId: string;
}

/** At the start time (and each recurrence): invite the segment, enqueue one send per invitation. */
export const startCampaign = jobType<CampaignJobPayload>('campaign.start', { maxAttempts: 8 });
/** At the end time: Finished. */
export const finishCampaign = jobType<CampaignJobPayload>('campaign.finish');
/** One invitation's mail; keyed by the invitation, so no contact is mailed twice. */
export const sendInvitation = jobType<SendInvitationPayload>('campaign.send-invitation', {
  maxAttempts: 8,
  backoff: { baseMs: 30_000, maxMs: 3_600_000 },
});

/** The start and finish jobs of the campaign's current schedule version, in the caller's transaction. */
export async function enqueueSchedule(
  tx: Transaction,
  campaign: { id: string; organisationId: string; startsAt: Date; endsAt: Date | null; version: number },
): Promise<void> {
  const payload = { campaignId: campaign.id, version: campaign.version };
  await enqueue(tx, startCampaign, payload, {
    organisationId: campaign.organisationId,
    key: `campaign-start:${campaign.id}:v${campaign.version}`,
    runAt: campaign.startsAt,
  });
  if (campaign.endsAt) {
    await enqueue(tx, finishCampaign, payload, {
      organisationId: campaign.organisationId,
      key: `campaign-finish:${campaign.id}:v${campaign.version}`,
      runAt: campaign.endsAt,
    });
  }
}

async function currentCampaign(tx: Transaction, organisationId: string, payload: CampaignJobPayload) {
  const [row] = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.organisationId, organisationId), eq(campaigns.id, payload.campaignId)));
  return row?.scheduleVersion === payload.version ? row : null;
}

/**
 * Idempotent from any point: invitations are unique per (campaign, contact) and inserted with
 * ON CONFLICT DO NOTHING; each send job is keyed by its invitation and the schedule version, so
 * a start that runs again after a crash enqueues nothing twice; and the send job itself does
 * nothing for an invitation already sent.
 */
export function startCampaignHandler(): JobHandler<CampaignJobPayload> {
  return async (payload, job) => {
    const organisationId = job.organisationId!;
    const campaign = await job.inOrganisation(async (tx) => {
      const row = await currentCampaign(tx, organisationId, payload);
      if (!row || (row.status !== 'Scheduled' && row.status !== 'Running')) return null;
      if (row.endsAt && row.endsAt.getTime() <= Date.now()) {
        await tx
          .update(campaigns)
          .set({ status: 'Finished', updatedAt: new Date() })
          .where(eq(campaigns.id, row.id));
        return null;
      }
      if (row.status === 'Scheduled') {
        await tx
          .update(campaigns)
          .set({ status: 'Running', updatedAt: new Date() })
          .where(eq(campaigns.id, row.id));
      }
      return row;
    });
    if (!campaign) return;

    if (campaign.source === 'Email' && campaign.segmentId) {
      await inviteSegment(job.inOrganisation.bind(job), organisationId, campaign.id, campaign.segmentId);
      await enqueueSends(job.inOrganisation.bind(job), organisationId, campaign.id, payload.version);
    }

    if (campaign.recurrence !== 'None' && campaign.startsAt) {
      const next = nextOccurrence(
        { startsAt: campaign.startsAt, timeZone: campaign.timeZone, recurrence: campaign.recurrence },
        new Date(),
      );
      if (!campaign.endsAt || next < campaign.endsAt) {
        await job.inOrganisation((tx) =>
          enqueue(tx, startCampaign, payload, {
            organisationId,
            key: `campaign-start:${campaign.id}:v${payload.version}:${next.toISOString()}`,
            runAt: next,
          }),
        );
      }
    }
  };
}

type InOrganisation = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;

/** The segment's contacts become invitations, EXPANSION_BATCH per transaction in contact order. */
async function inviteSegment(
  inOrganisation: InOrganisation,
  organisationId: string,
  campaignId: string,
  segmentId: string,
): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const last = await inOrganisation(async (tx) => {
      const [segment] = await tx
        .select(segmentColumns)
        .from(segments)
        .where(and(eq(segments.organisationId, organisationId), eq(segments.id, segmentId)));
      if (!segment) return null;
      const batch = await tx
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(membersCondition(segment as SegmentRow), gt(contacts.id, after)))
        .orderBy(asc(contacts.id))
        .limit(EXPANSION_BATCH);
      if (batch.length === 0) return null;
      await tx
        .insert(campaignInvitations)
        .values(
          batch.map((contact) => ({
            organisationId,
            campaignId,
            contactId: contact.id,
            token: newInvitationSecret(),
          })),
        )
        .onConflictDoNothing();
      return batch.length < EXPANSION_BATCH ? null : batch[batch.length - 1]!.id;
    });
    if (!last) return;
    after = last;
  }
}

/** One send job per invitation not sent nor unsubscribed, EXPANSION_BATCH per transaction. */
async function enqueueSends(
  inOrganisation: InOrganisation,
  organisationId: string,
  campaignId: string,
  version: number,
): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const last = await inOrganisation(async (tx) => {
      const batch = await tx
        .select({ id: campaignInvitations.id })
        .from(campaignInvitations)
        .where(
          and(
            eq(campaignInvitations.organisationId, organisationId),
            eq(campaignInvitations.campaignId, campaignId),
            gt(campaignInvitations.id, after),
            isNull(campaignInvitations.sentAt),
            isNull(campaignInvitations.unsubscribedAt),
          ),
        )
        .orderBy(asc(campaignInvitations.id))
        .limit(EXPANSION_BATCH);
      for (const invitation of batch) {
        await enqueue(
          tx,
          sendInvitation,
          { invitationId: invitation.id },
          { organisationId, key: `invitation:${invitation.id}:v${version}` },
        );
      }
      return batch.length < EXPANSION_BATCH ? null : batch[batch.length - 1]!.id;
    });
    if (!last) return;
    after = last;
  }
}

/**
 * Reads in one short transaction, mails outside any, and marks the invitation sent after: a
 * second job for the same invitation (a resume, a retry) finds it sent and does nothing. Only a
 * crash between the SMTP server's acceptance and that mark can send twice.
 */
export function sendInvitationHandler(
  mailer: Mailer,
  publicUrl: () => string,
): JobHandler<SendInvitationPayload> {
  return async ({ invitationId }, job) => {
    const organisationId = job.organisationId!;
    const found = await job.inOrganisation((tx) =>
      findInvitationInContext(tx, organisationId, eq(campaignInvitations.id, invitationId)),
    );
    // Gone, sent, unsubscribed, or paused (resuming enqueues it again).
    if (!found || found.sentAt || found.unsubscribedAt || found.campaign.status !== 'Running') return;
    // The contact has sent nothing yet whose language we could know: the product's decides.
    const language = chooseVisitorLanguage([found.productLanguage]);
    const links = invitationLinks(publicUrl(), invitationToken(organisationId, found.secret), language);
    await mailer.send(
      campaignInvitationMail({
        language: language ?? 'en',
        to: found.contactEmail,
        contactName: found.contactName,
        organisationName: found.organisationName,
        productName: found.productName,
        message: found.campaign.message,
        respondLink: links.respond,
        unsubscribeLink: links.unsubscribe,
      }),
    );
    await job.inOrganisation((tx) =>
      tx
        .update(campaignInvitations)
        .set({ sentAt: sql`now()` })
        .where(
          and(
            eq(campaignInvitations.organisationId, organisationId),
            eq(campaignInvitations.id, invitationId),
            isNull(campaignInvitations.sentAt),
          ),
        ),
    );
  };
}

export function finishCampaignHandler(): JobHandler<CampaignJobPayload> {
  return async (payload, job) => {
    await job.inOrganisation(async (tx) => {
      const row = await currentCampaign(tx, job.organisationId!, payload);
      if (!row || row.status === 'Finished' || row.status === 'Draft') return;
      await tx
        .update(campaigns)
        .set({ status: 'Finished', updatedAt: new Date() })
        .where(and(eq(campaigns.organisationId, row.organisationId), eq(campaigns.id, row.id)));
    });
  };
}

/** The campaign jobs' handlers, for jobs/register-jobs.ts (and tests running their own workers). */
export function registerCampaignJobs(worker: JobWorker, mailer: Mailer, publicUrl: () => string): void {
  worker.register(startCampaign, startCampaignHandler());
  worker.register(finishCampaign, finishCampaignHandler());
  worker.register(sendInvitation, sendInvitationHandler(mailer, publicUrl));
}
