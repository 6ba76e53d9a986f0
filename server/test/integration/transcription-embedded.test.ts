import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { withScope } from '../../src/db/scope';
import {
  detectEmbeddedEngine,
  type EmbeddedSpeechEngine,
  embeddedSpeechEngine,
} from '../../src/services/recording/transcription/embedded-engine';
import { requestTranscription } from '../../src/services/recording/transcription/request-transcription';
import { type Actor, signUpAdmin } from '../support/actors';
import { failure, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { type EncodedSpeech, goForward, silence } from '../support/speech-audio';
import { attachedMember, createProduct, widgetClient } from '../support/widget-fixtures';

interface Transcription {
  status: string;
  engine: string | null;
  reason: string | null;
  attempts: number;
  nextAttemptAt: string | null;
  completedAt: string | null;
  automatic: boolean;
}

interface Rec {
  id: string;
  transcript: string | null;
  transcription: Transcription | null;
  sentimentScore: number | null;
  sentimentLabel: string | null;
  sentimentSource: string | null;
}

const FIELDS = `id transcript sentimentScore sentimentLabel sentimentSource
  transcription { status engine reason attempts nextAttemptAt completedAt automatic }`;

const rows = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

// Each PocketSphinx run loads a 47 MB model: about a second of a core, more on a shared machine.
describe.each(databaseKinds())(
  'voice messages through the embedded engine on %s',
  { timeout: 90_000 },
  (kind) => {
    let folder: string;
    let engine: EmbeddedSpeechEngine;
    let h: Harness;
    let admin: Actor;
    let organisationId: string;
    let product: string;
    let widget: ReturnType<typeof widgetClient>;
    let forward: EncodedSpeech;

    const db = () => h.server.database.db;

    /** Uploads and sends a voice message as the widget does; answers the recording's id. */
    async function sendVoice(bytes: Buffer, options: { durationMs?: number; language?: string } = {}) {
      const fileKey = await widget.upload(bytes, 'audio/webm');
      await widget.submit({
        messageType: 'LeaveMessage',
        audio: { fileKey, contentType: 'audio/webm;codecs=opus', durationMs: options.durationMs },
        page: { url: 'https://shop.example/checkout', language: options.language ?? 'en-US' },
      });
      const [row] = await rows<{ id: string }>(
        db(),
        sql`select id from recordings where audio_file_key = ${fileKey}`,
      );
      return row!.id;
    }

    const recording = async (actor: Actor, id: string) =>
      ok(await actor.ask<{ recording: Rec }>(`query ($id: ID!) { recording(id: $id) { ${FIELDS} } }`, { id }))
        .recording;

    const wordsOf = async (id: string) =>
      ok(
        await admin.ask<{ recording: { transcription: { words: Record<string, unknown>[] } } }>(
          'query ($id: ID!) { recording(id: $id) { transcription { words { word startMs endMs confidence } } } }',
          { id },
        ),
      ).recording.transcription.words;

    const transcribeAgain = (actor: Actor, id: string) =>
      actor.ask<{ transcribeRecordingAgain: Rec }>(
        `mutation ($id: ID!) { transcribeRecordingAgain(id: $id) { ${FIELDS} } }`,
        { id },
      );

    beforeAll(async () => {
      const { install, missing } = detectEmbeddedEngine(process.env.PATH);
      if (!install) throw new Error(`The embedded engine is not installed: ${missing.join(', ')}`);
      engine = embeddedSpeechEngine(install);
      folder = await mkdtemp(path.join(tmpdir(), 'hearback-test-voice-'));
      forward = await goForward(folder);
      // The worker is left stopped: the test runs the queue itself.
      h = await startHarness(kind, {
        server: {
          transcription: { engine: 'embedded', install },
          speechEngine: engine,
          jobsWorker: false,
          widgetRateLimitPerIp: 0,
          widgetRateLimitPerKey: 0,
        },
      });
      const founded = await signUpAdmin(h, 'Spoken Word Ltd');
      admin = founded.admin;
      organisationId = founded.organisation.id;
      product = await createProduct(admin, 'Talking Shop');
      widget = widgetClient(h, founded.organisation.widgetKey, product);
    });
    afterAll(async () => {
      await h?.stop();
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    it('transcribes "go forward ten meters" with word timings, scores it and finds it by its words', async () => {
      const id = await sendVoice(forward.bytes, { durationMs: forward.durationMs });
      expect((await recording(admin, id)).transcription).toMatchObject({
        status: 'Queued',
        engine: null,
        attempts: 0,
        automatic: true,
      });
      const [job] = await rows<{ key: string; payload: unknown }>(
        db(),
        sql`select idempotency_key as key, payload from jobs where kind = 'recording.transcribe'`,
      );
      expect(job).toEqual({ key: `recording:${id}:v1`, payload: { recordingId: id, request: 1 } });

      expect(await h.server.jobs.drain()).toBe(1);
      const done = await recording(admin, id);
      expect(done).toMatchObject({
        transcript: 'go forward ten meters',
        sentimentLabel: 'Neutral',
        sentimentSource: 'Transcript',
      });
      expect(done.sentimentScore).toBe(0);
      expect(done.transcription).toMatchObject({
        status: 'Done',
        engine: 'embedded:pocketsphinx-en-us',
        reason: null,
        attempts: 1,
        nextAttemptAt: null,
        completedAt: expect.any(String),
      });
      const words = await wordsOf(id);
      expect(words.map((word) => word.word)).toEqual(['go', 'forward', 'ten', 'meters']);
      for (const word of words) {
        expect(word).toEqual({
          word: expect.any(String),
          startMs: expect.any(Number),
          endMs: expect.any(Number),
          confidence: expect.any(Number),
        });
        expect(word.endMs as number).toBeGreaterThan(word.startMs as number);
      }

      const { countRecordings } = ok(
        await admin.ask<{ countRecordings: number }>(
          'query ($p: ID!) { countRecordings(productId: $p, filter: { search: "FORWARD" }) }',
          { p: product },
        ),
      );
      expect(countRecordings).toBe(1);
      // Scored now, so counted in the product's average.
      const [totals] = await rows<{ scored: number }>(
        db(),
        sql`select sum(sentiment_count)::int as scored from product_sentiment where product_id = ${product}`,
      );
      expect(totals!.scored).toBe(1);
    });

    it('marks silence as no speech', async () => {
      const quiet = await silence(folder, 3);
      const id = await sendVoice(quiet.bytes, { durationMs: quiet.durationMs });
      expect(await h.server.jobs.drain()).toBe(1);
      const heard = await recording(admin, id);
      expect(heard).toMatchObject({ transcript: null, sentimentScore: null, sentimentSource: null });
      expect(heard.transcription).toMatchObject({
        status: 'NoSpeech',
        engine: 'embedded:pocketsphinx-en-us',
        reason: null,
        completedAt: expect.any(String),
      });
      expect(await wordsOf(id)).toEqual([]);
    });

    it('fails a damaged file with the reason at once, and transcribes the message after it', async () => {
      const damaged = await sendVoice(forward.bytes.subarray(0, Math.floor(forward.bytes.length / 2)));
      const good = await sendVoice(forward.bytes, { durationMs: forward.durationMs });
      expect(await h.server.jobs.drain()).toBe(2);

      const failed = await recording(admin, damaged);
      expect(failed.transcript).toBeNull();
      expect(failed.transcription).toMatchObject({ status: 'Failed', attempts: 1, nextAttemptAt: null });
      expect(failed.transcription!.reason).toMatch(/^The audio file could not be read: .+\.$/);
      const [job] = await rows<{ state: string }>(
        db(),
        sql`select state from jobs where idempotency_key = ${`recording:${damaged}:v1`}`,
      );
      expect(job!.state).toBe('dead');

      expect(await recording(admin, good)).toMatchObject({
        transcript: 'go forward ten meters',
        transcription: { status: 'Done' },
      });
    });

    it('never sends a message in another language to the English engine', async () => {
      const before = engine.started;
      const id = await sendVoice(forward.bytes, { durationMs: forward.durationMs, language: 'de-DE' });
      expect(await h.server.jobs.drain()).toBe(1);
      expect(engine.started).toBe(before);
      const german = await recording(admin, id);
      expect(german.transcript).toBeNull();
      expect(german.transcription).toMatchObject({
        status: 'UnsupportedLanguage',
        reason: 'Not transcribed: the embedded engine understands English only.',
        engine: null,
        attempts: 0,
      });
    });

    it('lists the messages of one transcription status', async () => {
      const list = async (status: string) =>
        ok(
          await admin.ask<{ recordings: Rec[]; countRecordings: number }>(
            `query ($p: ID!, $f: RecordingFilter) {
            recordings(productId: $p, filter: $f) { id transcription { status } }
            countRecordings(productId: $p, filter: $f)
          }`,
            { p: product, f: { transcriptionStatus: status } },
          ),
        );
      const done = await list('Done');
      expect(done.countRecordings).toBe(2);
      expect(done.recordings.every((r) => r.transcription?.status === 'Done')).toBe(true);
      expect((await list('NoSpeech')).countRecordings).toBe(1);
      expect((await list('Failed')).countRecordings).toBe(1);
      expect((await list('UnsupportedLanguage')).countRecordings).toBe(1);
      expect((await list('Queued')).countRecordings).toBe(0);
    });

    it('lets an Admin transcribe a message again, and no one else', async () => {
      const id = await sendVoice(forward.bytes, { durationMs: forward.durationMs });
      await widget.submit({ messageType: 'ProvideFeedback', text: 'Lovely shop.' });
      const [typed] = await rows<{ id: string }>(
        db(),
        sql`select id from recordings where text = 'Lovely shop.'`,
      );
      expect(await h.server.jobs.drain()).toBe(1);
      expect((await recording(admin, id)).transcription?.status).toBe('Done');

      const member = await attachedMember(h, admin, organisationId, [product]);
      expect(failure(await transcribeAgain(member, id)).extensions?.code).toBe('FORBIDDEN');
      const stranger = (await signUpAdmin(h, 'Elsewhere Ltd')).admin;
      expect(failure(await transcribeAgain(stranger, id))).toMatchObject({
        message: 'Recording not found.',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(failure(await transcribeAgain(admin, typed!.id))).toMatchObject({
        message: 'This recording has no voice message.',
        extensions: { code: 'BAD_USER_INPUT' },
      });

      const again = ok(await transcribeAgain(admin, id)).transcribeRecordingAgain;
      expect(again).toMatchObject({
        transcript: null,
        sentimentScore: null,
        sentimentSource: null,
        transcription: { status: 'Queued', engine: null, reason: null, attempts: 0, completedAt: null },
      });
      expect(await wordsOf(id)).toEqual([]);
      expect(failure(await transcribeAgain(admin, id)).extensions?.code).toBe('CONFLICT');
      const [audit] = await rows<{ action: string; changes: unknown }>(
        db(),
        sql`select action, changes from audit_events where target_id = ${id}`,
      );
      expect(audit).toEqual({
        action: 'RecordingTranscriptionRequested',
        changes: [{ field: 'transcription', from: 'Done', to: 'Queued' }],
      });

      // A job of its own (the first one keeps its key for 14 days).
      expect(await h.server.jobs.drain()).toBe(1);
      expect(await recording(admin, id)).toMatchObject({
        transcript: 'go forward ten meters',
        sentimentSource: 'Transcript',
        transcription: { status: 'Done', attempts: 1 },
      });
      const keys = await rows<{ key: string; state: string }>(
        db(),
        sql`select idempotency_key as key, state from jobs where payload ->> 'recordingId' = ${id} order by created_at`,
      );
      expect(keys).toEqual([
        { key: `recording:${id}:v1`, state: 'done' },
        { key: `recording:${id}:v2`, state: 'done' },
      ]);
    });

    it('reports the engine on /healthz', async () => {
      const response = await fetch(`${h.server.url}/healthz`);
      expect(await response.json()).toEqual({
        status: 'ok',
        transcription: { engine: 'embedded', available: true },
      });
    });
  },
);

describe.each(databaseKinds())('voice messages on a server without a speech engine, on %s', (kind) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(kind, { server: { jobsWorker: false } });
  });
  afterAll(() => h?.stop());

  it('marks them Off, and a request for one while off ends Off again', async () => {
    const { admin, organisation } = await signUpAdmin(h, 'Quiet Ltd');
    const product = await createProduct(admin, 'Mute Shop');
    const widget = widgetClient(h, organisation.widgetKey, product);
    const fileKey = await widget.upload(
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60)]),
    );
    await widget.submit({ messageType: 'LeaveMessage', audio: { fileKey, contentType: 'audio/webm' } });
    const db = h.server.database.db;
    const [row] = await rows<{ id: string; status: string; reason: string }>(
      db,
      sql`select id, transcription_status as status, transcription_reason as reason from recordings`,
    );
    expect(row).toMatchObject({ status: 'Off', reason: 'Transcription is off on this server.' });
    expect(await rows(db, sql`select 1 from jobs where kind = 'recording.transcribe'`)).toEqual([]);

    // As the demo seed does: idempotent, one job however often it is asked.
    await withScope(db, { organisationId: organisation.id }, async (tx) => {
      await requestTranscription(tx, { organisationId: organisation.id, id: row!.id });
      await requestTranscription(tx, { organisationId: organisation.id, id: row!.id });
    });
    const jobs = await rows<{ key: string }>(
      db,
      sql`select idempotency_key as key from jobs where kind = 'recording.transcribe'`,
    );
    expect(jobs).toEqual([{ key: `recording:${row!.id}:v1` }]);
    expect(await h.server.jobs.drain()).toBe(1);
    const [after] = await rows<{ status: string; reason: string }>(
      db,
      sql`select transcription_status as status, transcription_reason as reason from recordings`,
    );
    expect(after).toEqual({ status: 'Off', reason: 'Transcription is off on this server.' });
    expect(await (await fetch(`${h.server.url}/healthz`)).json()).toEqual({
      status: 'ok',
      transcription: { engine: 'off', available: false },
    });
  });

  it('fails a message whose server went away during its last attempt, with the reason', async () => {
    const { admin, organisation } = await signUpAdmin(h, 'Vanished Ltd');
    const product = await createProduct(admin, 'Gone Shop');
    const widget = widgetClient(h, organisation.widgetKey, product);
    const fileKey = await widget.upload(
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60)]),
    );
    await widget.submit({ messageType: 'LeaveMessage', audio: { fileKey, contentType: 'audio/webm' } });
    const db = h.server.database.db;
    const [row] = await rows<{ id: string }>(
      db,
      sql`select id from recordings where audio_file_key = ${fileKey}`,
    );
    await withScope(db, { organisationId: organisation.id }, (tx) =>
      requestTranscription(tx, { organisationId: organisation.id, id: row!.id }),
    );
    // Its worker claimed the last attempt, marked it Transcribing, then vanished: the lease ran out.
    await db.execute(sql`update recordings set transcription_status = 'Transcribing', transcription_attempts = 5
      where id = ${row!.id}`);
    await db.execute(sql`update jobs set state = 'running', attempts = max_attempts, locked_by = 'gone',
      locked_until = now() - interval '1 second' where payload ->> 'recordingId' = ${row!.id}`);
    expect(await h.server.jobs.drain()).toBe(0);
    const [after] = await rows<{ status: string; reason: string; state: string }>(
      db,
      sql`select r.transcription_status as status, r.transcription_reason as reason, j.state
        from recordings r join jobs j on j.payload ->> 'recordingId' = r.id::text where r.id = ${row!.id}`,
    );
    expect(after).toEqual({
      status: 'Failed',
      reason: 'The server transcribing it stopped before it finished.',
      state: 'dead',
    });
  });
});
