import { currentDashboardLanguage } from '@hearback/shared';
import type { SentimentSource, TranscriptionStatus } from '../../../gql/graphql';
import { productsText as t } from '../../../i18n/translations';

/** Words the engine gave a confidence below this are marked in the transcript as uncertain. */
export const LOW_CONFIDENCE_BELOW = 0.6;

/**
 * How often the list and the drawer ask again while a transcript is on its way: the embedded
 * engine takes about a third of the message's length, so a short message is done within one or
 * two polls.
 */
export const TRANSCRIPTION_POLL_MS = 5_000;

/** Every transcription status of the schema, in the order the filter offers them. */
export const TRANSCRIPTION_STATUSES: readonly TranscriptionStatus[] = [
  'Queued',
  'Transcribing',
  'Done',
  'NoSpeech',
  'UnsupportedLanguage',
  'Failed',
  'Off',
];

export function transcriptionStatusLabel(status: TranscriptionStatus): string {
  switch (status) {
    case 'Queued':
      return t('Queued');
    case 'Transcribing':
      return t('Transcribing…');
    case 'Done':
      return t('Transcribed');
    case 'NoSpeech':
      return t('No speech');
    case 'UnsupportedLanguage':
      return t('Not transcribed (language)');
    case 'Failed':
      return t('Failed');
    case 'Off':
      return t('Off');
  }
}

/** The engine is still to answer: the page asks again until it has. */
export const isTranscriptionPending = (status: TranscriptionStatus | null | undefined) =>
  status === 'Queued' || status === 'Transcribing';

/** Said beside the sentiment when it was not read from typed text alone. */
export function sentimentSourceNote(source: SentimentSource): string | null {
  switch (source) {
    case 'Text':
      return null;
    case 'Transcript':
      return t('from transcript');
    case 'TextAndTranscript':
      return t('from text and transcript');
  }
}

/**
 * The engine as people know it: `embedded:pocketsphinx-en-us` → "pocketsphinx-en-us (built in)",
 * `openai:whisper-1` → "whisper-1 (OpenAI-compatible service)"; anything else as the server says.
 */
export function engineLabel(engine: string): string {
  const [kind, ...rest] = engine.split(':');
  const model = rest.join(':');
  if (!model) return engine;
  if (kind === 'embedded') return t('{{model}} (built in)', { model });
  if (kind === 'openai') return t('{{model}} (OpenAI-compatible service)', { model });
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

export const formatConfidence = (confidence: number) =>
  new Intl.NumberFormat(currentDashboardLanguage(), { style: 'percent', maximumFractionDigits: 0 }).format(
    confidence,
  );
