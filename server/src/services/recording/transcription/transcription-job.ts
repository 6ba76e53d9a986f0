import { jobType } from '../../../jobs/job-type';

export interface TranscribeRecordingPayload {
  recordingId: string;
  /**
   * The recording's `transcription_requests` when the job was made: a job of an earlier request
   * does nothing. Absent from the jobs queued before versions existed, which answer request 0.
   */
  request?: number;
}

/**
 * Transcribes one voice message (jobs/transcribe-recording.ts). Enqueued by
 * requestTranscription, and by the widget's submission in its own statement, keyed
 * `recording:<id>:v<request>`. A failed attempt waits 30 s, 1, 2, then 4 minutes; after the
 * last the recording is Failed with the reason.
 */
export const transcribeRecording = jobType<TranscribeRecordingPayload>('recording.transcribe', {
  maxAttempts: 5,
  backoff: { baseMs: 30_000, maxMs: 2 * 3_600_000 },
  // Renewed while it runs; long enough that a busy event loop never lets a lease lapse.
  leaseMs: 10 * 60_000,
});

/** A request made again gets a key of its own: a finished job keeps its key for 14 days. */
export const transcriptionJobKey = (recordingId: string, request: number): string =>
  `recording:${recordingId}:v${request}`;
