import { and, eq, isNull, notInArray, or } from 'drizzle-orm';
import { recordings } from '../../../db/schema';
import { badUserInput, conflict } from '../../../errors/app-errors';
import type { MutationTranscribeRecordingAgainArgs, Recording } from '../../../generated/resolvers-types';
import { adminOf, inOrganisation } from '../../access';
import { auditValue, recordAuditEvent } from '../../audit/record-audit-event';
import type { ServiceContext } from '../../context';
import { reindexRecordingTerms } from '../../insights/index-terms';
import { findRecording, toRecordings } from '../load-recordings';
import { moveProductSentiment, sentimentOfWords, typedWords } from '../sentiment-totals';
import { queueTranscription } from './request-transcription';

export const NO_VOICE_MESSAGE = 'This recording has no voice message.';
export const TRANSCRIPTION_IN_PROGRESS =
  'This voice message is already waiting for the speech engine or being transcribed.';

/**
 * Admins queue a voice message for transcription again (after switching to a better engine, or
 * after a failure): its transcript and words are cleared, its sentiment goes back to what was
 * typed (the product's totals move with it), and a new request is queued, in one transaction
 * with its audit entry.
 */
export async function transcribeRecordingAgain(
  ctx: ServiceContext,
  args: MutationTranscribeRecordingAgainArgs,
): Promise<Recording> {
  const admin = await adminOf(ctx, 'transcribe voice messages again');
  return inOrganisation(ctx.db, admin, async (tx) => {
    const row = await findRecording(tx, admin, args.id, { forUpdate: true });
    if (!row.audioFileKey) throw badUserInput(NO_VOICE_MESSAGE, 'id');
    const previous = row.transcriptionStatus;
    if (previous === 'Queued' || previous === 'Transcribing') throw conflict(TRANSCRIPTION_IN_PROGRESS);

    const [typed] = await tx
      .select({ text: recordings.text, answers: recordings.answers })
      .from(recordings)
      .where(and(eq(recordings.organisationId, admin.organisationId), eq(recordings.id, row.id!)));
    const { sentiment, source } = sentimentOfWords(typedWords(typed!), null);
    await tx
      .update(recordings)
      .set({
        transcript: null,
        transcriptWords: null,
        transcriptionEngine: null,
        transcribedAt: null,
        sentimentScore: sentiment?.score ?? null,
        sentimentLabel: sentiment?.label ?? null,
        sentimentSource: source,
      })
      .where(and(eq(recordings.organisationId, admin.organisationId), eq(recordings.id, row.id!)));
    await moveProductSentiment(
      tx,
      { organisationId: admin.organisationId, productId: row.productId! },
      row.sentimentScore,
      sentiment?.score ?? null,
    );
    // The old transcript's words leave the product's themes until the new one arrives.
    await reindexRecordingTerms(tx, { organisationId: admin.organisationId, id: row.id! });
    await queueTranscription(
      tx,
      { organisationId: admin.organisationId, id: row.id! },
      or(
        isNull(recordings.transcriptionStatus),
        notInArray(recordings.transcriptionStatus, ['Queued', 'Transcribing']),
      )!,
    );
    await recordAuditEvent(tx, admin, {
      action: 'RecordingTranscriptionRequested',
      targetType: 'Recording',
      targetId: row.id,
      targetLabel: `${row.messageType} of ${auditValue(row.createdAt)}`,
      changes: [{ field: 'transcription', from: previous ?? null, to: 'Queued' }],
    });
    const [recording] = await toRecordings(tx, [await findRecording(tx, admin, row.id!)]);
    return recording!;
  });
}
