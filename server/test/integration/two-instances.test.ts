import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres, type ThrowawayPostgres } from '@hearback/testkit';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ORPHAN_CLEANUP_EVERY_MS } from '../../src/jobs/clean-orphan-uploads';
import { periodKey } from '../../src/jobs/periods';
import { ABANDONED } from '../../src/jobs/worker';
import { TERMS_SWEEP_EVERY_MS } from '../../src/services/insights/sweep-terms';
import { WEEKLY_REPORT_PERIOD } from '../../src/services/notification/weekly-report-jobs';
import { RETENTION_EVERY_MS } from '../../src/services/privacy/retention-jobs';
import { type Organisation, signUpAdmin } from '../support/actors';
import { until } from '../support/queue-database';
import { type S3Bucket, startS3Bucket } from '../support/s3-bucket';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { createProduct, WEBM } from '../support/widget-fixtures';

const STT_KEY = 'sk-test-two-instances';
const SAID = 'I love how easy this is, wonderful.';
/** Short, so that a killed server's job is taken over within seconds; renewed every third of it. */
const LEASE_MS = 10_000;
const PER_IP = 10;
const PER_KEY = 60;
/** Every recurring job of the server and its period. */
const SCHEDULES: Record<string, number> = {
  'uploads.clean-orphans': ORPHAN_CLEANUP_EVERY_MS,
  'privacy.retention-sweep': RETENTION_EVERY_MS,
  'insights.sweep-terms': TERMS_SWEEP_EVERY_MS,
  'report.weekly': WEEKLY_REPORT_PERIOD.everyMs,
};

interface SttCall {
  /** sha-256 of the audio file sent. */
  digest: string;
  /** The caller went away before an answer (its process was killed). */
  cut: boolean;
  answered: boolean;
}

/**
 * An OpenAI-compatible speech-to-text endpoint whose answers the test holds back: while held, a
 * transcription job stays claimed and in flight, as a slow provider keeps it.
 */
async function startHeldSpeechService() {
  const calls: SttCall[] = [];
  const waiting = new Set<() => void>();
  let held = true;
  const server: Server = createServer(async (req, res) => {
    const call: SttCall = { digest: '', cut: false, answered: false };
    res.on('close', () => {
      if (!call.answered) call.cut = true;
    });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = await new Request('http://localhost', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: Buffer.concat(chunks),
    }).formData();
    const file = form.get('file');
    if (req.headers.authorization !== `Bearer ${STT_KEY}` || !(file instanceof File)) {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"bad request"}}');
      return;
    }
    call.digest = createHash('sha256')
      .update(Buffer.from(await file.arrayBuffer()))
      .digest('hex');
    calls.push(call);
    if (held) await new Promise<void>((resolve) => waiting.add(resolve));
    if (call.cut) return;
    call.answered = true;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: SAID, words: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    calls,
    /** Held calls now and later are answered. */
    answer() {
      held = false;
      for (const release of waiting) release();
      waiting.clear();
    },
    hold() {
      held = true;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        held = false;
        for (const release of waiting) release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const digestOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The widget API of one organisation and product, reached through either server. */
function widgetOf(organisation: Organisation, productId: string) {
  const query = `key=${encodeURIComponent(organisation.widgetKey)}&product=${productId}`;
  return {
    /**
     * A voice message: ticket from `ticketFrom`, PUT into the bucket, submitted to `submitTo`.
     * Answers the submission's id.
     */
    async voice(ticketFrom: ServerProcess, submitTo: ServerProcess, audio: Buffer, ip: string) {
      const submissionId = randomUUID();
      const ticketResponse = await fetch(`${ticketFrom.url}/widget/v1/uploads?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ submissionId, contentType: 'audio/webm', size: audio.length }),
      });
      const ticket = (await ticketResponse.json()) as {
        uploadUrl: string;
        fileKey: string;
        headers?: Record<string, string>;
      };
      expect(ticketResponse.status, JSON.stringify(ticket)).toBe(201);
      const put = await fetch(ticket.uploadUrl, {
        method: 'PUT',
        headers: { 'content-type': 'audio/webm', ...ticket.headers },
        body: new Uint8Array(audio),
      });
      expect(put.status).toBe(200);
      const response = await this.submit(submitTo, ip, {
        id: submissionId,
        messageType: 'LeaveMessage',
        audio: { fileKey: ticket.fileKey, contentType: 'audio/webm', durationMs: 1500 },
      });
      expect(response.status).toBe(201);
      // The answer names the submission (the widget's own id), not the recording.
      expect(((await response.json()) as { id: string }).id).toBe(submissionId);
      return submissionId;
    },
    submit(to: ServerProcess, ip: string, body: Record<string, unknown> & { id: string }) {
      return fetch(`${to.url}/widget/v1/submissions?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': body.id, 'x-forwarded-for': ip },
        body: JSON.stringify({ createdAt: new Date().toISOString(), ...body }),
      });
    },
  };
}

/** The recording ids a server's log says it transcribed. */
function transcribedBy(server: ServerProcess): string[] {
  const ids: string[] = [];
  for (const line of server.output().split('\n')) {
    let entry: { msg?: string; recordingId?: string };
    try {
      entry = JSON.parse(line);
    } catch {
      continue; // not a log line, or the last one still being written
    }
    if (entry.msg === 'Voice message transcribed' && entry.recordingId) ids.push(entry.recordingId);
  }
  return ids;
}

/** The process id in a worker's `locked_by` (host:pid:random). */
const pidOf = (lockedBy: string | null) => Number(/:(\d+):[0-9a-f]{8}$/.exec(lockedBy ?? '')?.[1]);

/** A client address of its own, so that only the limit under test is ever reached. */
let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** Waits until at least 20 s of the current minute-long rate window are left. */
async function awayFromWindowEdge(windowMs = 60_000) {
  const intoWindow = Date.now() % windowMs;
  if (intoWindow > windowMs - 20_000) {
    await new Promise((resolve) => setTimeout(resolve, windowMs - intoWindow + 500));
  }
}

describe.skipIf(!inject('postgresAvailable'))('two server processes on one PostgreSQL', () => {
  let postgres: ThrowawayPostgres;
  let bucket: S3Bucket;
  let stt: Awaited<ReturnType<typeof startHeldSpeechService>>;
  let pool: pg.Pool;
  let dataDirs: string[] = [];
  let first: ServerProcess;
  let second: ServerProcess;
  let voiceShop: ReturnType<typeof widgetOf>;
  let keyShop: ReturnType<typeof widgetOf>;
  let quietProduct: string;
  let voiceOrganisation: Organisation;

  const rows = async <T>(text: string, values: unknown[] = []): Promise<T[]> =>
    (await pool.query(text, values)).rows as T[];
  const poll = (condition: () => Promise<boolean> | boolean) => until(condition, 200);
  const recordingOf = async (submissionId: string) =>
    (await rows<{ id: string }>(`select id from recordings where idempotency_key = $1`, [submissionId]))[0]!
      .id;

  beforeAll(async () => {
    postgres = (await createThrowawayPostgres()) as ThrowawayPostgres;
    pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
    bucket = await startS3Bucket('two-instances');
    stt = await startHeldSpeechService();
    dataDirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(tmpdir(), 'hearback-test-data-'))));
    // As on two machines: a data folder each; the database, the bucket and the keys shared.
    const shared = {
      DATABASE_URL: postgres.url,
      S3_BUCKET: bucket.config.bucket,
      S3_ENDPOINT: bucket.config.endpoint!,
      S3_REGION: bucket.config.region!,
      S3_ACCESS_KEY_ID: bucket.config.accessKeyId!,
      S3_SECRET_ACCESS_KEY: bucket.config.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
      SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      UPLOAD_SIGNING_SECRET: randomBytes(32).toString('hex'),
      TRANSCRIPTION_ENGINE: 'openai',
      TRANSCRIPTION_URL: stt.url,
      TRANSCRIPTION_API_KEY: STT_KEY,
      TRUSTED_PROXY: 'true',
      WIDGET_RATE_LIMIT_PER_IP: String(PER_IP),
      WIDGET_RATE_LIMIT_PER_KEY: String(PER_KEY),
      JOB_LEASE_MS: String(LEASE_MS),
    };
    // One after the other: two cold starts at once can outlast the readiness wait on a busy machine.
    first = await startServerProcess({ ...shared, DATA_DIR: dataDirs[0]! });
    second = await startServerProcess({ ...shared, DATA_DIR: dataDirs[1]! });

    const voices = await signUpAdmin(first.target, 'Two Voices Ltd');
    voiceOrganisation = voices.organisation;
    voiceShop = widgetOf(voiceOrganisation, await createProduct(voices.admin, 'Voice Shop'));
    quietProduct = await createProduct(voices.admin, 'Quiet Shop');
    const keys = await signUpAdmin(second.target, 'Shared Key Ltd');
    keyShop = widgetOf(keys.organisation, await createProduct(keys.admin, 'Key Shop'));
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await stt?.stop();
    await bucket?.stop();
    await pool?.end();
    await postgres?.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('runs every job once in total, with both servers claiming some', async () => {
    const MESSAGES = 12;
    const digests = new Map<string, string>();
    for (let index = 0; index < MESSAGES; index += 1) {
      const audio = WEBM(2048);
      // Ticket from one server, message to the other, alternating.
      const [from, to] = index % 2 === 0 ? [first, second] : [second, first];
      const submissionId = await voiceShop.voice(from, to, audio, freshAddress());
      digests.set(digestOf(audio), await recordingOf(submissionId));
    }
    // The provider holds every answer until both servers hold transcriptions in flight at once.
    await poll(async () => {
      const running = await rows<{ locked_by: string }>(
        `select locked_by from jobs where kind = 'recording.transcribe' and state = 'running'`,
      );
      return new Set(running.map((row) => pidOf(row.locked_by))).size === 2;
    });
    const running = await rows<{ locked_by: string }>(
      `select locked_by from jobs where kind = 'recording.transcribe' and state = 'running'`,
    );
    expect(new Set(running.map((row) => pidOf(row.locked_by)))).toEqual(new Set([first.pid, second.pid]));
    stt.answer();

    await poll(
      async () =>
        (await rows(`select 1 from jobs where kind = 'recording.transcribe' and state = 'done'`)).length ===
        MESSAGES,
    );
    const jobs = await rows<{ state: string; attempts: number; last_error: string | null }>(
      `select state, attempts, last_error from jobs where kind = 'recording.transcribe'`,
    );
    expect(jobs).toHaveLength(MESSAGES);
    for (const job of jobs) expect(job).toEqual({ state: 'done', attempts: 1, last_error: null });
    // The provider heard each file once.
    expect(stt.calls.map((call) => call.digest).sort()).toEqual([...digests.keys()].sort());
    expect(stt.calls.every((call) => call.answered)).toBe(true);
    const recordings = await rows<{ id: string; transcription_status: string; transcript: string }>(
      `select id, transcription_status, transcript from recordings where id = any($1::uuid[])`,
      [[...digests.values()]],
    );
    expect(recordings).toHaveLength(MESSAGES);
    for (const recording of recordings) {
      expect(recording).toMatchObject({ transcription_status: 'Done', transcript: SAID });
    }
    // Each message's transcript was stored by one server, once; both servers stored some.
    const byFirst = transcribedBy(first);
    const bySecond = transcribedBy(second);
    expect([...byFirst, ...bySecond].sort()).toEqual([...digests.values()].sort());
    expect(byFirst.length).toBeGreaterThan(0);
    expect(bySecond.length).toBeGreaterThan(0);
  }, 180_000);

  it('counts an address’s and a widget key’s submissions across both servers', async () => {
    const feedback = () => ({ id: randomUUID(), messageType: 'ProvideFeedback', text: 'Counted once.' });
    const statuses = async (answers: Promise<Response>[]) =>
      (await Promise.all(answers)).map((r) => r.status);
    const tally = (all: number[]) => ({
      accepted: all.filter((status) => status === 201).length,
      refused: all.filter((status) => status === 429).length,
    });

    // Both bursts in one window, so that the previous window's weight plays no part.
    await awayFromWindowEdge();
    // One visitor's address, twice its allowance at once, half to each server.
    const address = freshAddress();
    const byAddress = await statuses(
      Array.from({ length: 2 * PER_IP }, (_, index) =>
        keyShop.submit(index % 2 === 0 ? first : second, address, feedback()),
      ),
    );
    expect(tally(byAddress)).toEqual({ accepted: PER_IP, refused: PER_IP });

    // One widget key from addresses of their own, in the same window: its allowance minus what
    // the address spent (refused hits count too).
    const keyLeft = PER_KEY - 2 * PER_IP;
    const byKey = await statuses(
      Array.from({ length: 2 * keyLeft }, (_, index) =>
        keyShop.submit(index % 2 === 0 ? first : second, freshAddress(), feedback()),
      ),
    );
    // Counted by each server alone, each would have let its half (within its allowance) through.
    expect(tally(byKey)).toEqual({ accepted: keyLeft, refused: keyLeft });
  }, 120_000);

  it('runs each recurring job once per period, not once per server', async () => {
    const recurring = () =>
      rows<{ id: string; kind: string; idempotency_key: string; state: string; attempts: number }>(
        `select id, kind, idempotency_key, state, attempts from jobs
          where idempotency_key like 'every:%' order by kind, idempotency_key`,
      );
    // Both servers enqueued the current periods at start: one job each, run once.
    await poll(async () => {
      const all = await recurring();
      return Object.keys(SCHEDULES).every(
        (kind) =>
          all.some((job) => job.kind === kind && job.state === 'done') &&
          !all.some((job) => job.kind === kind && job.state === 'running'),
      );
    });

    // The next period comes: its job is made due now, for both servers to race for, three times.
    for (let period = 0; period < 3; period += 1) {
      const due = await rows<{ id: string; kind: string; idempotency_key: string }>(
        `update jobs set run_at = now()
          where idempotency_key like 'every:%' and state = 'queued' and run_at > now()
          returning id, kind, idempotency_key`,
      );
      expect(due.map((job) => job.kind).sort()).toEqual(Object.keys(SCHEDULES).sort());
      await poll(
        async () =>
          (
            await rows(`select 1 from jobs where id = any($1::uuid[]) and state in ('done', 'dead')`, [
              due.map((job) => job.id),
            ])
          ).length === due.length,
      );
      const after = await recurring();
      for (const job of due) {
        expect(after.find((row) => row.id === job.id)).toMatchObject({ state: 'done', attempts: 1 });
        // The chain goes on: the period after the one that ran is waiting, once.
        const start = Date.parse(job.idempotency_key.slice('every:'.length));
        const waiting = after.filter((row) => row.kind === job.kind && row.state === 'queued');
        expect(waiting.map((row) => row.idempotency_key)).toEqual([periodKey(start + SCHEDULES[job.kind]!)]);
      }
    }

    const all = await recurring();
    for (const kind of Object.keys(SCHEDULES)) {
      const ofKind = all.filter((job) => job.kind === kind);
      // One job per period, each started once: the three made due, the first(s) and the next.
      expect(new Set(ofKind.map((job) => job.idempotency_key)).size).toBe(ofKind.length);
      expect(ofKind.filter((job) => job.state === 'done').length).toBeGreaterThanOrEqual(4);
      for (const job of ofKind.filter((row) => row.state === 'done')) expect(job.attempts).toBe(1);
    }
  }, 120_000);

  it('takes over the job of a server killed mid-job once its lease runs out, and finishes it once', async () => {
    stt.hold();
    const quietShop = widgetOf(voiceOrganisation, quietProduct);
    const audio = WEBM(3072);
    const digest = digestOf(audio);
    const recordingId = await recordingOf(await quietShop.voice(first, second, audio, freshAddress()));
    const callsFor = () => stt.calls.filter((call) => call.digest === digest);
    const jobOf = async () =>
      (
        await rows<{ state: string; attempts: number; locked_by: string | null; last_error: string | null }>(
          `select state, attempts, locked_by, last_error from jobs
            where kind = 'recording.transcribe' and payload->>'recordingId' = $1`,
          [recordingId],
        )
      )[0]!;

    await poll(() => callsFor().length === 1);
    const holder = pidOf((await jobOf()).locked_by) === first.pid ? first : second;
    const survivor = holder === first ? second : first;
    expect(await jobOf()).toMatchObject({ state: 'running', attempts: 1 });
    expect(pidOf((await jobOf()).locked_by)).toBe(holder.pid);

    holder.signal('SIGKILL');
    expect(await holder.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await poll(() => callsFor()[0]!.cut);

    // The lease of the dead server runs out; the other one claims the job again and calls again.
    await poll(() => callsFor().length === 2);
    const takenOver = await jobOf();
    expect(takenOver).toMatchObject({ state: 'running', attempts: 2, last_error: ABANDONED });
    expect(pidOf(takenOver.locked_by)).toBe(survivor.pid);
    stt.answer();

    await poll(async () => (await jobOf()).state !== 'running');
    expect(await jobOf()).toEqual({ state: 'done', attempts: 2, locked_by: null, last_error: ABANDONED });
    expect(callsFor().map((call) => ({ cut: call.cut, answered: call.answered }))).toEqual([
      { cut: true, answered: false },
      { cut: false, answered: true },
    ]);
    const [recording] = await rows<{ transcription_status: string; transcript: string; attempts: number }>(
      `select transcription_status, transcript, transcription_attempts as attempts from recordings where id = $1`,
      [recordingId],
    );
    expect(recording).toEqual({ transcription_status: 'Done', transcript: SAID, attempts: 2 });
    // Finished once: one log line, by the survivor, and the product's sentiment counted once.
    expect(transcribedBy(survivor).filter((id) => id === recordingId)).toHaveLength(1);
    expect(transcribedBy(holder)).not.toContain(recordingId);
    const [totals] = await rows<{ recordings: number; scored: number }>(
      `select sum(recordings_count)::int as recordings, sum(sentiment_count)::int as scored
        from product_sentiment where product_id = $1`,
      [quietProduct],
    );
    expect(totals).toEqual({ recordings: 1, scored: 1 });
  }, 120_000);
});
