import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { recordings, type StoredTranscriptWord } from '../db/schema';
import { reindexRecordingTerms } from '../services/insights/index-terms';
import { moveProductSentiment, sentimentOfWords, typedWords } from '../services/recording/sentiment-totals';
import { TRANSCRIPTION_OFF } from '../services/recording/transcription/engine-setting';
import {
  type SpeechEngine,
  SpeechRefusedError,
  type SpeechResult,
} from '../services/recording/transcription/speech-engine';
import {
  type TranscribeRecordingPayload,
  transcribeRecording,
  transcriptionJobKey,
} from '../services/recording/transcription/transcription-job';
import type { FileStorage } from '../storage/storage';
import { PermanentJobError } from './job-type';
import { ABANDONED, type DeadJobHandler, type JobContext, type JobHandler } from './worker';

export { type TranscribeRecordingPayload, transcribeRecording, transcriptionJobKey };

export const UNSUPPORTED_BY_EMBEDDED_ENGINE =
  'Not transcribed: the embedded engine understands English only.';
const UNSUPPORTED_LANGUAGE = 'Not transcribed: the speech engine does not understand this language.';
const AUDIO_GONE = 'The audio file of the voice message is no longer in storage.';
const SERVER_WENT_AWAY = 'The server transcribing it stopped before it finished.';

/** The job's own request of the recording, while it waits or runs; any other job does nothing. */
function ownRequest(job: JobContext, payload: TranscribeRecordingPayload): SQL {
  return and(
    eq(recordings.organisationId, job.organisationId!),
    eq(recordings.id, payload.recordingId),
    eq(recordings.transcriptionRequests, payload.request ?? 0),
    inArray(recordings.transcriptionStatus, ['Queued', 'Transcribing']),
  )!;
}

/** A failure as the recording shows it: a sentence. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (message === ABANDONED) return SERVER_WENT_AWAY;
  const sentence = message.trim() || 'The transcription failed.';
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

const storedWords = (result: SpeechResult): StoredTranscriptWord[] =>
  result.words.map((word) => ({
    w: word.word,
    s: word.startMs,
    e: word.endMs,
    c: Math.round(word.confidence * 1000) / 1000,
  }));

/**
 * Marks the voice message Transcribing (or Off without an engine, or UnsupportedLanguage when the
 * engine does not understand its page's language: the engine then never hears it), runs the
 * engine outside any transaction, and stores the outcome: the transcript with its words, the
 * engine and the time, and the sentiment of everything the visitor typed and said, moving the
 * product's sentiment totals by the difference in the same transaction. A failed attempt leaves
 * the message Queued with the reason until the next; the last one leaves it Failed
 * (transcriptionDeadHandler).
 */
export function transcribeRecordingHandler(
  storage: FileStorage,
  engine: SpeechEngine | null,
): JobHandler<TranscribeRecordingPayload> {
  return async (payload, job) => {
    const organisationId = job.organisationId!;
    const mine = ownRequest(job, payload);
    const due = await job.inOrganisation(async (tx) => {
      const [row] = await tx
        .select({
          audioFileKey: recordings.audioFileKey,
          audioContentType: recordings.audioContentType,
          audioDurationMs: recordings.audioDurationMs,
          pageLanguage: recordings.pageLanguage,
        })
        .from(recordings)
        .where(mine)
        .for('update');
      // Deleted, asked for again, or finished by an attempt whose outcome was not recorded.
      if (!row?.audioFileKey) return null;
      if (!engine) {
        await tx
          .update(recordings)
          .set({ transcriptionStatus: 'Off', transcriptionReason: TRANSCRIPTION_OFF })
          .where(mine);
        return null;
      }
      if (!engine.understands(row.pageLanguage)) {
        await tx
          .update(recordings)
          .set({
            transcriptionStatus: 'UnsupportedLanguage',
            transcriptionReason:
              engine.kind === 'embedded' ? UNSUPPORTED_BY_EMBEDDED_ENGINE : UNSUPPORTED_LANGUAGE,
          })
          .where(mine);
        job.logger.info(
          { recordingId: payload.recordingId, language: row.pageLanguage },
          'Voice message not transcribed: language',
        );
        return null;
      }
      await tx
        .update(recordings)
        .set({
          transcriptionStatus: 'Transcribing',
          transcriptionAttempts: job.attempt,
          transcriptionEngine: engine.name,
        })
        .where(mine);
      return { ...row, audioFileKey: row.audioFileKey };
    });
    if (!due || !engine) return;

    const startedAt = Date.now();
    let result: SpeechResult;
    try {
      const file = await storage.open(due.audioFileKey);
      if (!file) throw new SpeechRefusedError(AUDIO_GONE);
      result = await engine.transcribe({
        audio: file.body,
        contentType: due.audioContentType ?? 'audio/webm',
        size: file.size,
        durationMs: due.audioDurationMs,
        signal: job.signal,
      });
    } catch (error) {
      const permanent = error instanceof SpeechRefusedError;
      // Waiting for the next attempt, with the reason in view; the last one is told to onDead.
      if (!permanent && job.attempt < job.maxAttempts) {
        await job.inOrganisation((tx) =>
          tx
            .update(recordings)
            .set({ transcriptionStatus: 'Queued', transcriptionReason: reasonOf(error) })
            .where(mine),
        );
      }
      throw permanent ? new PermanentJobError((error as Error).message, { cause: error }) : error;
    }

    const outcome = await job.inOrganisation(async (tx) => {
      const [current] = await tx
        .select({
          productId: recordings.productId,
          text: recordings.text,
          answers: recordings.answers,
          sentimentScore: recordings.sentimentScore,
        })
        .from(recordings)
        .where(mine)
        .for('update');
      if (!current) return null;
      const transcript = result.text.trim();
      const finished = {
        transcriptionEngine: result.engine,
        transcriptionAttempts: job.attempt,
        transcriptionReason: null,
        transcribedAt: new Date(),
      };
      if (!transcript) {
        await tx
          .update(recordings)
          .set({ ...finished, transcriptionStatus: 'NoSpeech', transcript: null, transcriptWords: [] })
          .where(mine);
        return 'NoSpeech' as const;
      }
      const { sentiment, source } = sentimentOfWords(typedWords(current), transcript);
      await tx
        .update(recordings)
        .set({
          ...finished,
          transcriptionStatus: 'Done',
          transcript,
          transcriptWords: storedWords(result),
          sentimentScore: sentiment?.score ?? null,
          sentimentLabel: sentiment?.label ?? null,
          sentimentSource: source,
        })
        .where(mine);
      await moveProductSentiment(
        tx,
        { organisationId, productId: current.productId },
        current.sentimentScore,
        sentiment?.score ?? null,
      );
      // What was said joins the product's themes with the typed words, counted once.
      await reindexRecordingTerms(tx, { organisationId, id: payload.recordingId });
      return 'Done' as const;
    });
    job.logger.info(
      {
        recordingId: payload.recordingId,
        outcome,
        engine: result.engine,
        words: result.words.length,
        characters: result.text.length,
        ms: Date.now() - startedAt,
      },
      'Voice message transcribed',
    );
  };
}

/** After the last attempt (or a failure no retry can fix): Failed, with the reason. */
export function transcriptionDeadHandler(): DeadJobHandler<TranscribeRecordingPayload> {
  return async (payload, job, error) => {
    await job.inOrganisation((tx) =>
      tx
        .update(recordings)
        .set({
          transcriptionStatus: 'Failed',
          transcriptionReason: reasonOf(error),
          transcriptionAttempts: job.attempt,
        })
        .where(ownRequest(job, payload)),
    );
  };
}
