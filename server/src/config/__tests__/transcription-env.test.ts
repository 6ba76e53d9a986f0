import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  speechEngineFor,
  transcriptionReport,
  transcriptionSummary,
} from '../../services/recording/transcription/engine-setting';
import { ConfigError, configFromEnv } from '../env';

const problemsOf = (env: NodeJS.ProcessEnv): string => {
  try {
    configFromEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  return '';
};

/**
 * A machine of the test's making: a PATH folder with stand-in programs (empty scripts, never
 * run: detection only looks for them) and a model folder with Debian's layout.
 */
describe('the transcription engine setting', () => {
  let root: string;
  let installed: string;
  let nothing: string;
  let model: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'hearback-transcription-env-'));
    installed = path.join(root, 'bin');
    nothing = path.join(root, 'empty');
    model = path.join(root, 'model');
    await mkdir(installed);
    await mkdir(nothing);
    await mkdir(path.join(model, 'en-us'), { recursive: true });
    await writeFile(path.join(model, 'en-us.lm.bin'), '');
    await writeFile(path.join(model, 'cmudict-en-us.dict'), '');
    for (const program of ['pocketsphinx_continuous', 'ffmpeg']) {
      await writeFile(path.join(installed, program), '#!/bin/sh\n');
      await chmod(path.join(installed, program), 0o755);
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('defaults to the embedded engine when its programs and model are installed', () => {
    const { transcription } = configFromEnv({ PATH: installed, POCKETSPHINX_MODEL_DIR: model });
    expect(transcription).toEqual({
      engine: 'embedded',
      install: {
        pocketsphinx: path.join(installed, 'pocketsphinx_continuous'),
        ffmpeg: path.join(installed, 'ffmpeg'),
        modelDir: model,
      },
    });
    const engine = speechEngineFor(transcription);
    expect(engine).toMatchObject({ kind: 'embedded', name: 'embedded:pocketsphinx-en-us' });
    expect(engine!.concurrency).toBeGreaterThanOrEqual(1);
    expect(transcriptionSummary(engine, transcription)).toBe(
      'Transcription: embedded PocketSphinx (English)',
    );
    expect(transcriptionReport(engine, transcription)()).toEqual({ engine: 'embedded', available: true });
  });

  it("finds Debian's packages on this machine's PATH", () => {
    expect(configFromEnv({ PATH: process.env.PATH }).transcription).toMatchObject({
      engine: 'embedded',
      install: { modelDir: '/usr/share/pocketsphinx/model/en-us' },
    });
  });

  it('defaults to the OpenAI-compatible service when TRANSCRIPTION_URL is set, installed or not', () => {
    const { transcription } = configFromEnv({
      PATH: installed,
      POCKETSPHINX_MODEL_DIR: model,
      TRANSCRIPTION_URL: 'http://127.0.0.1:8000/v1',
    });
    expect(transcription).toEqual({
      engine: 'openai',
      url: 'http://127.0.0.1:8000/v1',
      apiKey: undefined,
      model: 'whisper-1',
    });
    const engine = speechEngineFor(transcription);
    expect(transcriptionSummary(engine, transcription)).toBe(
      'Transcription: the OpenAI-compatible service at http://127.0.0.1:8000 (whisper-1)',
    );
    expect(transcriptionReport(engine, transcription)()).toEqual({ engine: 'openai', available: true });
  });

  it('is off without an engine, and says how to install one', () => {
    const { transcription } = configFromEnv({ PATH: nothing, POCKETSPHINX_MODEL_DIR: model });
    expect(transcription).toEqual({ engine: 'off', why: 'not-installed' });
    expect(speechEngineFor(transcription)).toBeNull();
    expect(transcriptionSummary(null, transcription)).toBe(
      "Transcription is off: install Debian's pocketsphinx, pocketsphinx-en-us and ffmpeg, or set TRANSCRIPTION_URL",
    );
    expect(transcriptionReport(null, transcription)()).toEqual({ engine: 'off', available: false });
    // A model folder missing its files is no model.
    expect(configFromEnv({ PATH: installed, POCKETSPHINX_MODEL_DIR: nothing }).transcription).toEqual({
      engine: 'off',
      why: 'not-installed',
    });
  });

  it('is off when asked, whatever is installed', () => {
    const { transcription } = configFromEnv({
      PATH: installed,
      POCKETSPHINX_MODEL_DIR: model,
      TRANSCRIPTION_ENGINE: 'off',
    });
    expect(transcription).toEqual({ engine: 'off', why: 'chosen' });
    expect(transcriptionSummary(null, transcription)).toBe('Transcription is off (TRANSCRIPTION_ENGINE=off)');
  });

  it('refuses an engine that cannot run, naming what to install', () => {
    expect(
      problemsOf({ PATH: nothing, POCKETSPHINX_MODEL_DIR: model, TRANSCRIPTION_ENGINE: 'embedded' }),
    ).toBe(
      "TRANSCRIPTION_ENGINE is embedded but pocketsphinx_continuous and ffmpeg are not found: install Debian's pocketsphinx, pocketsphinx-en-us and ffmpeg (apt-get install pocketsphinx pocketsphinx-en-us ffmpeg), or set TRANSCRIPTION_ENGINE=off.",
    );
    expect(
      problemsOf({ PATH: installed, POCKETSPHINX_MODEL_DIR: nothing, TRANSCRIPTION_ENGINE: 'embedded' }),
    ).toContain(`TRANSCRIPTION_ENGINE is embedded but the model folder ${nothing} is not found`);
    expect(problemsOf({ TRANSCRIPTION_ENGINE: 'openai' })).toBe(
      "TRANSCRIPTION_ENGINE is openai but TRANSCRIPTION_URL is not set: set the service's base URL, such as https://api.openai.com/v1.",
    );
    expect(
      problemsOf({
        PATH: installed,
        POCKETSPHINX_MODEL_DIR: model,
        TRANSCRIPTION_ENGINE: 'embedded',
        TRANSCRIPTION_URL: 'https://api.openai.com/v1',
      }),
    ).toContain('TRANSCRIPTION_ENGINE is embedded but TRANSCRIPTION_URL is set too');
    expect(problemsOf({ TRANSCRIPTION_ENGINE: 'whisper' })).toBe(
      'TRANSCRIPTION_ENGINE must be embedded, openai or off (got "whisper").',
    );
  });
});
