import { execFile } from 'node:child_process';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Real speech for the embedded engine's tests, made at test time from Debian's
 * pocketsphinx-testdata (nothing is committed): encoded as browsers record it, WebM/Opus.
 */
export const TEST_DATA = '/usr/share/pocketsphinx/test/data';
const LIBRIVOX = path.join(TEST_DATA, 'librivox');

const run = promisify(execFile);
const ffmpeg = (...args: string[]) => run('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', ...args]);

/** The bytes and the length of an encoded file. */
export interface EncodedSpeech {
  file: string;
  bytes: Buffer;
  durationMs: number;
}

async function encoded(file: string): Promise<EncodedSpeech> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=noprint_wrappers=1:nokey=1',
    file,
  ]);
  return { file, bytes: await readFile(file), durationMs: Math.round(Number(stdout.trim()) * 1000) };
}

/** "Go forward ten meters": 16 kHz mono raw samples, as a voice message of 2.6 s. */
export async function goForward(folder: string): Promise<EncodedSpeech> {
  const file = path.join(folder, 'goforward.webm');
  if (!(await stat(file).catch(() => null))) {
    await ffmpeg(
      '-f',
      's16le',
      '-ar',
      '16000',
      '-ac',
      '1',
      '-i',
      path.join(TEST_DATA, 'goforward.raw'),
      '-c:a',
      'libopus',
      '-b:a',
      '32k',
      file,
    );
  }
  return encoded(file);
}

/** The five LibriVox clips of "Sense and Sensibility" joined (24.7 s), and what is said in them. */
export async function librivoxJoined(folder: string): Promise<EncodedSpeech & { reference: string }> {
  const ids = (await readFile(path.join(LIBRIVOX, 'fileids'), 'utf8')).split('\n').filter(Boolean);
  const list = path.join(folder, 'librivox.txt');
  await writeFile(list, ids.map((id) => `file '${path.join(LIBRIVOX, `${id}.wav`)}'\n`).join(''));
  const file = path.join(folder, 'librivox.webm');
  await ffmpeg('-f', 'concat', '-safe', '0', '-i', list, '-c:a', 'libopus', '-b:a', '32k', file);
  const transcription = await readFile(path.join(LIBRIVOX, 'transcription'), 'utf8');
  const reference = transcription
    .split('\n')
    .map((line) =>
      line
        .replace(/<\/?s>/g, '')
        .replace(/\([^)]*\)\s*$/, '')
        .trim(),
    )
    .filter(Boolean)
    .join(' ');
  return { ...(await encoded(file)), reference };
}

/** Digital silence. */
export async function silence(folder: string, seconds: number): Promise<EncodedSpeech> {
  const file = path.join(folder, `silence-${seconds}.webm`);
  await ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=48000:cl=mono',
    '-t',
    String(seconds),
    '-c:a',
    'libopus',
    file,
  );
  return encoded(file);
}

/** Quiet pink noise (no speech), for a long message. */
export async function quietNoise(folder: string, seconds: number): Promise<EncodedSpeech> {
  const file = path.join(folder, `noise-${seconds}.webm`);
  await ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'anoisesrc=r=48000:a=0.02:c=pink',
    '-t',
    String(seconds),
    '-c:a',
    'libopus',
    '-b:a',
    '24k',
    file,
  );
  return encoded(file);
}
