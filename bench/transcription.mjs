#!/usr/bin/env node
// The embedded speech engine (PocketSphinx through ffmpeg), measured on real speech:
//   accuracy  word error rate and real-time factor (engine time / audio length) per clip: the
//             engine's own "go forward ten meters", the five LibriVox clips of Debian's
//             pocketsphinx-testdata one by one and joined through a WebM/Opus round trip (what a
//             browser sends), and the demo organisation's voice clips against their sentences
//   long      one long message (--long-minutes, default 10): real-time factor, the peak memory of
//             the engine's processes, and how much the server process grew meanwhile
//   load      the real server's widget submissions (PostgreSQL, rate limits off, 32 connections):
//             p99 with the engine idle, and while it transcribes without pause, in alternating
//             rounds; the figure is the median ratio busy / idle of the same round
//
//   node bench/transcription.mjs [--json] [--strict] [--long-minutes 10] [--rounds 3]
//                                [--seconds 8] [--connections 32] [--skip-load] [--skip-long]
//
// Goals (issue "Voice understood"): real-time factor ≤ 0.5, LibriVox joined ≤ 40 % WER, p99
// ratio ≤ 1.2. --strict exits 1 when one is missed. Needs Debian's pocketsphinx,
// pocketsphinx-en-us, pocketsphinx-testdata and ffmpeg, and PostgreSQL at 127.0.0.1:5432 for
// the load part.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine, log } from './lib/in-process.mjs';
import { load } from './lib/load.mjs';
import { seedWidgets } from './lib/seed-widgets.mjs';

const { createThrowawayPostgres } = await import('@hearback/testkit');

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const SERVER_DIR = path.join(BENCH_DIR, '../server');
const TEST_DATA = '/usr/share/pocketsphinx/test/data';
const GOALS = { realTimeFactor: 0.5, librivoxWer: 0.4, p99Ratio: 1.2 };

const { flag, option, json, strict } = commandLine(import.meta.url);
const longMinutes = Number(option('--long-minutes', 10));
const rounds = Number(option('--rounds', 3));
const seconds = Number(option('--seconds', 8));
const connections = Number(option('--connections', 32));
const round3 = (value) => Number(value.toFixed(3));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const { detectEmbeddedEngine, embeddedSpeechEngine } = await import(
  path.join(SERVER_DIR, 'src/services/recording/transcription/embedded-engine.ts')
);
const { install, missing } = detectEmbeddedEngine(process.env.PATH);
if (!install || !fs.existsSync(`${TEST_DATA}/librivox/transcription`)) {
  log(
    `The embedded engine or its test recordings are missing (${[...missing, 'pocketsphinx-testdata?'].join(', ')}): nothing measured.`,
  );
  process.exit(strict ? 1 : 0);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearback-bench-speech-'));
const ffmpeg = (...ffmpegArgs) =>
  execFileSync(install.ffmpeg, ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...ffmpegArgs]);
const durationMsOf = (file) =>
  Math.round(
    Number(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], {
        encoding: 'utf8',
      }).trim(),
    ) * 1000,
  );

/** Lower case, letters and apostrophes only: how a transcript is compared with what was said. */
const wordsOf = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Word error rate: (substitutions + deletions + insertions) / words said (Levenshtein on words). */
function wordErrorRate(reference, hypothesis) {
  const said = wordsOf(reference);
  const heard = wordsOf(hypothesis);
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= said.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= heard.length; j += 1) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (said[i - 1] === heard[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return said.length ? previous[heard.length] / said.length : 0;
}

/** The clips with what was said in them. */
function clips() {
  const list = [];
  const goforward = path.join(workDir, 'goforward.wav');
  ffmpeg('-f', 's16le', '-ar', '16000', '-ac', '1', '-i', `${TEST_DATA}/goforward.raw`, goforward);
  list.push({ name: 'goforward', file: goforward, reference: 'go forward ten meters' });

  const references = new Map(
    fs
      .readFileSync(`${TEST_DATA}/librivox/transcription`, 'utf8')
      .trim()
      .split('\n')
      .map((line) => {
        const [, said, id] = line.match(/^<s> (.*) <\/s> \((.*)\)$/);
        return [id, said];
      }),
  );
  const librivox = [...references.keys()].map((id) => ({
    name: `librivox ${id.slice(-4)}`,
    file: `${TEST_DATA}/librivox/${id}.wav`,
    reference: references.get(id),
  }));
  list.push(...librivox);

  // Joined, then through the codec a browser records with, as the widget uploads it.
  const concatList = path.join(workDir, 'librivox.txt');
  fs.writeFileSync(concatList, librivox.map((clip) => `file '${clip.file}'`).join('\n'));
  const joined = path.join(workDir, 'librivox-joined.webm');
  ffmpeg('-f', 'concat', '-safe', '0', '-i', concatList, '-c:a', 'libopus', '-b:a', '32k', joined);
  list.push({
    name: 'librivox joined (WebM/Opus)',
    file: joined,
    reference: librivox.map((clip) => clip.reference).join(' '),
    librivoxJoined: true,
  });

  const demoDir = path.join(SERVER_DIR, 'src/db/demo-audio');
  const manifestFile = path.join(demoDir, 'manifest.json');
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const entries = Array.isArray(manifest) ? manifest : (manifest.clips ?? []);
    for (const entry of entries) {
      const file = path.join(demoDir, entry.file);
      const reference = entry.sentence ?? entry.text ?? entry.transcript;
      if (fs.existsSync(file) && reference)
        list.push({ name: `demo ${entry.file}`, file, reference, demo: true });
    }
  }
  return list;
}

async function transcribeFile(engine, file) {
  const size = fs.statSync(file).size;
  const durationMs = durationMsOf(file);
  const started = performance.now();
  const result = await engine.transcribe({
    audio: fs.createReadStream(file),
    contentType: 'audio/webm',
    size,
    durationMs,
  });
  return { result, durationMs, elapsedMs: performance.now() - started };
}

/** The resident memory of this process's children (the engine's ffmpeg and PocketSphinx), in MB. */
function childrenRssMb() {
  let kb = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(status.match(/^PPid:\s+(\d+)/m)?.[1]) !== process.pid) continue;
      kb += Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return kb / 1024;
}

async function measureAccuracy(engine) {
  const rows = [];
  for (const clip of clips()) {
    const { result, durationMs, elapsedMs } = await transcribeFile(engine, clip.file);
    const row = {
      clip: clip.name,
      seconds: round3(durationMs / 1000),
      realTimeFactor: round3(elapsedMs / durationMs),
      wer: round3(wordErrorRate(clip.reference, result.text)),
      heard: result.text,
      librivoxJoined: clip.librivoxJoined === true,
      demo: clip.demo === true,
    };
    log(
      `  ${row.clip.padEnd(40)} ${String(row.seconds).padStart(6)} s  RTF ${row.realTimeFactor.toFixed(2)}  WER ${(row.wer * 100).toFixed(0).padStart(3)} %  "${row.heard.slice(0, 60)}"`,
    );
    rows.push(row);
  }
  return rows;
}

async function measureLong(engine) {
  const joined = path.join(workDir, 'librivox-joined.webm');
  const long = path.join(workDir, 'long.webm');
  ffmpeg(
    '-stream_loop',
    '-1',
    '-i',
    joined,
    '-t',
    String(longMinutes * 60),
    '-c:a',
    'libopus',
    '-b:a',
    '24k',
    long,
  );
  const rssBefore = process.memoryUsage().rss / 2 ** 20;
  let peakChildren = 0;
  let peakSelf = rssBefore;
  const sampler = setInterval(() => {
    peakChildren = Math.max(peakChildren, childrenRssMb());
    peakSelf = Math.max(peakSelf, process.memoryUsage().rss / 2 ** 20);
  }, 100);
  try {
    const { result, durationMs, elapsedMs } = await transcribeFile(engine, long);
    return {
      minutes: round3(durationMs / 60_000),
      fileMb: round3(fs.statSync(long).size / 2 ** 20),
      realTimeFactor: round3(elapsedMs / durationMs),
      words: result.words.length,
      enginePeakRssMb: Math.round(peakChildren),
      serverRssGrowthMb: round3(peakSelf - rssBefore),
    };
  } finally {
    clearInterval(sampler);
  }
}

async function measureLoad(engine) {
  const database = await createThrowawayPostgres();
  if (!database) {
    log('PostgreSQL does not answer at 127.0.0.1:5432: the load part is not measured.');
    return null;
  }
  const { createServer } = await import(path.join(SERVER_DIR, 'src/app.ts'));
  const { createRequire } = await import('node:module');
  const pino = createRequire(path.join(SERVER_DIR, 'package.json'))('pino');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearback-bench-'));
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: database.url,
    dataDir,
    firebaseProjectId: 'demo-hearback-bench',
    firebaseApiKey: 'bench',
    seedDemo: false,
    logger: pino({ name: 'hearback', level: 'warn' }, pino.destination(2)),
    uploadSigningSecret: 'bench-upload-signing-secret-0123456789abcdef',
    widgetRateLimitPerIp: 0,
    widgetRateLimitPerKey: 0,
    // The server's own engine: the transcriptions below take the same slots its jobs would.
    speechEngine: engine,
  });
  try {
    const [widget] = await seedWidgets(SERVER_DIR, server.database.db, 1);
    const job = {
      url: server.url,
      method: 'POST',
      path: '/',
      headers: {},
      connections,
      submit: {
        targets: [widget],
        distinctIps: false,
        text: ['The checkout was quick, thank you!', 'The page would not load and I gave up.'],
      },
    };
    const joined = path.join(workDir, 'librivox-joined.webm');
    const run = async (name) => {
      await load({ ...job, seconds: 2 });
      const result = await load({ ...job, seconds });
      log(
        `  ${name.padEnd(6)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}  non-2xx ${result.non2xx}`,
      );
      return result;
    };
    const runs = { idle: [], busy: [] };
    let transcribed = 0;
    const pausedBefore = engine.pausedIntervals;
    for (let round = 1; round <= rounds; round += 1) {
      log(`round ${round}`);
      runs.idle.push(await run('idle'));
      // As many transcriptions at once as the engine runs, back to back, for the whole run.
      let busy = true;
      const workers = Array.from({ length: engine.concurrency ?? 1 }, async () => {
        while (busy) {
          await transcribeFile(engine, joined);
          transcribed += 1;
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      runs.busy.push(await run('busy'));
      busy = false;
      await Promise.all(workers);
    }
    const ratios = runs.busy.map((run, i) => run.p99 / Math.max(1, runs.idle[i].p99));
    return {
      connections,
      transcriptionsDuringBusyRuns: transcribed,
      // The traffic gate's stops of the engine (100 ms each) while the server was busy.
      engineStoppedSeconds: round3((engine.pausedIntervals - pausedBefore) / 10),
      idle: {
        requestsPerSecond: Math.round(median(runs.idle.map((r) => r.requestsPerSecond))),
        p99: median(runs.idle.map((r) => r.p99)),
      },
      busy: {
        requestsPerSecond: Math.round(median(runs.busy.map((r) => r.requestsPerSecond))),
        p99: median(runs.busy.map((r) => r.p99)),
      },
      p99Ratio: round3(median(ratios)),
      p99RatioSpread: [round3(Math.min(...ratios)), round3(Math.max(...ratios))],
      errors: [...runs.idle, ...runs.busy].reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    };
  } finally {
    await server.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const engine = embeddedSpeechEngine(install);
let report;
try {
  log(
    `${os.cpus().length} cores, engine concurrency ${engine.concurrency}, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  log('accuracy');
  const accuracy = await measureAccuracy(engine);
  let long = null;
  if (!flag('--skip-long')) {
    log(`long message (${longMinutes} min)`);
    long = await measureLong(engine);
    log(`  ${JSON.stringify(long)}`);
  }
  let loadReport = null;
  if (!flag('--skip-load')) {
    log('widget submissions while transcribing');
    loadReport = await measureLoad(engine);
  }
  const joined = accuracy.find((row) => row.librivoxJoined);
  const speech = accuracy.filter((row) => !row.demo);
  const totalSeconds = speech.reduce((sum, row) => sum + row.seconds, 0);
  const realTimeFactor = round3(
    speech.reduce((sum, row) => sum + row.realTimeFactor * row.seconds, 0) / totalSeconds,
  );
  const demo = accuracy.filter((row) => row.demo);
  report = {
    bench: 'transcription',
    machine: { cores: os.cpus().length, node: process.version },
    goals: GOALS,
    accuracy,
    realTimeFactor,
    librivoxJoinedWer: joined.wer,
    demoMeanWer: demo.length ? round3(demo.reduce((sum, row) => sum + row.wer, 0) / demo.length) : null,
    long,
    load: loadReport,
  };
  report.met = {
    realTimeFactor:
      realTimeFactor <= GOALS.realTimeFactor && (!long || long.realTimeFactor <= GOALS.realTimeFactor),
    librivoxWer: joined.wer <= GOALS.librivoxWer,
    p99Ratio: loadReport ? loadReport.p99Ratio <= GOALS.p99Ratio && loadReport.errors === 0 : null,
  };
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}

if (json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(
    `real-time factor (speech clips, weighted by length): ${report.realTimeFactor} (goal ≤ ${GOALS.realTimeFactor})`,
  );
  console.log(
    `LibriVox joined, WebM/Opus: WER ${(report.librivoxJoinedWer * 100).toFixed(1)} % (goal ≤ ${GOALS.librivoxWer * 100} %)`,
  );
  if (report.demoMeanWer !== null)
    console.log(`demo clips: mean WER ${(report.demoMeanWer * 100).toFixed(1)} %`);
  if (report.long) {
    console.log(
      `${report.long.minutes} min message (${report.long.fileMb} MB): RTF ${report.long.realTimeFactor}, engine peak ${report.long.enginePeakRssMb} MB, server grew ${report.long.serverRssGrowthMb} MB`,
    );
  }
  if (report.load) {
    console.log(
      `widget submissions, ${report.load.connections} connections: p99 idle ${report.load.idle.p99} ms, while transcribing ${report.load.busy.p99} ms: ratio ${report.load.p99Ratio} [${report.load.p99RatioSpread.join('–')}] (goal ≤ ${GOALS.p99Ratio}); ${report.load.idle.requestsPerSecond} → ${report.load.busy.requestsPerSecond} req/s; ${report.load.transcriptionsDuringBusyRuns} transcriptions, engine stopped ${report.load.engineStoppedSeconds} s for requests`,
    );
  }
  console.log(`goals: ${JSON.stringify(report.met)}`);
}
if (strict && Object.values(report.met).some((met) => met === false)) process.exitCode = 1;
