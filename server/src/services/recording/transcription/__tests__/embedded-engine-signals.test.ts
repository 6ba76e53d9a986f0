import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { detectEmbeddedEngine, embeddedSpeechEngine } from '../embedded-engine';
import { SpeechRefusedError } from '../speech-engine';

const { install } = detectEmbeddedEngine(process.env.PATH);

/** This process's children running `program`, by process id. */
function childrenRunning(program: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        return (
          Number(status.match(/^PPid:\s+(\d+)/m)?.[1]) === process.pid &&
          status.match(/^Name:\s+(\S+)/m)?.[1] === program.slice(0, 15)
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe.runIf(install)('the embedded engine stopped from outside the server', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'hearback-engine-signals-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('fails the attempt as one to try again, never as a damaged file, when a stop signal reaches both programs', async () => {
    // 40 s of a tone: long enough to be stopped in the middle.
    const file = path.join(folder, 'tone.webm');
    execFileSync('ffmpeg', [
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=40',
      '-c:a',
      'libopus',
      file,
    ]);
    const engine = embeddedSpeechEngine({ ...install!, trafficGate: null });
    const transcription = engine.transcribe({
      audio: createReadStream(file),
      contentType: 'audio/webm',
      size: statSync(file).size,
      durationMs: 40_000,
    });
    let recognisers: number[] = [];
    for (let attempt = 0; attempt < 100 && recognisers.length === 0; attempt++) {
      await sleep(20);
      recognisers = childrenRunning('pocketsphinx_continuous');
    }
    expect(recognisers).toHaveLength(1);
    // As a stop signalled to the server's process group reaches every child.
    for (const pid of [...recognisers, ...childrenRunning('ffmpeg')]) process.kill(pid, 'SIGTERM');
    const error = await transcription.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(SpeechRefusedError);
    expect((error as Error).message).toMatch(
      /stopped from outside the server|stopped while decoding|speech engine stopped/,
    );
  });
});
