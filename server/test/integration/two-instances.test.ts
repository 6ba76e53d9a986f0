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
import { periodKey, periodStart } from '../../src/jobs/periods';
import { ABANDONED } from '../../src/jobs/worker';
import { TERMS_SWEEP_EVERY_MS } from '../../src/services/insights/sweep-terms';
import { isoWeek, WEEKLY_REPORT_PERIOD } from '../../src/services/notification/weekly-report-jobs';
import { RETENTION_EVERY_MS } from '../../src/services/privacy/retention-jobs';
import { type Actor, type Organisation, signUpAdmin } from '../support/actors';
import { ok } from '../support/graphql';
import { type JobClaim, recordJobClaims } from '../support/job-claims';
import { type MailCatcher, startMailCatcher } from '../support/mail';
import { until } from '../support/queue-database';
import { type Receiver, startReceiver } from '../support/receiver';
import { type RoundRobinProxy, startRoundRobinProxy } from '../support/round-robin-proxy';
import { type S3Bucket, startS3Bucket } from '../support/s3-bucket';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { createProduct, WEBM } from '../support/widget-fixtures';

const STT_KEY = 'sk-test-two-instances';
const SAID = 'I love how easy this is, wonderful.';
/** Short, so that a killed server's job is taken over within seconds; renewed every third of it. */
const LEASE_MS = 10_000;
const PER_IP = 10;
const PER_KEY = 60;
/** The subject of a campaign's invitation mail. */
const INVITATION = /would like your feedback/;
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

/** The entries of a server's log with the message `msg`. */
function logged(server: ServerProcess, msg: string): Record<string, unknown>[] {
  const entries: Record<string, unknown>[] = [];
  for (const line of server.output().split('\n')) {
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line);
    } catch {
      continue; // not a log line, or the last one still being written
    }
    if (entry.msg === msg) entries.push(entry);
  }
  return entries;
}

/** The recording ids a server's log says it transcribed. */
const transcribedBy = (server: ServerProcess): string[] =>
  logged(server, 'Voice message transcribed').flatMap((entry) =>
    typeof entry.recordingId === 'string' ? [entry.recordingId] : [],
  );

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
  let proxy: RoundRobinProxy;
  let mail: MailCatcher;
  let hooks: Receiver;
  let claims: Awaited<ReturnType<typeof recordJobClaims>>;
  /** Signed up, and always served, through the proxy: each request to the next server. */
  let proxied: { admin: Actor; organisation: Organisation; productId: string };
  /** The admins of the three organisations, who get the weekly report. */
  let admins: Actor[];

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
    proxy = await startRoundRobinProxy();
    mail = await startMailCatcher();
    hooks = await startReceiver();
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
      SMTP_URL: mail.url,
      // Links in mails and export downloads name the proxy, as behind a load balancer.
      PUBLIC_URL: proxy.url,
      INTEGRATIONS_ALLOW_PRIVATE_NETWORKS: 'true',
    };
    // One after the other: two cold starts at once can outlast the readiness wait on a busy machine.
    first = await startServerProcess({ ...shared, DATA_DIR: dataDirs[0]! });
    // The first server made the tables; from here on every claim of a job is noted.
    claims = await recordJobClaims(pool);
    second = await startServerProcess({ ...shared, DATA_DIR: dataDirs[1]! });
    proxy.backends.push(first.url, second.url);

    const voices = await signUpAdmin(first.target, 'Two Voices Ltd');
    voiceOrganisation = voices.organisation;
    voiceShop = widgetOf(voiceOrganisation, await createProduct(voices.admin, 'Voice Shop'));
    quietProduct = await createProduct(voices.admin, 'Quiet Shop');
    const keys = await signUpAdmin(second.target, 'Shared Key Ltd');
    keyShop = widgetOf(keys.organisation, await createProduct(keys.admin, 'Key Shop'));
    const behind = await signUpAdmin(
      { server: { url: proxy.url }, emulator: first.target.emulator },
      'Behind The Proxy Ltd',
    );
    proxied = { ...behind, productId: await createProduct(behind.admin, 'Proxy Shop') };
    admins = [voices.admin, keys.admin, behind.admin];
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await stt?.stop();
    await proxy?.stop();
    await hooks?.stop();
    mail?.release();
    await mail?.stop();
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

  it('keeps a signed-in session on either server behind a round-robin proxy', async () => {
    const { admin, organisation, productId } = proxied;
    const servedFrom = proxy.served.length;
    const answers: unknown[] = [];
    for (let turn = 0; turn < 4; turn += 1) {
      answers.push(ok(await admin.ask<{ me: unknown }>('{ me { id email role organization { id } } }')).me);
    }
    // One Firebase ID token, answered by each server in turn: no session lives in a server.
    const served = proxy.served.slice(servedFrom);
    expect(served).toEqual([served[0], served[1], served[0], served[1]]);
    expect(new Set(served)).toEqual(new Set([first.url, second.url]));
    for (const me of answers) {
      expect(me).toEqual({
        id: admin.id,
        email: admin.email,
        role: 'Admin',
        organization: { id: organisation.id },
      });
    }

    // Written through one server, read through the other, both ways round.
    for (const name of ['Proxy Shop (renamed)', 'Proxy Shop']) {
      ok(
        await admin.ask(
          'mutation ($id: ID!, $u: UpdateProductInput!) { updateOneProduct(id: $id, update: $u) { id } }',
          { id: productId, u: { name } },
        ),
      );
      const writtenBy = proxy.served.at(-1);
      const { getProducts } = ok(
        await admin.ask<{ getProducts: { id: string; name: string }[] }>(
          '{ getProducts(paging: { limit: 10 }) { id name } }',
        ),
      );
      expect(proxy.served.at(-1)).not.toBe(writtenBy);
      expect(getProducts).toEqual([{ id: productId, name }]);
    }
  });

  it('imports a contact file sent to both servers at once once, and mails each contact of a campaign once', async () => {
    const { admin, productId } = proxied;
    const CONTACTS = 10;
    const emails = Array.from({ length: CONTACTS }, (_, index) => `proxy-contact-${index}@example.test`);
    const { createContactImport: created } = ok(
      await admin.ask<{ createContactImport: { id: string; uploadPath: string } }>(
        'mutation ($input: CreateContactImportInput!) { createContactImport(input: $input) { id uploadPath } }',
        {
          input: {
            productId,
            newSegmentName: 'Proxy list',
            fileName: 'contacts.csv',
            delimiter: ',',
            mapping: { email: 'Email', name: 'Name' },
          },
        },
      ),
    );
    const csv = ['Email,Name', ...emails.map((email, index) => `${email},Person ${index}`)].join('\r\n');
    // The same file twice at once (a double click, a retry), one to each server.
    const servedFrom = proxy.served.length;
    const answers = await Promise.all(
      [0, 1].map(async () => {
        const response = await fetch(`${proxy.url}${created.uploadPath}`, {
          method: 'POST',
          headers: { 'content-type': 'text/csv', authorization: `Bearer ${admin.idToken}` },
          body: csv,
        });
        return { status: response.status, text: await response.text() };
      }),
    );
    expect(new Set(proxy.served.slice(servedFrom))).toEqual(new Set([first.url, second.url]));
    const [taken, refused] = answers.sort((a, b) => a.status - b.status);
    expect(taken!.status).toBe(200);
    const last = JSON.parse(taken!.text.trim().split('\n').at(-1)!) as {
      type: string;
      import: { status: string; segmentId: string; createdCount: number };
    };
    expect(last).toMatchObject({
      type: 'done',
      import: { status: 'Succeeded', createdCount: CONTACTS, updatedCount: 0, rejectedCount: 0 },
    });
    expect(refused!.status).toBe(409);
    expect(JSON.parse(refused!.text)).toMatchObject({ code: 'CONFLICT' });
    const segmentId = last.import.segmentId;
    const stored = await rows<{ email: string }>(
      'select email from contacts where product_id = $1 order by email',
      [productId],
    );
    expect(stored.map((row) => row.email)).toEqual([...emails].sort());
    expect(
      await rows('select count(*)::int as count from segment_members where segment_id = $1', [segmentId]),
    ).toEqual([{ count: CONTACTS }]);

    const { createCampaign: campaign } = ok(
      await admin.ask<{ createCampaign: { id: string } }>(
        'mutation ($p: ID!, $input: CreateCampaignInput!) { createCampaign(productId: $p, input: $input) { id } }',
        {
          p: productId,
          input: {
            name: 'Proxy survey',
            source: 'Email',
            segmentId,
            purpose: 'ProvideFeedback',
            message: 'How did we do?',
          },
        },
      ),
    );
    const invitationMails = () => mail.messages.filter((message) => INVITATION.test(message.subject));
    const sendJobs = () =>
      rows<{ id: string; state: string; attempts: number; locked_by: string | null }>(
        `select j.id, j.state, j.attempts, j.locked_by from jobs j
          join campaign_invitations i on i.id = (j.payload->>'invitationId')::uuid
          where j.kind = 'campaign.send-invitation' and i.campaign_id = $1`,
        [campaign.id],
      );
    // The mail server holds every message until both servers have invitations in flight.
    mail.hold();
    ok(
      await admin.ask(
        'mutation ($id: ID!, $input: CampaignScheduleInput!) { scheduleCampaign(id: $id, input: $input) { id } }',
        { id: campaign.id, input: { startsAt: new Date(Date.now() - 1000).toISOString(), timeZone: 'UTC' } },
      ),
    );
    await poll(async () => {
      const running = (await sendJobs()).filter((job) => job.state === 'running');
      return new Set(running.map((job) => pidOf(job.locked_by))).size === 2;
    });
    expect(invitationMails()).toEqual([]);
    mail.release();

    await poll(async () => (await sendJobs()).filter((job) => job.state === 'done').length === CONTACTS);
    expect(
      invitationMails()
        .flatMap((message) => message.to)
        .sort(),
    ).toEqual([...emails].sort());
    const sends = await sendJobs();
    expect(sends).toHaveLength(CONTACTS);
    for (const job of sends) expect(job).toMatchObject({ state: 'done', attempts: 1 });
    const sendClaims = await claims.of(sends.map((job) => job.id));
    expect(sendClaims).toHaveLength(CONTACTS);
    expect(new Set(sendClaims.map((claim) => pidOf(claim.lockedBy)))).toEqual(
      new Set([first.pid, second.pid]),
    );
    const starts = await rows<{ id: string; state: string; attempts: number }>(
      `select id, state, attempts from jobs where kind = 'campaign.start' and payload->>'campaignId' = $1`,
      [campaign.id],
    );
    expect(starts).toEqual([{ id: expect.any(String), state: 'done', attempts: 1 }]);
    expect(await claims.of([starts[0]!.id])).toHaveLength(1);
    const { campaignStats } = ok(
      await admin.ask<{ campaignStats: unknown }>(
        'query ($id: ID!) { campaignStats(id: $id) { invited sent } }',
        {
          id: campaign.id,
        },
      ),
    );
    expect(campaignStats).toEqual({ invited: CONTACTS, sent: CONTACTS });
  }, 60_000);

  it('writes an export once into the shared bucket, mails it once, serves it from both, and expires it once', async () => {
    const { admin, productId } = proxied;
    const { requestExport } = ok(
      await admin.ask<{ requestExport: { id: string } }>(
        'mutation ($input: RequestExportInput!) { requestExport(input: $input) { id } }',
        { input: { productId, kind: 'Contacts', format: 'Csv' } },
      ),
    );
    const exportId = requestExport.id;
    type ExportView = { status: string; rowsWritten: number; downloadUrl: string | null };
    const view = async () =>
      ok(
        await admin.ask<{ export: ExportView }>(
          'query ($id: ID!) { export(id: $id) { status rowsWritten downloadUrl } }',
          { id: exportId },
        ),
      ).export;
    const jobOf = async (kind: string) =>
      (
        await rows<{ id: string; state: string; attempts: number }>(
          `select id, state, attempts from jobs where kind = $1 and payload->>'exportId' = $2`,
          [kind, exportId],
        )
      )[0]!;
    const settled = async (kind: string) => !['queued', 'running'].includes((await jobOf(kind)).state);
    // The export page asks through the proxy, so both servers answer it in turn. The job ends
    // after the file is Ready, once its mail is sent.
    await poll(
      async () => !['Queued', 'Running'].includes((await view()).status) && (await settled('export.run')),
    );
    const ready = await view();
    const [contactCount] = await rows<{ count: number }>(
      'select count(*)::int as count from contacts where product_id = $1',
      [productId],
    );
    expect(contactCount!.count).toBeGreaterThan(0);
    expect(ready).toMatchObject({ status: 'Ready', rowsWritten: contactCount!.count });
    const run = await jobOf('export.run');
    expect(run).toMatchObject({ state: 'done', attempts: 1 });
    expect(await claims.of([run.id])).toHaveLength(1);
    const loggedOnce = (msg: string) =>
      [...logged(first, msg), ...logged(second, msg)].filter((entry) => entry.exportId === exportId);
    expect(loggedOnce('Export ready')).toHaveLength(1);
    expect((await bucket.keys()).filter((key) => key.includes(exportId))).toHaveLength(1);
    const readyMails = () =>
      mail.messages.filter(
        (message) => message.to.includes(admin.email) && /is ready$/.test(message.subject),
      );
    const readyMail = await mail.waitFor((message) => readyMails().includes(message));
    expect(readyMails()).toHaveLength(1);
    expect(readyMail.text).toContain(`${proxy.url}/app/${productId}/settings/export?download=${exportId}`);

    // Its link names the proxy; each server serves the file from the bucket, the same bytes.
    expect(ready.downloadUrl!.startsWith(`${proxy.url}/`)).toBe(true);
    const servedFrom = proxy.served.length;
    const files: Buffer[] = [];
    for (let turn = 0; turn < 2; turn += 1) {
      const response = await fetch(ready.downloadUrl!, {
        headers: { authorization: `Bearer ${admin.idToken}` },
      });
      expect(response.status).toBe(200);
      files.push(Buffer.from(await response.arrayBuffer()));
    }
    expect(new Set(proxy.served.slice(servedFrom))).toEqual(new Set([first.url, second.url]));
    expect(files[1]).toEqual(files[0]);
    expect(files[0]!.toString('utf8')).toContain('proxy-contact-0@example.test');

    // Its day is over: its expiry job comes due and one server deletes the file, once.
    await pool.query(`update exports set expires_at = now() - interval '1 second' where id = $1`, [exportId]);
    const expiry = await jobOf('export.expire');
    await pool.query('update jobs set run_at = now() where id = $1', [expiry.id]);
    await poll(() => settled('export.expire'));
    expect(await jobOf('export.expire')).toMatchObject({ state: 'done', attempts: 1 });
    expect(await claims.of([expiry.id])).toHaveLength(1);
    expect(loggedOnce('Export expired; its file was deleted')).toHaveLength(1);
    expect(await view()).toEqual({ status: 'Expired', rowsWritten: contactCount!.count, downloadUrl: null });
    expect((await bucket.keys()).filter((key) => key.includes(exportId))).toEqual([]);
  }, 60_000);

  it('delivers each new message to a webhook once, whichever server announces and posts it', async () => {
    const { admin, organisation, productId } = proxied;
    const { createIntegration } = ok(
      await admin.ask<{ createIntegration: { integration: { id: string } } }>(
        'mutation ($input: CreateIntegrationInput!) { createIntegration(input: $input) { integration { id } } }',
        {
          input: {
            kind: 'Webhook',
            name: 'Receiver',
            url: `${hooks.url}/hooks/feedback`,
            events: ['RecordingCreated'],
          },
        },
      ),
    );
    const MESSAGES = 4;
    const recordingIds: string[] = [];
    for (let index = 0; index < MESSAGES; index += 1) {
      const id = randomUUID();
      const response = await fetch(
        `${proxy.url}/widget/v1/submissions?key=${encodeURIComponent(organisation.widgetKey)}&product=${productId}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': id },
          body: JSON.stringify({
            id,
            createdAt: new Date().toISOString(),
            messageType: 'ProvideFeedback',
            text: `Sent through the proxy, number ${index}.`,
          }),
        },
      );
      expect(response.status).toBe(201);
      recordingIds.push(await recordingOf(id));
    }
    const integrationJobs = () =>
      rows<{ id: string; kind: string; state: string; attempts: number }>(
        `select id, kind, state, attempts from jobs
          where organisation_id = $1 and kind in ('integration.recording-created', 'integration.deliver')`,
        [organisation.id],
      );
    await poll(async () => {
      const all = await integrationJobs();
      return (
        all.filter((job) => job.kind === 'integration.deliver').length === MESSAGES &&
        all.every((job) => job.state === 'done' || job.state === 'dead')
      );
    });
    const all = await integrationJobs();
    expect(all).toHaveLength(2 * MESSAGES);
    for (const job of all) expect(job).toMatchObject({ state: 'done', attempts: 1 });
    expect(await claims.of(all.map((job) => job.id))).toHaveLength(2 * MESSAGES);
    // The receiver heard of each message once.
    const heard = hooks.received.map(
      (request) => (JSON.parse(request.body) as { data: { id: string } }).data.id,
    );
    expect(heard.sort()).toEqual([...recordingIds].sort());
    const { integrationDeliveries } = ok(
      await admin.ask<{ integrationDeliveries: unknown[] }>(
        'query ($id: ID!) { integrationDeliveries(integrationId: $id, paging: { limit: 100 }) { state attempts } }',
        { id: createIntegration.integration.id },
      ),
    );
    expect(integrationDeliveries).toEqual(Array(MESSAGES).fill({ state: 'Succeeded', attempts: 1 }));
  }, 60_000);

  it('mails each person the weekly report once, however often and wherever its sweep runs', async () => {
    const REPORT = /weekly feedback report/;
    // Two more periods come due (as for a server whose clock is behind); each runs on one server.
    for (let period = 0; period < 2; period += 1) {
      const [due] = await rows<{ id: string }>(
        `update jobs set run_at = now()
          where kind = 'report.weekly' and state = 'queued' and idempotency_key like 'every:%' returning id`,
      );
      await poll(
        async () =>
          (await rows(`select 1 from jobs where id = $1 and state = 'done'`, [due!.id])).length === 1,
      );
    }
    await poll(
      async () =>
        (
          await rows(
            `select 1 from jobs where kind like 'report.weekly%' and state in ('queued', 'running') and run_at <= now()`,
          )
        ).length === 0,
    );
    const sweeps = await rows<{ id: string; attempts: number }>(
      `select id, attempts from jobs where kind = 'report.weekly' and state = 'done'`,
    );
    // At start, three times in the test of periods, twice here.
    expect(sweeps.length).toBeGreaterThanOrEqual(6);
    const week = isoWeek(new Date(periodStart(WEEKLY_REPORT_PERIOD, Date.now())));
    const sends = await rows<{ id: string; idempotency_key: string; state: string; attempts: number }>(
      `select id, idempotency_key, state, attempts from jobs where kind = 'report.weekly-send'`,
    );
    expect(sends.map((job) => job.idempotency_key).sort()).toEqual(
      admins.map((admin) => `weekly-report:${admin.id}:${week}`).sort(),
    );
    for (const job of [...sweeps, ...sends]) expect(job).toMatchObject({ attempts: 1 });
    for (const job of sends) expect(job.state).toBe('done');
    expect(await claims.of(sends.map((job) => job.id))).toHaveLength(admins.length);
    for (const admin of admins) {
      const reports = mail.messages.filter(
        (message) => REPORT.test(message.subject) && message.to.includes(admin.email),
      );
      expect(reports).toHaveLength(1);
    }
  }, 60_000);

  it('deletes an organisation’s feedback past its period once, whichever server sweeps', async () => {
    const { admin, organisation, productId } = proxied;
    ok(
      await admin.ask('mutation ($d: Int) { updatePrivacySettings(retentionDays: $d) { retentionDays } }', {
        d: 30,
      }),
    );
    const OLD = 3;
    await pool.query(
      `insert into recordings (organisation_id, product_id, idempotency_key, message_type, text, created_at)
        select $1::uuid, $2::uuid, 'said-long-ago-' || n, 'ProvideFeedback', 'Said long ago.', now() - interval '40 days'
        from generate_series(1, ${OLD}) n`,
      [organisation.id, productId],
    );
    const count = async () =>
      (
        await rows<{ count: number }>('select count(*)::int as count from recordings where product_id = $1', [
          productId,
        ])
      )[0]!.count;
    const before = await count();
    const [sweep] = await rows<{ id: string }>(
      `update jobs set run_at = now()
        where kind = 'privacy.retention-sweep' and state = 'queued' and idempotency_key like 'every:%' returning id`,
    );
    const retention = () =>
      rows<{ id: string; state: string; attempts: number; idempotency_key: string }>(
        `select id, state, attempts, idempotency_key from jobs where kind = 'privacy.retention' and organisation_id = $1`,
        [organisation.id],
      );
    await poll(async () => (await retention()).some((job) => job.state === 'done'));
    const jobs = await retention();
    expect(jobs).toEqual([
      { id: expect.any(String), state: 'done', attempts: 1, idempotency_key: `sweep:${sweep!.id}` },
    ]);
    expect(await claims.of([sweep!.id, jobs[0]!.id])).toHaveLength(2);
    expect(
      await rows(
        `select recordings, contacts from privacy_deletions where organisation_id = $1 and kind = 'Retention'`,
        [organisation.id],
      ),
    ).toEqual([{ recordings: OLD, contacts: 0 }]);
    expect(await count()).toBe(before - OLD);
    const runs = [first, second].flatMap((server) =>
      logged(server, 'Retention deleted feedback past its period').filter(
        (entry) => entry.organisationId === organisation.id,
      ),
    );
    expect(runs).toHaveLength(1);
  }, 60_000);

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

  it('claimed every job once, but the one whose server was killed', async () => {
    const all = await claims.of();
    const byJob = new Map<string, JobClaim[]>();
    for (const claim of all) byJob.set(claim.jobId, [...(byJob.get(claim.jobId) ?? []), claim]);
    const again = [...byJob.values()].filter((list) => list.length > 1);
    expect(again.map((list) => list.map((claim) => [claim.kind, claim.attempt]))).toEqual([
      [
        ['recording.transcribe', 1],
        ['recording.transcribe', 2],
      ],
    ]);
    expect(new Set(all.map((claim) => pidOf(claim.lockedBy)))).toEqual(new Set([first.pid, second.pid]));
  });
});
