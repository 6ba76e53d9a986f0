import type { Readable } from 'node:stream';

/** One recognised word: milliseconds from the start of the audio, the engine's confidence in [0, 1]. */
export interface RecognisedWord {
  word: string;
  startMs: number;
  endMs: number;
  confidence: number;
}

/** What every engine answers; no words and an empty text mean that nobody spoke. */
export interface SpeechResult {
  text: string;
  /** Empty when the engine gives no timings (a server answering plain text). */
  words: RecognisedWord[];
  /** Which engine made it, such as `embedded:pocketsphinx-en-us` or `openai:whisper-1`. */
  engine: string;
}

export interface SpeechInput {
  /** The stored file's bytes, streamed (never read whole into memory by the embedded engine). */
  audio: Readable;
  contentType: string;
  /** In bytes; with durationMs it sets the embedded engine's time limit. */
  size: number;
  /** As the widget measured it; null when unknown. */
  durationMs: number | null;
  /** Aborted when the server stops: the engine stops too. */
  signal?: AbortSignal;
}

export interface SpeechEngine {
  /** The setting that chose it: `embedded` or `openai`. */
  readonly kind: 'embedded' | 'openai';
  /** As stored with a transcript, such as `embedded:pocketsphinx-en-us`. */
  readonly name: string;
  /** For the start-up log, such as "embedded PocketSphinx (English)". */
  readonly description: string;
  /** How many transcriptions one server process runs at once; null: no limit of its own. */
  readonly concurrency: number | null;
  /** Whether the engine is fit for speech in this BCP 47 language (null: not known). */
  understands(language: string | null): boolean;
  transcribe(input: SpeechInput): Promise<SpeechResult>;
}

/**
 * A failure that trying again cannot fix (damaged audio, a request the service refuses). Its
 * message is a sentence to show as is.
 */
export class SpeechRefusedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SpeechRefusedError';
  }
}

/** English (`en`, `en-GB`, …), or a language the widget did not tell (`und`, blank). */
export function isEnglishOrUnknown(language: string | null | undefined): boolean {
  const primary = language?.trim().toLowerCase().split(/[-_]/, 1)[0];
  return !primary || primary === 'en' || primary === 'und';
}
