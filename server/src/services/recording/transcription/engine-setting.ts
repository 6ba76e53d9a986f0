import path from 'node:path';
import {
  DEFAULT_POCKETSPHINX_MODEL_DIR,
  detectEmbeddedEngine,
  EMBEDDED_PACKAGES,
  type EmbeddedEngineInstall,
  embeddedSpeechEngine,
} from './embedded-engine';
import { type OpenAiCompatibleConfig, openAiCompatibleEngine } from './openai-compatible';
import type { SpeechEngine } from './speech-engine';

export const TRANSCRIPTION_ENGINES = ['embedded', 'openai', 'off'] as const;
export type TranscriptionEngineKind = (typeof TRANSCRIPTION_ENGINES)[number];

/** TRANSCRIPTION_ENGINE as resolved at start (config/env.ts). */
export type TranscriptionSetting =
  | { engine: 'embedded'; install: EmbeddedEngineInstall }
  | ({ engine: 'openai' } & OpenAiCompatibleConfig)
  | {
      engine: 'off';
      /** `not-installed`: nothing was chosen and the embedded engine is not on this machine. */
      why: 'chosen' | 'not-installed';
    };

/** The status reason of a voice message that arrives while no engine is configured. */
export const TRANSCRIPTION_OFF = 'Transcription is off on this server.';

export const HOW_TO_INSTALL = `install Debian's ${EMBEDDED_PACKAGES}`;

export interface TranscriptionChoice {
  engine?: TranscriptionEngineKind;
  openai?: OpenAiCompatibleConfig;
  /** PATH, where the embedded engine's programs are looked for. */
  searchPath?: string;
  modelDir?: string;
}

/**
 * TRANSCRIPTION_ENGINE, or its default: the OpenAI-compatible service when TRANSCRIPTION_URL is
 * set, else the embedded engine when its programs and model are installed, else off. Answers the
 * setting, or a problem to report (an engine asked for that cannot run).
 */
export function resolveTranscription(
  choice: TranscriptionChoice,
): TranscriptionSetting | { problem: string } {
  const modelDir = choice.modelDir ?? DEFAULT_POCKETSPHINX_MODEL_DIR;
  const engine = choice.engine ?? (choice.openai ? 'openai' : undefined);
  if (engine === 'off') return { engine: 'off', why: 'chosen' };
  if (engine === 'openai') {
    if (!choice.openai) {
      return {
        problem:
          "TRANSCRIPTION_ENGINE is openai but TRANSCRIPTION_URL is not set: set the service's base URL, such as https://api.openai.com/v1.",
      };
    }
    return { engine: 'openai', ...choice.openai };
  }
  const { install, missing } = detectEmbeddedEngine(choice.searchPath, modelDir);
  if (engine === 'embedded') {
    if (choice.openai) {
      return {
        problem:
          'TRANSCRIPTION_ENGINE is embedded but TRANSCRIPTION_URL is set too: unset TRANSCRIPTION_URL, or set TRANSCRIPTION_ENGINE=openai.',
      };
    }
    if (!install) {
      return {
        problem: `TRANSCRIPTION_ENGINE is embedded but ${inWords(missing)} ${missing.length > 1 ? 'are' : 'is'} not found: ${HOW_TO_INSTALL} (apt-get install pocketsphinx pocketsphinx-en-us ffmpeg), or set TRANSCRIPTION_ENGINE=off.`,
      };
    }
  }
  return install ? { engine: 'embedded', install } : { engine: 'off', why: 'not-installed' };
}

/** `a`, `a and b`, `a, b and c`. */
const inWords = (items: string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/** The engine the setting names; null when transcription is off (or not configured, in tests). */
export function speechEngineFor(setting: TranscriptionSetting | undefined): SpeechEngine | null {
  if (setting?.engine === 'embedded') return embeddedSpeechEngine(setting.install);
  if (setting?.engine === 'openai') return openAiCompatibleEngine(setting);
  return null;
}

/** The start-up line: which engine transcribes, or how to get one. */
export function transcriptionSummary(
  engine: SpeechEngine | null,
  setting: TranscriptionSetting | undefined,
): string {
  if (engine) return `Transcription: ${engine.description}`;
  if (setting?.engine === 'off' && setting.why === 'chosen')
    return 'Transcription is off (TRANSCRIPTION_ENGINE=off)';
  return `Transcription is off: ${HOW_TO_INSTALL}, or set TRANSCRIPTION_URL`;
}

/** What /health/live reports: the engine in use, and whether it can run now. */
export interface TranscriptionReport {
  engine: TranscriptionEngineKind;
  available: boolean;
}

export function transcriptionReport(engine: SpeechEngine | null, setting: TranscriptionSetting | undefined) {
  return (): TranscriptionReport => {
    if (!engine) return { engine: 'off', available: false };
    if (engine.kind === 'embedded' && setting?.engine === 'embedded') {
      // Packages removed since the start show here before the next message fails.
      const { install } = detectEmbeddedEngine(
        [setting.install.pocketsphinx, setting.install.ffmpeg].map(path.dirname).join(path.delimiter),
        setting.install.modelDir,
      );
      return { engine: 'embedded', available: install !== null };
    }
    return { engine: engine.kind, available: true };
  };
}
