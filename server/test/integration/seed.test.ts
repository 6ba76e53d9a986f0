import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { signInTestUser } from '@hearback/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseAuth } from '../../src/auth/firebase-admin';
import type { Database } from '../../src/db/database';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_PASSWORD,
  DEMO_ORGANISATION_NAME,
} from '../../src/db/demo-credentials.js';
import { DEMO_CAMPAIGN } from '../../src/db/demo-feedback/content';
import { DEMO_AUDIO_DIR, loadDemoClips } from '../../src/db/demo-feedback/demo-clips';
import { demoUuid } from '../../src/db/demo-feedback/demo-ids';
import { DEMO_ORGANISATION_ID, seedDemo } from '../../src/db/seed';
import { createLogger } from '../../src/logger';
import { e164 } from '../../src/services/recording/submission-input';
import { resolveTranscription } from '../../src/services/recording/transcription/engine-setting';
import { transcribeRecording } from '../../src/services/recording/transcription/transcription-job';
import { parseRecordingKey } from '../../src/storage/file-keys';
import { type LocalDiskStorage, localDiskStorage } from '../../src/storage/local-disk';
import { uploadSigningSecret } from '../../src/storage/signing-secret';
import { graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';

interface Overview {
  me: { role: string; organization: { name: string } };
  getAllProducts: { name: string; platform: { name: string } }[];
  countUsers: number;
  getPlatforms: { name: string; isLegacy: boolean }[];
  getProductCategories: { id: string; name: string }[];
}

const OVERVIEW = `{
  me { role organization { name } }
  getAllProducts { name platform { name } }
  countUsers
  getPlatforms { name isLegacy }
  getProductCategories { id name }
}`;

const DAY_MS = 86_400_000;
const MAX_CLIP_BYTES = 40 * 1024;

interface DemoRecording {
  id: string;
  product_id: string;
  product: string;
  message_type: string;
  text: string | null;
  phone_number: string | null;
  answers: { questionId: string; text: string }[] | null;
  audio_file_key: string | null;
  audio_size: number | null;
  sentiment_label: string | null;
  sentiment_score: number | null;
  reviewed: boolean;
  created_at: Date | string;
  campaign_id: string | null;
  transcription_status: string | null;
  sentiment_source: string | null;
  transcript: string | null;
}

const rows = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const demoRecordings = (db: Database) =>
  rows<DemoRecording>(
    db,
    sql`select r.id, r.product_id, p.name as product, r.message_type, r.text, r.phone_number, r.answers,
      r.audio_file_key, r.audio_size, r.sentiment_label, r.sentiment_score, r.reviewed, r.created_at,
      r.campaign_id, r.transcription_status, r.sentiment_source, r.transcript
    from recordings r join products p on p.organisation_id = r.organisation_id and p.id = r.product_id
    where r.organisation_id = ${DEMO_ORGANISATION_ID}`,
  );

/** Each demo product's sentiment totals beside a recount of its recordings. */
const totalsAndRecount = (db: Database) =>
  rows<{
    product_id: string;
    recordings: number;
    scored: number;
    sum: number;
    counted: number;
    counted_scored: number;
    counted_sum: number;
  }>(
    db,
    sql`select p.id as product_id,
      (select coalesce(sum(recordings_count), 0)::int from product_sentiment t
        where t.organisation_id = p.organisation_id and t.product_id = p.id) as recordings,
      (select coalesce(sum(sentiment_count), 0)::int from product_sentiment t
        where t.organisation_id = p.organisation_id and t.product_id = p.id) as scored,
      (select coalesce(sum(sentiment_sum), 0)::float8 from product_sentiment t
        where t.organisation_id = p.organisation_id and t.product_id = p.id) as sum,
      (select count(*)::int from recordings r
        where r.organisation_id = p.organisation_id and r.product_id = p.id) as counted,
      (select count(sentiment_score)::int from recordings r
        where r.organisation_id = p.organisation_id and r.product_id = p.id) as counted_scored,
      (select coalesce(sum(sentiment_score), 0)::float8 from recordings r
        where r.organisation_id = p.organisation_id and r.product_id = p.id) as counted_sum
    from products p where p.organisation_id = ${DEMO_ORGANISATION_ID}`,
  );

function expectTotalsMatchRecount(found: Awaited<ReturnType<typeof totalsAndRecount>>) {
  expect(found).toHaveLength(3);
  for (const product of found) {
    expect(product.recordings).toBe(product.counted);
    expect(product.scored).toBe(product.counted_scored);
    // The totals add the doubles the scorer gave, the rows keep them as real (float4).
    expect(product.sum).toBeCloseTo(product.counted_sum, 4);
  }
}

/** Everything the seed writes, counted: the same after a second seed. */
const footprint = (db: Database) =>
  rows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from recordings where organisation_id = ${DEMO_ORGANISATION_ID}) as recordings,
      (select count(*)::int from contacts where organisation_id = ${DEMO_ORGANISATION_ID}) as contacts,
      (select count(*)::int from segments where organisation_id = ${DEMO_ORGANISATION_ID}) as segments,
      (select count(*)::int from segment_members where organisation_id = ${DEMO_ORGANISATION_ID}) as members,
      (select count(*)::int from questions where organisation_id = ${DEMO_ORGANISATION_ID}) as questions,
      (select count(*)::int from campaigns where organisation_id = ${DEMO_ORGANISATION_ID}) as campaigns,
      (select count(*)::int from campaign_invitations where organisation_id = ${DEMO_ORGANISATION_ID}) as invitations,
      (select count(*)::int from attention_items where organisation_id = ${DEMO_ORGANISATION_ID}) as attention,
      (select count(*)::int from notifications where organisation_id = ${DEMO_ORGANISATION_ID}) as notifications,
      (select count(*)::int from jobs where organisation_id = ${DEMO_ORGANISATION_ID}) as jobs,
      (select sum(recordings_count)::int from product_sentiment where organisation_id = ${DEMO_ORGANISATION_ID}) as counted,
      (select sum(sentiment_sum)::float8 from product_sentiment where organisation_id = ${DEMO_ORGANISATION_ID}) as sentiment`,
  );

async function storedFiles(storage: LocalDiskStorage): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  for await (const file of storage.list(`recordings/${DEMO_ORGANISATION_ID}/`))
    files.set(file.fileKey, file.size);
  return files;
}

/** The server's own upload folder, as the server opens it (app.ts → widget-routes.ts). */
async function serverStorage(h: Harness): Promise<LocalDiskStorage> {
  return localDiskStorage({
    root: path.join(h.dataDir, 'uploads'),
    secret: await uploadSigningSecret(undefined, h.dataDir),
  });
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

describe('the demo voice clips', () => {
  it('are small Opus files in WebM, each with the sentence it says', async () => {
    const clips = await loadDemoClips();
    expect(clips.size).toBeGreaterThanOrEqual(8);
    expect(new Set([...clips.values()].map((clip) => clip.voice)).size).toBeGreaterThanOrEqual(4);
    const files = (await readdir(DEMO_AUDIO_DIR)).filter((file) => file.endsWith('.webm'));
    expect(files.sort()).toEqual([...clips.keys()].sort());
    for (const clip of clips.values()) {
      const { size } = await stat(path.join(DEMO_AUDIO_DIR, clip.file));
      expect(size, clip.file).toBeLessThanOrEqual(MAX_CLIP_BYTES);
      expect(size, clip.file).toBe(clip.bytes);
      expect(clip.durationMs).toBeGreaterThan(2_000);
      expect(words(clip.text).length).toBeGreaterThan(5);
    }
  });
});

describe.each(databaseKinds())('demo seed on %s', (kind) => {
  let h: Harness;
  let storage: LocalDiskStorage;
  const seedAgain = () =>
    seedDemo({
      db: h.server.database.db,
      auth: firebaseAuth(h.emulator.projectId),
      logger: createLogger('silent'),
      storage,
    });
  const overviewOf = async (email: string, password: string) => {
    const { idToken } = await signInTestUser(h.emulator, email, password);
    return ok(await graphql<Overview>(h.server.url, OVERVIEW, { token: idToken }));
  };
  const adminToken = async () =>
    (await signInTestUser(h.emulator, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD)).idToken;

  beforeAll(async () => {
    // No worker: the voice messages stay queued for the test to see.
    h = await startHarness(kind, { seedDemo: true, server: { jobsWorker: false } });
    storage = await serverStorage(h);
    // The server's start seeded; a seed that has the storage adds the voice messages if the
    // start left them out.
    await seedAgain();
  });
  afterAll(() => h?.stop());

  it('lets the demo Admin sign in with the documented password and see three products', async () => {
    const overview = await overviewOf(DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    expect(overview.me).toEqual({ role: 'Admin', organization: { name: DEMO_ORGANISATION_NAME } });
    expect(overview.getAllProducts.map((p) => p.platform.name).sort()).toEqual(['Android', 'Web', 'iOS']);
    expect(overview.countUsers).toBe(2);
    expect(overview.getPlatforms).toContainEqual({ name: 'Windows Phone', isLegacy: true });
  });

  it('gives the demo Member the products they are attached to', async () => {
    const overview = await overviewOf(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    expect(overview.me.role).toBe('Member');
    expect(overview.getAllProducts).toHaveLength(2);
  });

  it('gives every product feedback of all four purposes over the last 60 days, newer days denser', async () => {
    const all = await demoRecordings(h.server.database.db);
    const widget = all.filter((row) => row.campaign_id === null);
    const of = (purpose: string) => widget.filter((row) => row.message_type === purpose);
    expect(widget.length).toBeGreaterThanOrEqual(60);
    expect(of('LeaveMessage').length).toBeGreaterThanOrEqual(8);
    expect(of('PhoneCall').length).toBeGreaterThanOrEqual(8);
    expect(of('ProvideFeedback').length).toBeGreaterThanOrEqual(30);
    expect(of('CustomQuestion').length).toBeGreaterThanOrEqual(15);
    for (const product of ['Demo Fashion Store', 'Demo Bank for iOS', 'Demo Puzzle Quest']) {
      const mine = widget.filter((row) => row.product === product);
      expect(new Set(mine.map((row) => row.message_type)).size, product).toBe(4);
      // Every chart has each label to show.
      expect(new Set(mine.map((row) => row.sentiment_label).filter(Boolean)).size, product).toBe(3);
      expect(mine.some((row) => row.reviewed) && mine.some((row) => !row.reviewed), product).toBe(true);
    }
    for (const call of of('PhoneCall')) expect(e164(call.phone_number!)).toBe(call.phone_number);
    for (const answered of of('CustomQuestion')) expect(answered.answers?.length).toBeGreaterThan(0);
    for (const typed of of('ProvideFeedback')) {
      expect(typed.sentiment_label).not.toBeNull();
      expect(typed.sentiment_source).toBe('Text');
    }

    const now = Date.now();
    const ages = all.map((row) => (now - new Date(row.created_at).getTime()) / DAY_MS);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThan(60);
    const recent = ages.filter((age) => age < 30).length;
    expect(recent).toBeGreaterThan(ages.length - recent);
    expect(ages.filter((age) => age < 7).length).toBeGreaterThanOrEqual(10);
  });

  it('stores each voice clip as an upload and queues its transcription', async () => {
    const clips = await loadDemoClips();
    const voices = (await demoRecordings(h.server.database.db)).filter((row) => row.audio_file_key);
    expect(voices).toHaveLength(clips.size);
    const files = await storedFiles(storage);
    const sizes = new Set([...clips.values()].map((clip) => clip.bytes));
    const jobs = await rows<{ recording_id: string; state: string }>(
      h.server.database.db,
      sql`select payload->>'recordingId' as recording_id, state from jobs
        where organisation_id = ${DEMO_ORGANISATION_ID} and kind = ${transcribeRecording.kind}`,
    );
    for (const voice of voices) {
      expect(voice.message_type).toBe('LeaveMessage');
      // The key an upload of the product's widget gets (storage/file-keys.ts).
      expect(parseRecordingKey(voice.audio_file_key!)).toEqual({
        organisationId: DEMO_ORGANISATION_ID,
        productId: voice.product_id,
      });
      expect(files.get(voice.audio_file_key!)).toBe(voice.audio_size);
      expect(sizes.has(voice.audio_size!)).toBe(true);
      expect(voice.audio_size).toBeLessThanOrEqual(MAX_CLIP_BYTES);
      // Unscored until the engine says what was said, as a widget's voice message.
      expect(voice.sentiment_score).toBeNull();
      expect(voice.transcription_status).toBe('Queued');
      expect(jobs.filter((job) => job.recording_id === voice.id)).toEqual([
        { recording_id: voice.id, state: 'queued' },
      ]);
    }
  });

  it("keeps each product's sentiment totals equal to a recount of its recordings", async () => {
    expectTotalsMatchRecount(await totalsAndRecount(h.server.database.db));
  });

  it('shows data on the product home and in the finished campaign results', async () => {
    const token = await adminToken();
    const { getAllProducts } = ok(
      await graphql<{ getAllProducts: { id: string; name: string }[] }>(
        h.server.url,
        '{ getAllProducts { id name } }',
        {
          token,
        },
      ),
    );
    for (const product of getAllProducts) {
      const { productStats } = ok(
        await graphql<{
          productStats: {
            totalResponses: number;
            unreviewedCount: number;
            sentimentCounts: { label: string; count: number }[];
            overallAverageSentiment: number | null;
          };
        }>(
          h.server.url,
          `query ($p: ID!, $from: DateTime) { productStats(productId: $p, from: $from) {
            totalResponses unreviewedCount sentimentCounts { label count } overallAverageSentiment } }`,
          { token, variables: { p: product.id, from: new Date(Date.now() - 60 * DAY_MS).toISOString() } },
        ),
      );
      expect(productStats.totalResponses, product.name).toBeGreaterThanOrEqual(20);
      expect(productStats.unreviewedCount, product.name).toBeGreaterThan(0);
      for (const { count } of productStats.sentimentCounts) expect(count, product.name).toBeGreaterThan(0);
      expect(productStats.overallAverageSentiment, product.name).not.toBeNull();
    }

    const { campaignStats } = ok(
      await graphql<{
        campaignStats: {
          name: string;
          status: string;
          source: string;
          invited: number;
          sent: number;
          unsubscribed: number;
          responses: number;
          sentiment: { positive: number; neutral: number; negative: number; unknown: number };
          trend: unknown[];
          openAttentionItems: number;
        };
      }>(
        h.server.url,
        `query ($id: ID!) { campaignStats(id: $id) { name status source invited sent unsubscribed responses
          sentiment { positive neutral negative unknown } trend { day } openAttentionItems } }`,
        { token, variables: { id: demoUuid(`campaign:${DEMO_CAMPAIGN.key}`) } },
      ),
    );
    const answered = DEMO_CAMPAIGN.contacts.filter((contact) => contact.answers).length;
    expect(campaignStats).toMatchObject({
      name: DEMO_CAMPAIGN.name,
      status: 'Finished',
      source: 'Email',
      invited: DEMO_CAMPAIGN.contacts.length,
      sent: DEMO_CAMPAIGN.contacts.length,
      unsubscribed: 1,
      responses: answered,
      // Two negative answers need a human; the one naming a keyword was resolved.
      openAttentionItems: 2,
    });
    expect(campaignStats.sentiment.positive).toBeGreaterThan(0);
    expect(campaignStats.sentiment.neutral).toBeGreaterThan(0);
    expect(campaignStats.sentiment.negative).toBeGreaterThan(0);
    expect(campaignStats.trend.length).toBeGreaterThan(0);
  });

  it('is idempotent', async () => {
    const before = await overviewOf(DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    const footprintBefore = await footprint(h.server.database.db);
    const filesBefore = await storedFiles(storage);
    const started = performance.now();
    await seedAgain();
    // What every start costs once the demo is there.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await overviewOf(DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD)).toEqual(before);
    expect(await footprint(h.server.database.db)).toEqual(footprintBefore);
    expect(await storedFiles(storage)).toEqual(filesBefore);
  });

  it('stores a voice file again when the storage lost it', async () => {
    const [voice] = (await demoRecordings(h.server.database.db)).filter((row) => row.audio_file_key);
    await storage.remove(voice!.audio_file_key!);
    await seedAgain();
    expect((await storage.stat(voice!.audio_file_key!))?.size).toBe(voice!.audio_size);
  });
});

const embedded = resolveTranscription({ engine: 'embedded', searchPath: process.env.PATH });

describe.skipIf(!('engine' in embedded))('the demo voice messages on the embedded engine', () => {
  let h: Harness;
  let storage: LocalDiskStorage;
  let seededInMs = 0;

  beforeAll(async () => {
    h = await startHarness('pglite', {
      server: { jobsWorker: false, transcription: 'engine' in embedded ? embedded : undefined },
    });
    storage = await serverStorage(h);
    const started = performance.now();
    await seedDemo({
      db: h.server.database.db,
      auth: firebaseAuth(h.emulator.projectId),
      logger: createLogger('silent'),
      storage,
    });
    seededInMs = performance.now() - started;
  });
  afterAll(() => h?.stop());

  it('seeds a fresh database in a moment, voice files included', () => {
    // Two Firebase accounts, ~100 rows and 12 small files: well under 2 s on an idle machine;
    // the bound catches a seed gone row by row, with room for a CI machine running other suites.
    expect(seededInMs).toBeLessThan(8_000);
  });

  it('are transcribed into the words they say, and scored from them', { timeout: 300_000 }, async () => {
    const clips = [...(await loadDemoClips()).values()];
    const db = h.server.database.db;
    const ran = await h.server.jobs.drain();
    expect(ran).toBeGreaterThanOrEqual(clips.length);

    const voices = (await demoRecordings(db)).filter((row) => row.audio_file_key);
    expect(voices.map((voice) => voice.transcription_status)).toEqual(voices.map(() => 'Done'));
    // Each transcript is matched to its clip by the share of the clip's words it holds.
    const recalls = voices.map((voice) => {
      const heard = new Set(words(voice.transcript ?? ''));
      return Math.max(
        ...clips.map((clip) => {
          const said = words(clip.text);
          return said.filter((word) => heard.has(word)).length / said.length;
        }),
      );
    });
    expect(Math.max(...recalls)).toBeGreaterThanOrEqual(0.9);
    expect(recalls.filter((recall) => recall >= 0.6).length).toBeGreaterThanOrEqual(clips.length / 2);
    // Scored from what was said, as a widget's voice message is.
    for (const voice of voices) {
      expect(voice.sentiment_label).not.toBeNull();
      expect(voice.sentiment_source).toBe('Transcript');
    }
    expectTotalsMatchRecount(await totalsAndRecount(db));
  });
});
