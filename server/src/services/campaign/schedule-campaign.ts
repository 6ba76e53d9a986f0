import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { campaigns } from '../../db/schema';
import { badUserInput } from '../../errors/app-errors';
import type {
  Campaign,
  MutationPauseCampaignArgs,
  MutationResumeCampaignArgs,
  MutationScheduleCampaignArgs,
} from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import { adminOf, inOrganisation, type Member } from '../access';
import type { ServiceContext } from '../context';
import { parseSchedule } from './campaign-input';
import { enqueueSchedule } from './campaign-jobs';
import { CAMPAIGN_STATUS_LABELS } from './campaign-status-labels';
import { type CampaignRow, campaignColumns, findCampaign, toCampaign } from './load-campaigns';
import { CHANGE_CAMPAIGNS } from './save-campaign';

async function setState(
  tx: Transaction,
  admin: Member,
  id: string,
  values: Partial<typeof campaigns.$inferInsert>,
): Promise<CampaignRow> {
  const [row] = await tx
    .update(campaigns)
    .set({ ...values, scheduleVersion: sql`${campaigns.scheduleVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(campaigns.organisationId, admin.organisationId), eq(campaigns.id, id)))
    .returning(campaignColumns);
  return row as CampaignRow;
}

/**
 * The campaign is Scheduled and its start (and end) jobs are enqueued in the same transaction,
 * under a new schedule version so that the jobs of an earlier schedule do nothing.
 */
export async function scheduleCampaign(
  ctx: ServiceContext,
  args: MutationScheduleCampaignArgs,
): Promise<Campaign> {
  const admin = await adminOf(ctx, CHANGE_CAMPAIGNS);
  const schedule = parseSchedule(args.input);
  if (schedule.endsAt && schedule.endsAt.getTime() <= Date.now()) {
    throw badUserInput('The end must be in the future.', 'input.endsAt');
  }
  return inOrganisation(ctx.db, admin, async (tx) => {
    const current = await findCampaign(tx, admin, args.id);
    if (current.status === 'Running' || current.status === 'Finished') {
      throw badUserInput(
        message('A {{status}} campaign cannot be scheduled again.', {
          status: CAMPAIGN_STATUS_LABELS[current.status],
        }),
        'id',
      );
    }
    const row = await setState(tx, admin, current.id, { ...schedule, status: 'Scheduled' });
    await enqueueSchedule(tx, {
      id: row.id,
      organisationId: row.organisationId,
      startsAt: schedule.startsAt,
      endsAt: schedule.endsAt,
      version: row.scheduleVersion,
    });
    return toCampaign(tx, row);
  });
}

export async function pauseCampaign(ctx: ServiceContext, args: MutationPauseCampaignArgs): Promise<Campaign> {
  const admin = await adminOf(ctx, CHANGE_CAMPAIGNS);
  return inOrganisation(ctx.db, admin, async (tx) => {
    const current = await findCampaign(tx, admin, args.id);
    if (current.status !== 'Scheduled' && current.status !== 'Running') {
      throw badUserInput('Only a Scheduled or Running campaign can be paused.', 'id');
    }
    return toCampaign(tx, await setState(tx, admin, current.id, { status: 'Paused' }));
  });
}

/** Scheduled again when its start is ahead, else Running at once: unsent invitations go out. */
export async function resumeCampaign(
  ctx: ServiceContext,
  args: MutationResumeCampaignArgs,
): Promise<Campaign> {
  const admin = await adminOf(ctx, CHANGE_CAMPAIGNS);
  return inOrganisation(ctx.db, admin, async (tx) => {
    const current = await findCampaign(tx, admin, args.id);
    if (current.status !== 'Paused' || !current.startsAt) {
      throw badUserInput('Only a Paused campaign can be resumed.', 'id');
    }
    if (current.endsAt && current.endsAt.getTime() <= Date.now()) {
      throw badUserInput('The campaign has ended: schedule it with a later end to resume it.', 'id');
    }
    const now = new Date();
    const ahead = current.startsAt > now;
    const row = await setState(tx, admin, current.id, { status: 'Scheduled' });
    await enqueueSchedule(tx, {
      id: row.id,
      organisationId: row.organisationId,
      startsAt: ahead ? current.startsAt : now,
      endsAt: current.endsAt,
      version: row.scheduleVersion,
    });
    return toCampaign(tx, row);
  });
}
