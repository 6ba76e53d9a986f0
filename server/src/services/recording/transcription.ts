import { mimeEssence } from '../../storage/audio-types';

/** Where speech-to-text goes: any endpoint that speaks OpenAI's `POST /audio/transcriptions`. */
export interface TranscriptionConfig {
  /** Base URL such as https://api.openai.com/v1 (a self-hosted Whisper server works too). */
  url: string;
  /** Sent as a bearer token; self-hosted servers may need none. */
  apiKey?: string;
  model: string;
}

export const DEFAULT_TRANSCRIPTION_MODEL = 'whisper-1';

export interface TranscriptionProvider {
  transcribe(audio: Uint8Array<ArrayBuffer>, contentType: string, signal?: AbortSignal): Promise<string>;
}

/** The provider refused the request itself (4xx): sending it again would fail the same way. */
export class TranscriptionRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'TranscriptionRefusedError';
  }
}

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

/** None unless configured: transcription sends visitors' voices to a third party. */
export function transcriptionProvider(config: TranscriptionConfig | undefined): TranscriptionProvider | null {
  return config ? openAiCompatibleTranscription(config) : null;
}

export function openAiCompatibleTranscription(config: TranscriptionConfig): TranscriptionProvider {
  const endpoint = `${config.url.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    async transcribe(audio, contentType, signal) {
      const type = mimeEssence(contentType);
      const form = new FormData();
      form.append('file', new Blob([audio], { type }), `recording.${EXTENSION_OF_TYPE[type] ?? 'webm'}`);
      form.append('model', config.model);
      form.append('response_format', 'json');
      const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
        body: form,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        const message = `The transcription provider answered ${response.status}${detail ? `: ${detail}` : ''}`;
        if (response.status >= 400 && response.status < 500 && !RETRYABLE_4XX.has(response.status)) {
          throw new TranscriptionRefusedError(response.status, message);
        }
        throw new Error(message);
      }
      const body = (await response.json().catch(() => null)) as { text?: unknown } | null;
      if (typeof body?.text !== 'string')
        throw new Error('The transcription provider answered without a text.');
      return body.text.trim();
    },
  };
}
