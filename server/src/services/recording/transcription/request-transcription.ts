import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database';
import { recordings } from '../../../db/schema';
import { enqueue } from '../../../jobs/enqueue';
import { transcribeRecording, transcriptionJobKey } from './transcription-job';

export interface TranscriptionTarget {
  organisationId: string;
  id: string;
}

/**
 * Marks the recording's voice message Queued and enqueues its job, in the caller's transaction.
 * Idempotent: only a voice message never asked for, or Off (no engine when it arrived), is
 * queued; one waiting, in progress or with an outcome is left as it is (an Admin transcribes it
 * again with transcribeRecordingAgain). The job decides the rest: no engine on the worker makes
 * it Off, a language the engine does not understand UnsupportedLanguage.
 */
export async function requestTranscription(
  tx: Transaction,
  recording: TranscriptionTarget,
  options: { runAt?: Date } = {},
): Promise<void> {
  await queueTranscription(
    tx,
    recording,
    or(isNull(recordings.transcriptionStatus), eq(recordings.transcriptionStatus, 'Off'))!,
    options,
  );
}

/**
 * Queues a new request when `when` holds for the row: the next request number, attempts from 0,
 * and a job keyed with that number. Answers whether it did.
 */
export async function queueTranscription(
  tx: Transaction,
  recording: TranscriptionTarget,
  when: SQL,
  options: { runAt?: Date } = {},
): Promise<boolean> {
  const [queued] = await tx
    .update(recordings)
    .set({
      transcriptionStatus: 'Queued',
      transcriptionRequests: sql`${recordings.transcriptionRequests} + 1`,
      transcriptionAttempts: 0,
      transcriptionReason: null,
    })
    .where(
      and(
        eq(recordings.organisationId, recording.organisationId),
        eq(recordings.id, recording.id),
        isNotNull(recordings.audioFileKey),
        when,
      ),
    )
    .returning({ request: recordings.transcriptionRequests });
  if (!queued) return false;
  await enqueue(
    tx,
    transcribeRecording,
    { recordingId: recording.id, request: queued.request },
    {
      organisationId: recording.organisationId,
      key: transcriptionJobKey(recording.id, queued.request),
      runAt: options.runAt,
    },
  );
  return true;
}
