import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { sentimentOf } from '../../src/services/recording/sentiment';
import { type Actor, signUpAdmin } from '../support/actors';
import { ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { until } from '../support/queue-database';
import { startTranscriptionServer, type TranscriptionServer } from '../support/transcription-server';
import { createProduct, WEBM, widgetClient } from '../support/widget-fixtures';

const API_KEY = 'sk-test-transcription';
const SAID = 'I absolutely love it, the feedback button is wonderful and so easy!';
const TYPED = 'Terrible, awful checkout. I hate it.';

interface Rec {
  id: string;
  messageType: string;
  transcript: string | null;
  transcription: {
    status: string;
    engine: string | null;
    reason: string | null;
    attempts: number;
    nextAttemptAt: string | null;
    completedAt: string | null;
    words: { word: string; startMs: number; endMs: number; confidence: number }[];
    automatic: boolean;
  } | null;
  sentimentScore: number | null;
  sentimentLabel: string | null;
  sentimentSource: string | null;
}

const rows = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const transcriptionJobs = (db: Database) =>
  rows<{ state: string; attempts: number; last_error: string | null }>(
    db,
    sql`select state, attempts, last_error from jobs where kind = 'recording.transcribe' order by created_at`,
  );

const totals = async (db: Database, productId: string) =>
  (
    await rows<{ recordings: number; scored: number; sum: number }>(
      db,
      sql`select sum(recordings_count)::int as recordings, sum(sentiment_count)::int as scored,
        sum(sentiment_sum)::float8 as sum from product_sentiment where product_id = ${productId}`,
    )
  )[0]!;

describe.each(databaseKinds())('transcription of voice recordings on %s', (kind) => {
  let stt: TranscriptionServer;
  let h: Harness;
  let admin: Actor;
  let product: string;
  let widget: ReturnType<typeof widgetClient>;
  let widgetKey: string;

  const recordingsOf = async () =>
    ok(
      await admin.ask<{ recordings: Rec[] }>(
        `query ($p: ID!) { recordings(productId: $p, paging: { limit: 100 }) {
          id messageType transcript sentimentScore sentimentLabel sentimentSource
          transcription { status engine reason attempts nextAttemptAt completedAt automatic words { word startMs endMs confidence } }
        } }`,
        { p: product },
      ),
    ).recordings;

  beforeAll(async () => {
    stt = await startTranscriptionServer(API_KEY);
    // The worker is left stopped: the test runs the queue itself, one step at a time.
    h = await startHarness(kind, {
      server: {
        transcription: { engine: 'openai', url: stt.url, apiKey: API_KEY, model: 'whisper-1' },
        jobsWorker: false,
        widgetRateLimitPerIp: 0,
        widgetRateLimitPerKey: 0,
      },
    });
    const founded = await signUpAdmin(h, 'Voices Ltd');
    admin = founded.admin;
    widgetKey = founded.organisation.widgetKey;
    product = await createProduct(admin, 'Talking Shop');
    widget = widgetClient(h, widgetKey, product);
  });
  afterAll(async () => {
    await h?.stop();
    await stt?.stop();
  });

  it('transcribes a voice recording with word timings, retrying after a 500, and counts its sentiment in the totals', async () => {
    const db = h.server.database.db;
    await widget.submit({ messageType: 'ProvideFeedback', text: TYPED });
    const audio = WEBM(4096);
    const fileKey = await widget.upload(audio);
    // Sent twice (a retry after a lost answer): one recording, one job.
    const id = randomUUID();
    const send = () =>
      fetch(`${h.server.url}/widget/v1/submissions?key=${widgetKey}&product=${product}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': id },
        body: JSON.stringify({
          id,
          messageType: 'LeaveMessage',
          audio: { fileKey, contentType: 'audio/webm;codecs=opus', durationMs: 2100 },
        }),
      });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(200);
    // The typed feedback has no audio: only the voice recording has a job.
    expect(await transcriptionJobs(db)).toEqual([{ state: 'queued', attempts: 0, last_error: null }]);

    const voice = () => recordingsOf().then((all) => all.find((r) => r.messageType === 'LeaveMessage')!);
    expect((await voice()).transcription).toMatchObject({
      status: 'Queued',
      attempts: 0,
      nextAttemptAt: null,
    });
    stt.replies = [
      { status: 500, body: { error: { message: 'The server had an error while processing your request.' } } },
      {
        status: 200,
        body: {
          text: SAID,
          words: [
            { word: ' I', start: 0.1, end: 0.24 },
            { word: ' absolutely', start: 0.24, end: 0.8, probability: 0.42 },
          ],
        },
      },
    ];
    expect(await h.server.jobs.drain()).toBe(1);
    expect(stt.calls).toHaveLength(1);
    expect(await transcriptionJobs(db)).toEqual([
      { state: 'queued', attempts: 1, last_error: expect.stringContaining('answered 500') },
    ]);
    // Waiting for its next attempt, with the reason in view.
    const waiting = await voice();
    expect(waiting).toMatchObject({ transcript: null, sentimentScore: null, sentimentSource: null });
    expect(waiting.transcription).toMatchObject({
      status: 'Queued',
      attempts: 1,
      engine: 'openai:whisper-1',
      reason: expect.stringContaining('The transcription service answered 500'),
    });
    expect(new Date(waiting.transcription!.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now());
    // Not due before its back-off is over.
    expect(await h.server.jobs.drain()).toBe(0);

    await db.execute(sql`update jobs set run_at = now() where kind = 'recording.transcribe'`);
    expect(await h.server.jobs.drain()).toBe(1);
    expect(stt.calls).toHaveLength(2);
    expect(stt.calls[1]).toMatchObject({
      authorization: `Bearer ${API_KEY}`,
      model: 'whisper-1',
      responseFormat: 'verbose_json',
      timestampGranularities: ['word'],
      fileName: 'recording.webm',
      fileType: 'audio/webm',
    });
    expect(stt.calls[1]!.file!.equals(audio)).toBe(true);
    expect(await transcriptionJobs(db)).toEqual([
      { state: 'done', attempts: 2, last_error: expect.stringContaining('500') },
    ]);

    const said = sentimentOf(SAID)!;
    const typed = sentimentOf(TYPED)!;
    expect(said.label).toBe('Positive');
    const transcribed = await voice();
    expect(transcribed).toMatchObject({
      transcript: SAID,
      sentimentLabel: 'Positive',
      sentimentSource: 'Transcript',
    });
    expect(transcribed.sentimentScore).toBeCloseTo(said.score, 5);
    expect(transcribed.transcription).toMatchObject({
      status: 'Done',
      engine: 'openai:whisper-1',
      reason: null,
      attempts: 2,
      nextAttemptAt: null,
      completedAt: expect.any(String),
      automatic: true,
      // Whisper gives no confidence: such a word is not marked as doubtful.
      words: [
        { word: 'I', startMs: 100, endMs: 240, confidence: 1 },
        { word: 'absolutely', startMs: 240, endMs: 800, confidence: 0.42 },
      ],
    });

    const sums = await totals(db, product);
    expect(sums).toMatchObject({ recordings: 2, scored: 2 });
    expect(sums.sum).toBeCloseTo(said.score + typed.score, 5);
    const { getProducts } = ok(
      await admin.ask<{ getProducts: { id: string; averageSentiment: number | null }[] }>(
        '{ getProducts(paging: { limit: 100 }) { id averageSentiment } }',
      ),
    );
    expect(getProducts.find((p) => p.id === product)!.averageSentiment).toBeCloseTo(
      (said.score + typed.score) / 2,
      5,
    );
    expect(await h.server.jobs.drain()).toBe(0);
  });

  it('gives up at once when the service refuses the request (4xx): Failed with the reason, the sentiment untouched', async () => {
    const db = h.server.database.db;
    const before = await totals(db, product);
    stt.replies = [{ status: 400, body: { error: { message: 'Invalid file format.' } } }];
    const fileKey = await widget.upload(WEBM(2048));
    await widget.submit({ messageType: 'LeaveMessage', audio: { fileKey, contentType: 'audio/webm' } });

    expect(await h.server.jobs.drain()).toBe(1);
    const jobs = await transcriptionJobs(db);
    expect(jobs.at(-1)).toEqual({
      state: 'dead',
      attempts: 1,
      last_error: expect.stringContaining('answered 400: {"error":{"message":"Invalid file format."}}'),
    });
    const untouched = (await recordingsOf()).filter((r) => r.messageType === 'LeaveMessage' && !r.transcript);
    expect(untouched).toHaveLength(1);
    expect(untouched[0]).toMatchObject({ sentimentScore: null, sentimentLabel: null });
    expect(untouched[0]!.transcription).toMatchObject({
      status: 'Failed',
      attempts: 1,
      reason: 'The transcription service answered 400: {"error":{"message":"Invalid file format."}}.',
      words: [],
    });
    expect(await totals(db, product)).toEqual({ ...before, recordings: before.recordings + 1 });
    expect(await h.server.jobs.drain()).toBe(0);
  });

  it('takes plain text from a server that has no word timings', async () => {
    stt.replies = [
      {
        status: 400,
        body: { error: { message: "response_format 'verbose_json' is not compatible with this model" } },
      },
      { status: 200, body: { text: 'Fine, thanks.' } },
    ];
    const fileKey = await widget.upload(WEBM(1024));
    await widget.submit({ messageType: 'LeaveMessage', audio: { fileKey, contentType: 'audio/webm' } });
    const calls = stt.calls.length;
    expect(await h.server.jobs.drain()).toBe(1);
    expect(stt.calls.slice(calls).map((call) => call.responseFormat)).toEqual(['verbose_json', 'json']);
    // Newest first.
    const plain = (await recordingsOf()).find((r) => r.messageType === 'LeaveMessage')!;
    expect(plain).toMatchObject({ transcript: 'Fine, thanks.' });
    expect(plain.transcription).toMatchObject({ status: 'Done', words: [] });
  });
});

describe.each(databaseKinds())('the job worker of a running server on %s', (kind) => {
  let stt: TranscriptionServer;
  let h: Harness;

  beforeAll(async () => {
    stt = await startTranscriptionServer(API_KEY);
    stt.otherwise = { status: 200, body: { text: SAID } };
    h = await startHarness(kind, {
      server: { transcription: { engine: 'openai', url: stt.url, apiKey: API_KEY, model: 'whisper-1' } },
    });
  });
  afterAll(async () => {
    await h?.stop();
    await stt?.stop();
  });

  it('transcribes on its own, and has scheduled the hourly upload clean-up', async () => {
    const { admin, organisation } = await signUpAdmin(h, 'Background Ltd');
    const product = await createProduct(admin, 'Quiet Shop');
    const widget = widgetClient(h, organisation.widgetKey, product);
    const fileKey = await widget.upload(WEBM(1024));
    await widget.submit({ messageType: 'LeaveMessage', audio: { fileKey, contentType: 'audio/webm' } });

    const db = h.server.database.db;
    await until(async () => (await transcriptionJobs(db)).some((job) => job.state === 'done'));
    const [voice] = await rows<{ transcript: string | null; sentiment_label: string | null }>(
      db,
      sql`select transcript, sentiment_label from recordings where product_id = ${product}`,
    );
    expect(voice).toEqual({ transcript: SAID, sentiment_label: 'Positive' });

    // Run when the worker started (the current hour's), and the next hour's waiting.
    await until(
      async () =>
        (await rows(db, sql`select 1 from jobs where kind = 'uploads.clean-orphans' and state = 'done'`))
          .length > 0,
    );
    const cleanUps = await rows<{ key: string; state: string; run_at_ms: number }>(
      db,
      sql`select idempotency_key as key, state, (extract(epoch from run_at) * 1000)::float8 as run_at_ms
        from jobs where kind = 'uploads.clean-orphans' order by run_at`,
    );
    expect(cleanUps.map((job) => job.state)).toEqual(['done', 'queued']);
    expect(cleanUps[1]!.run_at_ms - cleanUps[0]!.run_at_ms).toBe(3_600_000);
    for (const job of cleanUps) {
      expect(job.run_at_ms % 3_600_000).toBe(0);
      expect(job.key).toBe(`every:${new Date(job.run_at_ms).toISOString()}`);
    }
  });
});
