import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  detectEmbeddedEngine,
  type EmbeddedEngineInstall,
  type EmbeddedEngineOptions,
  embeddedSpeechEngine,
} from '../../src/services/recording/transcription/embedded-engine';
import type { SpeechInput } from '../../src/services/recording/transcription/speech-engine';
import { type EncodedSpeech, goForward, librivoxJoined, quietNoise } from '../support/speech-audio';
import { wordErrorRate } from '../support/word-error-rate';

/** This process's children that are the engine's programs, with their peak memory (kB). */
async function engineChildren(): Promise<{ pid: number; name: string; peakKb: number }[]> {
  const found: { pid: number; name: string; peakKb: number }[] = [];
  for (const task of await readdir(`/proc/${process.pid}/task`)) {
    const children = await readFile(`/proc/${process.pid}/task/${task}/children`, 'utf8').catch(() => '');
    for (const pid of children.split(/\s+/).filter(Boolean).map(Number)) {
      const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
      const name = /^Name:\s+(\S+)/m.exec(status)?.[1] ?? '';
      if (name === 'ffmpeg' || name.startsWith('pocketsphinx')) {
        found.push({ pid, name, peakKb: Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0) });
      }
    }
  }
  return found;
}

const inputOf = (speech: EncodedSpeech, extra: Partial<SpeechInput> = {}): SpeechInput => ({
  audio: createReadStream(speech.file),
  contentType: 'audio/webm;codecs=opus',
  size: speech.bytes.length,
  durationMs: speech.durationMs,
  ...extra,
});

// Each run loads a 47 MB model (about a second of a core); CI machines are shared: generous limits.
describe('the embedded engine (PocketSphinx), on real speech', { timeout: 60_000 }, () => {
  let folder: string;
  let install: EmbeddedEngineInstall;
  const engine = (options: Partial<EmbeddedEngineOptions> = {}) =>
    embeddedSpeechEngine({ ...install, ...options });

  beforeAll(async () => {
    const detected = detectEmbeddedEngine(process.env.PATH);
    if (!detected.install)
      throw new Error(`The embedded engine is not installed: ${detected.missing.join(', ')}`);
    install = detected.install;
    folder = await mkdtemp(path.join(tmpdir(), 'hearback-test-speech-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('hears "go forward ten meters" exactly, with each word placed in time', async () => {
    const speech = await goForward(folder);
    const result = await engine().transcribe(inputOf(speech));
    expect(result.text).toBe('go forward ten meters');
    expect(result.engine).toBe('embedded:pocketsphinx-en-us');
    expect(result.words.map((word) => word.word)).toEqual(['go', 'forward', 'ten', 'meters']);
    let previousEnd = 0;
    for (const word of result.words) {
      expect(word.startMs).toBeGreaterThanOrEqual(previousEnd);
      expect(word.endMs).toBeGreaterThan(word.startMs);
      expect(word.confidence).toBeGreaterThanOrEqual(0);
      expect(word.confidence).toBeLessThanOrEqual(1);
      previousEnd = word.endMs;
    }
    expect(previousEnd).toBeLessThanOrEqual(speech.durationMs);
    // "forward" is spoken from about 0.65 s to 1.17 s.
    expect(result.words[1]!.startMs).toBeGreaterThan(500);
    expect(result.words[1]!.endMs).toBeLessThan(1_400);
  });

  it('transcribes the joined LibriVox clips, through an Opus round trip, within 40 % word error rate', async () => {
    const speech = await librivoxJoined(folder);
    expect(speech.durationMs).toBeGreaterThan(24_000);
    const started = Date.now();
    const result = await engine().transcribe(inputOf(speech));
    const rate = wordErrorRate(speech.reference, result.text);
    console.info(
      `LibriVox (${(speech.durationMs / 1000).toFixed(1)} s): word error rate ${(rate * 100).toFixed(1)} %, ` +
        `${((Date.now() - started) / speech.durationMs).toFixed(2)} × real time`,
    );
    expect(rate).toBeLessThanOrEqual(0.4);
    // Times run on across the utterances the engine cut the clip into.
    expect(result.words.at(-1)!.endMs).toBeGreaterThan(20_000);
  }, 180_000);

  it('is stopped at its time limit, both programs killed', async () => {
    const speech = await librivoxJoined(folder);
    const hurried = engine({ timeLimit: { baseMs: 1_000, perAudioMs: 0 } });
    const started = Date.now();
    await expect(hurried.transcribe(inputOf(speech))).rejects.toThrow(
      'The speech engine did not finish within 1 s and was stopped.',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await engineChildren()).toEqual([]);
    expect(hurried.running).toBe(0);
  });

  it('stops when its job is aborted (the server stopping)', async () => {
    const speech = await librivoxJoined(folder);
    const abort = new AbortController();
    const running = engine().transcribe(inputOf(speech, { signal: abort.signal }));
    setTimeout(() => abort.abort(new Error('The server is stopping.')), 300);
    await expect(running).rejects.toThrow('The server stopped during the transcription.');
    expect(await engineChildren()).toEqual([]);
  });

  it('runs no more recognitions at once than its concurrency', async () => {
    const speech = await goForward(folder);
    const single = engine({ concurrency: 1 });
    const both = Promise.all([single.transcribe(inputOf(speech)), single.transcribe(inputOf(speech))]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect({ started: single.started, running: single.running }).toEqual({ started: 1, running: 1 });
    expect((await engineChildren()).filter((child) => child.name.startsWith('pocketsphinx'))).toHaveLength(1);
    const results = await both;
    expect(results.map((result) => result.text)).toEqual(['go forward ten meters', 'go forward ten meters']);
    expect(single.started).toBe(2);
  });

  it('keeps memory flat through a 10-minute message', async () => {
    const speech = await quietNoise(folder, 600);
    const before = process.memoryUsage().rss;
    let peakRss = before;
    let peakChildKb = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      engineChildren()
        .then((children) => {
          for (const child of children) peakChildKb = Math.max(peakChildKb, child.peakKb);
        })
        .catch(() => {});
    }, 100);
    try {
      const result = await engine().transcribe(inputOf(speech));
      expect(result.words.length).toBeLessThan(20);
    } finally {
      clearInterval(sampler);
    }
    // 10 minutes decode to 19 MB of samples: none of them gathers in this process, and the
    // recogniser's memory is its model's.
    expect(peakRss - before).toBeLessThan(16 * 1024 * 1024);
    expect(peakChildKb).toBeGreaterThan(0);
    expect(peakChildKb).toBeLessThan(250 * 1024);
  }, 120_000);
});
