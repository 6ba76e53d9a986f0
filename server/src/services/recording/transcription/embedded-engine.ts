import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, constants as osConstants, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { wordOfLine } from './pocketsphinx-output';
import { type Slots, slots } from './slots';
import {
  isEnglishOrUnknown,
  type RecognisedWord,
  type SpeechEngine,
  type SpeechInput,
  SpeechRefusedError,
} from './speech-engine';
import { type TrafficGate, trafficGate } from './traffic-gate';

/** Where Debian's pocketsphinx-en-us puts the US English model. */
export const DEFAULT_POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
export const EMBEDDED_ENGINE_NAME = 'embedded:pocketsphinx-en-us';
export const EMBEDDED_PACKAGES = 'pocketsphinx, pocketsphinx-en-us and ffmpeg';

/** The programs and model the embedded engine runs, as found on this machine. */
export interface EmbeddedEngineInstall {
  ffmpeg: string;
  pocketsphinx: string;
  modelDir: string;
}

export interface EmbeddedEngineOptions extends EmbeddedEngineInstall {
  /** Transcriptions at once in this process; default one core fewer than the machine has (at least 1). */
  concurrency?: number;
  /** A run may take `baseMs` plus `perAudioMs` per millisecond of audio before it is stopped. */
  timeLimit?: { baseMs: number; perAudioMs: number };
  /** Stops the engine's processes while the server is busy; null runs them regardless. */
  trafficGate?: TrafficGate | null;
}

export interface EmbeddedSpeechEngine extends SpeechEngine {
  /** Recognitions started since the engine was made (for tests and the benchmark). */
  readonly started: number;
  /** Recognitions running now. */
  readonly running: number;
  /** Intervals in which the traffic gate kept the engine stopped for the server's requests. */
  readonly pausedIntervals: number;
}

const BACKGROUND_PRIORITY = osConstants.priority.PRIORITY_LOW;

export const DEFAULT_TIME_LIMIT = { baseMs: 30_000, perAudioMs: 2 };
/**
 * When the widget sent no duration, the size tells an upper bound: browsers record voice at
 * 24 kbit/s or more (Opus, AAC) and WAV is far bigger, so 16 kbit/s over-estimates the length.
 */
const ASSUMED_BYTES_PER_SECOND = 2_000;
/** Enough of a program's complaints to explain a failure. */
const STDERR_KEPT = 4_096;

export const defaultTranscriptionConcurrency = (): number => Math.max(1, availableParallelism() - 1);

const runProgram = promisify(execFile);

const isExecutable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

function lowerPriority(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    setPriority(child.pid, BACKGROUND_PRIORITY);
  } catch {
    // The process has already ended, or the system refuses: it runs at normal priority.
  }
}

/** The first executable `name` on `searchPath` (PATH's format), or null. */
export function findOnPath(name: string, searchPath: string | undefined): string | null {
  for (const folder of (searchPath ?? '').split(path.delimiter)) {
    if (!folder) continue;
    const candidate = path.join(folder, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

const MODEL_PARTS = ['en-us', 'en-us.lm.bin', 'cmudict-en-us.dict'];

/** What is missing of the embedded engine: program names or the model folder; empty when complete. */
export function detectEmbeddedEngine(
  searchPath: string | undefined,
  modelDir = DEFAULT_POCKETSPHINX_MODEL_DIR,
): { install: EmbeddedEngineInstall | null; missing: string[] } {
  const pocketsphinx = findOnPath('pocketsphinx_continuous', searchPath);
  const ffmpeg = findOnPath('ffmpeg', searchPath);
  const modelComplete = MODEL_PARTS.every(
    (part) => statSync(path.join(modelDir, part), { throwIfNoEntry: false }) !== undefined,
  );
  const missing = [
    ...(pocketsphinx ? [] : ['pocketsphinx_continuous']),
    ...(ffmpeg ? [] : ['ffmpeg']),
    ...(modelComplete ? [] : [`the model folder ${modelDir}`]),
  ];
  return {
    install: pocketsphinx && ffmpeg && modelComplete ? { pocketsphinx, ffmpeg, modelDir } : null,
    missing,
  };
}

/** `[matroska,webm @ 0x55e0] File ended prematurely` → `File ended prematurely.` */
export function ffmpegComplaint(stderr: string): string | null {
  const line = stderr
    .split('\n')
    .map((text) => text.trim())
    .find(Boolean);
  if (!line) return null;
  const sentence = line
    .replace(/^\[[^\]]*\]\s*/, '')
    .replace(/^pipe:\d:\s*/, '')
    .trim();
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The program could not be started at all. */
  startError?: Error;
}

function exitOf(child: ChildProcess): Promise<Exit> {
  return new Promise((resolve) => {
    child.once('close', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => {
      if (child.pid === undefined) resolve({ code: null, signal: null, startError: error });
    });
  });
}

function keepStart(stream: Readable | null): () => string {
  let kept = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    if (kept.length < STDERR_KEPT) kept += chunk.slice(0, STDERR_KEPT - kept.length);
  });
  return () => kept;
}

/** A write side closed early by the program reading it: its exit status tells what happened. */
const isClosedPipe = (error: unknown): boolean => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED' || code === 'ERR_STREAM_PREMATURE_CLOSE';
};

/**
 * CMU PocketSphinx with Debian's US English model, run as two child processes per message:
 * ffmpeg decodes whatever the browser recorded to 16 kHz mono samples, which stream through a
 * named pipe into pocketsphinx_continuous. The stored file streams in and the words stream out,
 * so memory stays flat however long the message. No shell is involved; every argument is fixed.
 */
export function embeddedSpeechEngine(options: EmbeddedEngineOptions): EmbeddedSpeechEngine {
  const limit = options.timeLimit ?? DEFAULT_TIME_LIMIT;
  const available: Slots = slots(Math.max(1, options.concurrency ?? defaultTranscriptionConcurrency()));
  const mkfifo = findOnPath('mkfifo', process.env.PATH) ?? '/usr/bin/mkfifo';
  const gate = options.trafficGate === undefined ? trafficGate() : options.trafficGate;
  let started = 0;

  // Raw samples rather than WAV: pocketsphinx_continuous skips a WAV header only in a file named
  // *.wav, and would hear the header as sound.
  const ffmpegArguments = (samples: string) => [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    'pipe:0',
    '-vn',
    '-ar',
    '16000',
    '-ac',
    '1',
    '-f',
    's16le',
    '-y',
    samples,
  ];
  const pocketsphinxArguments = (samples: string) => [
    '-infile',
    samples,
    '-logfn',
    '/dev/null',
    '-time',
    'yes',
    '-hmm',
    path.join(options.modelDir, 'en-us'),
    '-lm',
    path.join(options.modelDir, 'en-us.lm.bin'),
    '-dict',
    path.join(options.modelDir, 'cmudict-en-us.dict'),
    // Narrower search beams: half the time on read speech at the same word error rate (LibriVox
    // joined: 31 % either way), measured with bench/transcription.mjs.
    '-maxhmmpf',
    '3000',
    '-maxwpf',
    '5',
  ];

  async function recognise(input: SpeechInput): Promise<RecognisedWord[]> {
    const audioMs = input.durationMs ?? Math.ceil((input.size / ASSUMED_BYTES_PER_SECOND) * 1000);
    const limitMs = Math.round(limit.baseMs + limit.perAudioMs * Math.max(0, audioMs));
    started++;
    // A named pipe between the two: Node gives a child's standard input as a socket, which
    // pocketsphinx_continuous cannot open as a file (-infile /dev/stdin).
    const workDir = await mkdtemp(path.join(tmpdir(), 'hearback-speech-'));
    const samples = path.join(workDir, 'samples.s16le');
    try {
      await runProgram(mkfifo, ['-m', '600', samples]);
      return await decodeAndRecognise(input, samples, limitMs);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  async function decodeAndRecognise(
    input: SpeechInput,
    samples: string,
    limitMs: number,
  ): Promise<RecognisedWord[]> {
    const decoder = spawn(options.ffmpeg, ffmpegArguments(samples), { stdio: ['pipe', 'ignore', 'pipe'] });
    const recogniser = spawn(options.pocketsphinx, pocketsphinxArguments(samples), {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Transcription is background work: at the lowest CPU priority, a busy engine leaves the
    // cores to the visitors' requests and the dashboard (bench/transcription.mjs measures it).
    for (const child of [decoder, recogniser]) lowerPriority(child);
    const pass = gate?.hold([decoder.pid, recogniser.pid].filter((pid) => pid !== undefined));
    const decoderErrors = keepStart(decoder.stderr);
    const recogniserErrors = keepStart(recogniser.stderr);

    let stopped: 'time' | 'abort' | 'input' | null = null;
    let inputError: unknown = null;
    // By the children's own process ids; SIGKILL, since a stuck decoder may ignore gentler ones.
    const stop = (why: 'time' | 'abort' | 'input') => {
      stopped ??= why;
      decoder.kill('SIGKILL');
      recogniser.kill('SIGKILL');
    };
    // One failing leaves the other waiting on the named pipe for ever: it is stopped too.
    let recogniserStoppedForDecoder = false;
    const decoderExit = exitOf(decoder).then((exit) => {
      if (exit.code !== 0 && recogniser.exitCode === null) {
        recogniserStoppedForDecoder = true;
        recogniser.kill('SIGKILL');
      }
      return exit;
    });
    const recogniserExit = exitOf(recogniser).then((exit) => {
      if (exit.code !== 0) decoder.kill('SIGKILL');
      return exit;
    });
    // The time limit counts the time the engine ran, not the time the gate kept it stopped.
    const startedAt = performance.now();
    let timer: NodeJS.Timeout;
    const checkTime = () => {
      const left = limitMs - (performance.now() - startedAt - (pass?.pausedMs() ?? 0));
      if (left <= 0) stop('time');
      else timer = setTimeout(checkTime, left);
    };
    timer = setTimeout(checkTime, limitMs);
    const onAbort = () => stop('abort');
    input.signal?.addEventListener('abort', onAbort, { once: true });
    if (input.signal?.aborted) stop('abort');

    const feeding = pipeline(input.audio, decoder.stdin as Writable).catch((error: unknown) => {
      if (isClosedPipe(error)) return;
      inputError = error;
      stop('input');
    });
    const words: RecognisedWord[] = [];
    const lines = createInterface({
      input: recogniser.stdout as Readable,
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    lines.on('line', (line) => {
      const word = wordOfLine(line);
      if (word) words.push(word);
    });

    try {
      const [decoded, recognised] = await Promise.all([decoderExit, recogniserExit]);
      await feeding;
      if (stopped === 'time') {
        throw new Error(
          `The speech engine did not finish within ${Math.max(1, Math.round(limitMs / 1000))} s and was stopped.`,
        );
      }
      if (stopped === 'abort') {
        throw new Error('The server stopped during the transcription.', { cause: input.signal?.reason });
      }
      if (stopped === 'input') {
        const detail = inputError instanceof Error ? inputError.message : String(inputError);
        throw new Error(`The audio file could not be read from storage: ${detail}`, { cause: inputError });
      }
      for (const [program, exit] of [
        ['ffmpeg', decoded],
        ['pocketsphinx_continuous', recognised],
      ] as const) {
        if (exit.startError) {
          throw new Error(`The speech engine could not start ${program}: ${exit.startError.message}`, {
            cause: exit.startError,
          });
        }
      }
      // A signal the engine did not send (it sends SIGKILL only): a stop signalled to the whole
      // process group, say. The file may be fine: the job tries again rather than failing it.
      const outsideSignal = [recognised.signal, decoded.signal].find((name) => name && name !== 'SIGKILL');
      if (outsideSignal) {
        throw new Error(`The speech engine was stopped from outside the server (${outsideSignal}).`);
      }
      // The recogniser first when it failed on its own: the decoder's complaint is then only
      // the broken pipe.
      if (recognised.code !== 0 && !recogniserStoppedForDecoder) {
        const detail = recogniserErrors().trim().split('\n')[0] ?? '';
        throw new Error(
          `The speech engine stopped (pocketsphinx_continuous ${recognised.signal ? `killed by ${recognised.signal}` : `exit ${recognised.code}`})${detail ? `: ${detail}` : '.'}`,
        );
      }
      // ffmpeg reports a damaged file on standard error, sometimes with exit status 0 (a file cut
      // short decodes up to the cut): either way the recording is not what the visitor sent.
      const complaint = ffmpegComplaint(decoderErrors());
      // "Broken pipe": the recogniser went away while the decoder wrote, which is no fault of the file.
      if (complaint && /broken pipe/i.test(complaint)) {
        throw new Error(`The speech engine stopped while decoding: ${complaint}`);
      }
      if (complaint) throw new SpeechRefusedError(`The audio file could not be read: ${complaint}`);
      if (decoded.code !== 0) {
        throw new Error(
          `The audio decoder stopped (ffmpeg ${decoded.signal ? `killed by ${decoded.signal}` : `exit ${decoded.code}`}).`,
        );
      }
      return words;
    } finally {
      clearTimeout(timer);
      pass?.release();
      input.signal?.removeEventListener('abort', onAbort);
      lines.close();
      input.audio.destroy();
    }
  }

  return {
    kind: 'embedded',
    name: EMBEDDED_ENGINE_NAME,
    description: 'embedded PocketSphinx (English)',
    concurrency: available.limit,
    get started() {
      return started;
    },
    get running() {
      return available.busy;
    },
    get pausedIntervals() {
      return gate?.pausedIntervals ?? 0;
    },
    understands: isEnglishOrUnknown,
    async transcribe(input) {
      const release = await available.acquire(input.signal);
      try {
        const words = await recognise(input);
        return { text: words.map((word) => word.word).join(' '), words, engine: EMBEDDED_ENGINE_NAME };
      } finally {
        release();
      }
    },
  };
}
