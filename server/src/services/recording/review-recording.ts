import { and, eq } from 'drizzle-orm';
import { recordings } from '../../db/schema';
import type { MutationMarkRecordingReviewedArgs, Recording } from '../../generated/resolvers-types';
import { inOrganisation, memberOf } from '../access';
import type { ServiceContext } from '../context';
import { findRecording, toRecordings } from './load-recordings';

/** Any member who may see the recording may mark it reviewed (or not reviewed again). */
export async function markRecordingReviewed(
  ctx: ServiceContext,
  args: MutationMarkRecordingReviewedArgs,
): Promise<Recording> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, async (tx) => {
    const row = await findRecording(tx, member, args.id, { forUpdate: true });
    await tx
      .update(recordings)
      .set({ reviewed: args.reviewed })
      .where(and(eq(recordings.organisationId, member.organisationId), eq(recordings.id, args.id)));
    const [recording] = await toRecordings(tx, [{ ...row, reviewed: args.reviewed }]);
    return recording!;
  });
}
