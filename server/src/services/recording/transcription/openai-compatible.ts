import { mimeEssence } from '../../../storage/audio-types';
import {
  type RecognisedWord,
  type SpeechEngine,
  type SpeechInput,
  SpeechRefusedError,
  type SpeechResult,
} from './speech-engine';

/** Where speech-to-text goes: any endpoint that speaks OpenAI's `POST /audio/transcriptions`. */
export interface OpenAiCompatibleConfig {
  /** Base URL such as https://api.openai.com/v1 (a self-hosted Whisper server works too). */
  url: string;
  /** Sent as a bearer token; self-hosted servers may need none. */
  apiKey?: string;
  model: string;
}

export const DEFAULT_TRANSCRIPTION_MODEL = 'whisper-1';

/** Providers tell the format by the file name's extension, not by the part's type. */
const EXTENSION_OF_TYPE: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'm4a',
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
};

/** A request that is slower than this is abandoned and tried again later. */
const REQUEST_TIMEOUT_MS = 2 * 60_000;
/** 408 and 429 are the provider asking to come back later, not a refusal. */
const RETRYABLE_4XX = new Set([408, 409, 425, 429]);
/** A 400 about these: a server or model without word timings (gpt-4o-transcribe, some Whisper servers). */
const NO_TIMINGS = /response_format|timestamp_granularities|verbose_json/i;

interface VerboseAnswer {
  text?: unknown;
  words?: unknown;
}

/** Words as OpenAI's verbose_json gives them (seconds); `probability` is faster-whisper's extra. */
function wordsOf(answer: VerboseAnswer): RecognisedWord[] {
  if (!Array.isArray(answer.words)) return [];
  const words: RecognisedWord[] = [];
  for (const item of answer.words as Array<Record<string, unknown>>) {
    const word = typeof item?.word === 'string' ? item.word.trim() : '';
    if (!word || typeof item.start !== 'number' || typeof item.end !== 'number') continue;
    words.push({
      word,
      startMs: Math.round(item.start * 1000),
      endMs: Math.round(item.end * 1000),
      // Without a confidence the word is not marked as doubtful.
      confidence: typeof item.probability === 'number' ? Math.min(1, Math.max(0, item.probability)) : 1,
    });
  }
  return words;
}

/**
 * An OpenAI-compatible speech-to-text service (OpenAI itself, or an operator's whisper.cpp or
 * faster-whisper server). It asks for word timings and takes plain text from a server that has
 * none. Any language goes: Whisper-class models are multilingual.
 */
export function openAiCompatibleEngine(config: OpenAiCompatibleConfig): SpeechEngine {
  const endpoint = `${config.url.replace(/\/+$/, '')}/audio/transcriptions`;
  const name = `openai:${config.model}`;

  async function post(
    audio: Blob,
    fileName: string,
    withTimings: boolean,
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    const form = new FormData();
    form.append('file', audio, fileName);
    form.append('model', config.model);
    form.append('response_format', withTimings ? 'verbose_json' : 'json');
    if (withTimings) form.append('timestamp_granularities[]', 'word');
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    return fetch(endpoint, {
      method: 'POST',
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      body: form,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  }

  return {
    kind: 'openai',
    name,
    description: `the OpenAI-compatible service at ${new URL(config.url).origin} (${config.model})`,
    concurrency: null,
    understands: () => true,
    async transcribe(input: SpeechInput): Promise<SpeechResult> {
      // A multipart upload needs the file's length: the message is read into memory (uploads
      // are at most UPLOAD_MAX_BYTES).
      const chunks: Buffer[] = [];
      for await (const chunk of input.audio) chunks.push(chunk as Buffer);
      const type = mimeEssence(input.contentType);
      const audio = new Blob([Buffer.concat(chunks)], { type });
      const fileName = `recording.${EXTENSION_OF_TYPE[type] ?? 'webm'}`;

      let response = await post(audio, fileName, true, input.signal);
      if (response.status === 400) {
        const detail = await response.text().catch(() => '');
        response = NO_TIMINGS.test(detail)
          ? await post(audio, fileName, false, input.signal)
          : new Response(detail, { status: 400 });
      }
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        const message = `The transcription service answered ${response.status}${detail ? `: ${detail}` : ''}`;
        if (response.status >= 400 && response.status < 500 && !RETRYABLE_4XX.has(response.status)) {
          throw new SpeechRefusedError(message);
        }
        throw new Error(message);
      }
      const body = (await response.json().catch(() => null)) as VerboseAnswer | null;
      if (typeof body?.text !== 'string')
        throw new Error('The transcription service answered without a text.');
      return { text: body.text.trim(), words: wordsOf(body), engine: name };
    },
  };
}
