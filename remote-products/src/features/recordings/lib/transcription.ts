import type { SentimentSource, TranscriptionStatus } from '../../../gql/graphql';

/** Words the engine gave a confidence below this are marked in the transcript as uncertain. */
export const LOW_CONFIDENCE_BELOW = 0.6;

/**
 * How often the list and the drawer ask again while a transcript is on its way: the embedded
 * engine takes about a third of the message's length, so a short message is done within one or
 * two polls.
 */
export const TRANSCRIPTION_POLL_MS = 5_000;

export const TRANSCRIPTION_STATUS_LABELS: Record<TranscriptionStatus, string> = {
  Queued: 'Queued',
  Transcribing: 'Transcribing…',
  Done: 'Transcribed',
  NoSpeech: 'No speech',
  UnsupportedLanguage: 'Not transcribed (language)',
  Failed: 'Failed',
  Off: 'Off',
};

export const TRANSCRIPTION_STATUSES = Object.keys(TRANSCRIPTION_STATUS_LABELS) as TranscriptionStatus[];

/** The engine is still to answer: the page asks again until it has. */
export const isTranscriptionPending = (status: TranscriptionStatus | null | undefined) =>
  status === 'Queued' || status === 'Transcribing';

/** Said beside the sentiment when it was not read from typed text alone. */
export const SENTIMENT_SOURCE_NOTES: Record<SentimentSource, string | null> = {
  Text: null,
  Transcript: 'from transcript',
  TextAndTranscript: 'from text and transcript',
};

/**
 * The engine as people know it: `embedded:pocketsphinx-en-us` → "pocketsphinx-en-us (built in)",
 * `openai:whisper-1` → "whisper-1 (OpenAI-compatible service)"; anything else as the server says.
 */
export function engineLabel(engine: string): string {
  const [kind, ...rest] = engine.split(':');
  const model = rest.join(':');
  if (!model) return engine;
  if (kind === 'embedded') return `${model} (built in)`;
  if (kind === 'openai') return `${model} (OpenAI-compatible service)`;
  return engine;
}

export interface TimedWord {
  startMs: number;
  endMs: number;
}

/** The word being heard at `ms` (words are in time order), or -1 between words. */
export function wordIndexAt(words: readonly TimedWord[], ms: number): number {
  let low = 0;
  let high = words.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const word = words[middle] as TimedWord;
    if (ms < word.startMs) high = middle - 1;
    else if (ms >= word.endMs) low = middle + 1;
    else return middle;
  }
  return -1;
}

export const isLowConfidence = (confidence: number) => confidence < LOW_CONFIDENCE_BELOW;

export const formatConfidence = (confidence: number) => `${Math.round(confidence * 100)}%`;
