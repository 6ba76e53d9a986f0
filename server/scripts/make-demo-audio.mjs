#!/usr/bin/env node
// Makes the demo organisation's voice messages (src/db/demo-audio/*.webm) from the sentences of
// src/db/demo-audio/manifest.json, and writes each clip's length and size back into it.
//
//   node server/scripts/make-demo-audio.mjs [--check]
//
// Needs Debian's flite and ffmpeg (apt-get install flite ffmpeg); --check also needs
// pocketsphinx and pocketsphinx-en-us and prints what the embedded engine hears in each clip.
// Run by a developer when a sentence changes; the clips are committed, never made at install.
//
// Speech: flite's voices at 16 kHz (kal16 rather than kal: the 8 kHz kal is telephone quality
// and the embedded engine mishears most of it). Encoding: WebM/Opus, mono, 16 kbit/s, as a
// browser's MediaRecorder sends a voice message, with a short silence before and after the
// words as a real recording has. Bit-exact flags and no metadata: the same sentence gives the
// same bytes, so re-running the script changes no committed file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const MAX_BYTES = 40 * 1024;
const VOICES = new Set(['slt', 'kal16', 'rms', 'awb']);
const folder = path.resolve(import.meta.dirname, '../src/db/demo-audio');
const manifestFile = path.join(folder, 'manifest.json');
const check = process.argv.includes('--check');

const run = (command, args, options = {}) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });

function requireTool(command, hint) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
  } catch {
    console.error(`${command} was not found: ${hint}`);
    process.exit(1);
  }
}

requireTool('flite', 'apt-get install flite');
requireTool('ffmpeg', 'apt-get install ffmpeg');
if (check) requireTool('pocketsphinx_continuous', 'apt-get install pocketsphinx pocketsphinx-en-us');

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const work = mkdtempSync(path.join(tmpdir(), 'hearback-demo-audio-'));
let failed = false;
try {
  for (const clip of manifest.clips) {
    if (!VOICES.has(clip.voice)) throw new Error(`${clip.file}: unknown voice ${clip.voice}`);
    if (!/^[a-z0-9-]+\.webm$/.test(clip.file)) throw new Error(`${clip.file}: name it like a-b-c.webm`);
    const wav = path.join(work, `${clip.file}.wav`);
    const target = path.join(folder, clip.file);
    run('flite', ['-voice', clip.voice, '-t', clip.text, '-o', wav]);
    run('ffmpeg', [
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      '-i',
      wav,
      '-af',
      'adelay=400,apad=pad_dur=0.5',
      '-ac',
      '1',
      '-c:a',
      'libopus',
      '-b:a',
      '16k',
      '-application',
      'voip',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:a',
      '+bitexact',
      '-f',
      'webm',
      target,
    ]);
    const seconds = Number(
      run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', target]).trim(),
    );
    clip.durationMs = Math.round(seconds * 1000);
    clip.bytes = statSync(target).size;
    const tooLarge = clip.bytes > MAX_BYTES;
    failed ||= tooLarge;
    let heard = '';
    if (check) {
      heard = run('sh', [
        '-c',
        `ffmpeg -nostdin -loglevel error -i "$1" -ar 16000 -ac 1 -f wav - | pocketsphinx_continuous -infile /dev/stdin -logfn /dev/null`,
        'sh',
        target,
      ])
        .split('\n')[0]
        .trim();
    }
    console.log(
      `${clip.file}  ${clip.voice}  ${(clip.durationMs / 1000).toFixed(1)} s  ${clip.bytes} bytes${
        tooLarge ? '  TOO LARGE' : ''
      }${check ? `\n    said:  ${clip.text}\n    heard: ${heard}` : ''}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
if (failed) {
  console.error(`Some clips are larger than ${MAX_BYTES} bytes: shorten their sentences.`);
  process.exit(1);
}
