import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordings } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { type Actor, signUpAdmin } from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { attachedMember, createProduct, WEBM, widgetClient } from '../support/widget-fixtures';

const FIELDS = `id productId messageType text transcript phoneNumber
  answers { questionId question answer }
  contact { name email phoneNumber purpose }
  pageUrl pageTitle audio { contentType size durationMs }
  sentimentScore sentimentLabel reviewed createdAt submittedAt`;

interface Rec {
  id: string;
  productId: string;
  messageType: string;
  text: string | null;
  sentimentScore: number | null;
  sentimentLabel: string | null;
  reviewed: boolean;
  contact: { name: string | null; email: string | null };
  pageUrl: string | null;
  audio: { contentType: string; size: number; durationMs: number | null } | null;
  createdAt: string;
}

const LIST = `query ($p: ID!, $paging: OffsetPaging, $sorting: [RecordingSort!], $filter: RecordingFilter, $after: ID) {
  recordings(productId: $p, paging: $paging, sorting: $sorting, filter: $filter, after: $after) { ${FIELDS} }
  countRecordings(productId: $p, filter: $filter)
}`;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('.incoming'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe.each(databaseKinds())('recordings on %s', (kind) => {
  let h: Harness;
  let admin: Actor;
  let organisationId: string;
  let product: string;
  let other: string;
  let attached: Actor;
  let notAttached: Actor;
  let stranger: Actor;
  let voiceId: string;

  const list = (actor: Actor, variables: Record<string, unknown>) =>
    actor.ask<{ recordings: Rec[]; countRecordings: number }>(LIST, { p: product, ...variables });

  beforeAll(async () => {
    h = await startHarness(kind, { server: { widgetRateLimitPerIp: 0, widgetRateLimitPerKey: 0 } });
    const founded = await signUpAdmin(h, 'Inbox Ltd');
    admin = founded.admin;
    organisationId = founded.organisation.id;
    product = await createProduct(admin, 'Shop');
    other = await createProduct(admin, 'Blog');
    attached = await attachedMember(h, admin, organisationId, [product]);
    notAttached = await attachedMember(h, admin, organisationId, [other]);
    stranger = (await signUpAdmin(h, 'Elsewhere Ltd')).admin;

    const widget = widgetClient(h, founded.organisation.widgetKey, product);
    await widget.submit({
      messageType: 'ProvideFeedback',
      text: 'I love this wonderful shop, great service!',
      contact: { name: 'Ada', email: 'ada@example.com' },
      page: { url: 'https://shop.example/checkout', title: 'Checkout' },
    });
    await widget.submit({ messageType: 'ProvideFeedback', text: 'Terrible, awful checkout. I hate it.' });
    await widget.submit({
      messageType: 'PhoneCall',
      phoneNumber: '+44 20 7946 0958',
      text: 'Call me about my order',
    });
    const fileKey = await widget.upload(WEBM(4096));
    await widget.submit({
      messageType: 'LeaveMessage',
      audio: { fileKey, contentType: 'audio/webm;codecs=opus', durationMs: 3200 },
    });
    const { recordings: all } = ok(await list(admin, {}));
    voiceId = all.find((recording) => recording.audio)!.id;
  });

  afterAll(async () => {
    await h?.stop();
  });

  it('shows what the public widget API stored, newest first, with sentiment', async () => {
    const { recordings: all, countRecordings } = ok(await list(admin, {}));
    expect(countRecordings).toBe(4);
    expect(all.map((recording) => recording.messageType)).toEqual([
      'LeaveMessage',
      'PhoneCall',
      'ProvideFeedback',
      'ProvideFeedback',
    ]);
    const happy = all.find((recording) => recording.text?.startsWith('I love'))!;
    expect(happy).toMatchObject({
      productId: product,
      sentimentLabel: 'Positive',
      reviewed: false,
      contact: { name: 'Ada', email: 'ada@example.com' },
      pageUrl: 'https://shop.example/checkout',
      audio: null,
    });
    expect(happy.sentimentScore).toBeGreaterThan(0.05);
    expect(all.find((recording) => recording.text?.startsWith('Terrible'))!.sentimentLabel).toBe('Negative');
    const voice = all.find((recording) => recording.id === voiceId)!;
    expect(voice.audio).toEqual({ contentType: 'audio/webm', size: 4096, durationMs: 3200 });
    expect(voice.sentimentScore).toBeNull();
  });

  it('filters by purpose, sentiment, review state, dates and text (case-insensitive, transcripts too)', async () => {
    await withScope(h.server.database.db, { organisationId }, (tx) =>
      tx
        .update(recordings)
        .set({ transcript: 'Please CALL back about the Refund' })
        .where(and(eq(recordings.organisationId, organisationId), eq(recordings.id, voiceId))),
    );
    const count = async (filter: Record<string, unknown>) =>
      ok(await list(admin, { filter })).countRecordings;
    expect(await count({ messageType: 'ProvideFeedback' })).toBe(2);
    expect(await count({ sentimentLabel: 'Negative' })).toBe(1);
    expect(await count({ reviewed: true })).toBe(0);
    expect(await count({ search: 'WONDERFUL' })).toBe(1);
    expect(await count({ search: 'refund' })).toBe(1);
    expect(await count({ search: 'call' })).toBe(2);
    expect(await count({ search: '100%' })).toBe(0);
    expect(await count({ from: new Date(Date.now() - 60_000).toISOString() })).toBe(4);
    expect(await count({ to: new Date(Date.now() - 60_000).toISOString() })).toBe(0);
    const { recordings: found } = ok(await list(admin, { filter: { search: 'refund' } }));
    expect(found.map((recording) => recording.id)).toEqual([voiceId]);
  });

  it('pages by offset and by cursor alike, and sorts by sentiment', async () => {
    const { recordings: all } = ok(await list(admin, {}));
    const first = ok(await list(admin, { paging: { limit: 2 } })).recordings;
    const second = ok(await list(admin, { paging: { limit: 2, offset: 2 } })).recordings;
    const after = ok(await list(admin, { paging: { limit: 2 }, after: first[1]!.id })).recordings;
    expect([...first, ...second].map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect(after.map((r) => r.id)).toEqual(second.map((r) => r.id));
    const ascending = ok(
      await list(admin, { sorting: [{ field: 'createdAt', direction: 'ASC' }] }),
    ).recordings;
    expect(ascending.map((r) => r.id)).toEqual([...all].reverse().map((r) => r.id));

    const bySentiment = ok(
      await list(admin, { sorting: [{ field: 'sentimentScore', direction: 'ASC' }] }),
    ).recordings;
    const scores = bySentiment.map((r) => r.sentimentScore);
    expect(scores.at(-1)).toBeNull();
    const scored = scores.filter((score): score is number => score !== null);
    expect(scored).toEqual([...scored].sort((x, y) => x - y));
  });

  it('refuses bad paging, filters and cursors with coded sentences', async () => {
    const errorOf = async (variables: Record<string, unknown>) => failure(await list(admin, variables));
    expect(await errorOf({ paging: { limit: 0 } })).toMatchObject({
      message: 'Limit must be between 1 and 100.',
      extensions: { code: 'BAD_USER_INPUT', field: 'paging.limit' },
    });
    const now = Date.now();
    expect(
      await errorOf({
        filter: { from: new Date(now).toISOString(), to: new Date(now - 1000).toISOString() },
      }),
    ).toMatchObject({ message: 'From must be before To.', extensions: { code: 'BAD_USER_INPUT' } });
    const { recordings: all } = ok(await list(admin, {}));
    expect(await errorOf({ paging: { offset: 2 }, after: all[0]!.id })).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'paging.offset' },
    });
    expect(
      await errorOf({ after: all[0]!.id, sorting: [{ field: 'sentimentScore', direction: 'ASC' }] }),
    ).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'after' } });
    expect(await errorOf({ after: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    expect(failure(await admin.ask(LIST, { p: '00000000-0000-4000-8000-000000000000' }))).toMatchObject({
      message: 'Product not found.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('lets only members who may open the product see, review and download, and only Admins delete', async () => {
    const ops = {
      list: (actor: Actor | null) => ask(actor, LIST, { p: product }),
      one: (actor: Actor | null) =>
        ask(actor, `query ($id: ID!) { recording(id: $id) { id } }`, { id: voiceId }),
      audio: (actor: Actor | null) =>
        ask(actor, 'query ($id: ID!) { recordingAudioUrl(id: $id) }', { id: voiceId }),
      stats: (actor: Actor | null) =>
        ask(actor, 'query ($p: ID!) { productStats(productId: $p) { totalResponses } }', { p: product }),
      review: (actor: Actor | null) =>
        ask(actor, 'mutation ($id: ID!) { markRecordingReviewed(id: $id, reviewed: false) { id } }', {
          id: voiceId,
        }),
    };
    function ask(actor: Actor | null, query: string, variables: Record<string, unknown>) {
      return actor ? actor.ask(query, variables) : graphql(h.server.url, query, { variables });
    }
    for (const [name, op] of Object.entries(ops)) {
      expect(failure(await op(null)).extensions?.code, `${name} unauthenticated`).toBe('UNAUTHENTICATED');
      expect(failure(await op(stranger)).extensions?.code, `${name} another organisation`).toBe('NOT_FOUND');
      expect(failure(await op(notAttached)).extensions?.code, `${name} member not attached`).toBe(
        'NOT_FOUND',
      );
      ok(await op(attached));
      ok(await op(admin));
    }
    const remove = (actor: Actor | null) =>
      ask(actor, 'mutation ($id: ID!) { deleteRecording(id: $id) }', { id: voiceId });
    expect(failure(await remove(null)).extensions?.code).toBe('UNAUTHENTICATED');
    expect(failure(await remove(stranger)).extensions?.code).toBe('NOT_FOUND');
    expect(failure(await remove(attached))).toMatchObject({
      message: 'Only an Admin can delete recordings.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(ok(await list(admin, {})).countRecordings).toBe(4);
  });

  it('marks reviewed and back', async () => {
    const mark = (reviewed: boolean) =>
      attached.ask<{ markRecordingReviewed: { reviewed: boolean } }>(
        'mutation ($id: ID!, $r: Boolean!) { markRecordingReviewed(id: $id, reviewed: $r) { reviewed } }',
        { id: voiceId, r: reviewed },
      );
    expect(ok(await mark(true)).markRecordingReviewed.reviewed).toBe(true);
    expect(ok(await list(admin, { filter: { reviewed: true } })).recordings.map((r) => r.id)).toEqual([
      voiceId,
    ]);
    expect(ok(await mark(false)).markRecordingReviewed.reviewed).toBe(false);
  });

  it('downloads the voice message through a short-lived signed link, as a nosniff attachment', async () => {
    const { recordingAudioUrl: url } = ok(
      await attached.ask<{ recordingAudioUrl: string }>('query ($id: ID!) { recordingAudioUrl(id: $id) }', {
        id: voiceId,
      }),
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/webm');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="recording-.*\.webm"/);
    expect((await response.arrayBuffer()).byteLength).toBe(4096);

    const tampered = new URL(url);
    tampered.searchParams.set('type', 'text/html');
    expect((await fetch(tampered)).status).toBe(403);
    const text = ok(await list(admin, { filter: { messageType: 'PhoneCall' } })).recordings[0]!;
    expect(
      failure(await admin.ask('query ($id: ID!) { recordingAudioUrl(id: $id) }', { id: text.id })),
    ).toMatchObject({ message: 'This recording has no voice message.', extensions: { code: 'NOT_FOUND' } });
  });

  it('summarises the product home: per day, by label, averages and the newest recordings', async () => {
    const { productStats } = ok(
      await attached.ask<{
        productStats: {
          responsesPerDay: { date: string; count: number }[];
          totalResponses: number;
          averageSentiment: number | null;
          overallAverageSentiment: number | null;
          sentimentCounts: { label: string; count: number }[];
          unreviewedCount: number;
          latestRecordings: { id: string }[];
        };
      }>(
        `query ($p: ID!) { productStats(productId: $p, timeZone: "Europe/London", latestCount: 2) {
          responsesPerDay { date count averageSentiment } totalResponses averageSentiment overallAverageSentiment
          sentimentCounts { label count } unreviewedCount reviewUserCount latestRecordings { id } } }`,
        { p: product },
      ),
    );
    expect(productStats.responsesPerDay.length).toBeGreaterThanOrEqual(30);
    expect(productStats.responsesPerDay.reduce((sum, day) => sum + day.count, 0)).toBe(4);
    expect(productStats.totalResponses).toBe(4);
    expect(productStats.unreviewedCount).toBe(4);
    expect(productStats.sentimentCounts.map((entry) => entry.label)).toEqual([
      'Positive',
      'Neutral',
      'Negative',
    ]);
    expect(productStats.sentimentCounts.reduce((sum, entry) => sum + entry.count, 0)).toBe(3);
    expect(productStats.averageSentiment).toBeCloseTo(productStats.overallAverageSentiment!, 6);
    expect(productStats.latestRecordings[0]!.id).toBe(voiceId);
    expect(productStats.latestRecordings).toHaveLength(2);
    expect(
      failure(
        await admin.ask('query ($p: ID!) { productStats(productId: $p, timeZone: "Mars/Olympus") { to } }', {
          p: product,
        }),
      ),
    ).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('deletes the row and its file, and takes the recording out of the average', async () => {
    const average = async () =>
      ok(
        await admin.ask<{ getProducts: { id: string; averageSentiment: number | null }[] }>(
          '{ getProducts(paging: { limit: 100 }) { id averageSentiment } }',
        ),
      ).getProducts.find((entry) => entry.id === product)!.averageSentiment;
    const { recordings: all } = ok(await list(admin, {}));
    const happy = all.find((recording) => recording.sentimentLabel === 'Positive')!;
    const scored = all.filter((recording) => recording.sentimentScore !== null);
    const before = await average();
    expect(before).toBeCloseTo(scored.reduce((sum, r) => sum + r.sentimentScore!, 0) / scored.length, 6);

    ok(await admin.ask('mutation ($id: ID!) { deleteRecording(id: $id) }', { id: happy.id }));
    const rest = scored.filter((recording) => recording.id !== happy.id);
    expect(await average()).toBeCloseTo(rest.reduce((sum, r) => sum + r.sentimentScore!, 0) / rest.length, 6);

    const uploads = path.join(h.dataDir, 'uploads');
    const filesBefore = await filesUnder(uploads);
    expect(filesBefore.filter((file) => file.includes(`${path.sep}recordings${path.sep}`))).toHaveLength(1);
    expect(
      ok(
        await admin.ask<{ deleteRecording: string }>('mutation ($id: ID!) { deleteRecording(id: $id) }', {
          id: voiceId,
        }),
      ).deleteRecording,
    ).toBe(voiceId);
    expect(
      (await filesUnder(uploads)).filter((file) => file.includes(`${path.sep}recordings${path.sep}`)),
    ).toEqual([]);
    expect(
      failure(await admin.ask('query ($id: ID!) { recording(id: $id) { id } }', { id: voiceId })).extensions
        ?.code,
    ).toBe('NOT_FOUND');
    expect(ok(await list(admin, {})).countRecordings).toBe(2);
    // The remaining scored recordings still average right after both deletions.
    expect(await average()).toBeCloseTo(rest.reduce((sum, r) => sum + r.sentimentScore!, 0) / rest.length, 6);

    // Deleting everything scored brings the average back to none.
    for (const recording of rest)
      ok(await admin.ask('mutation ($id: ID!) { deleteRecording(id: $id) }', { id: recording.id }));
    expect(await average()).toBeNull();
    const left = await withScope(h.server.database.db, { organisationId }, (tx) =>
      tx
        .select({ count: sql<number>`count(*)::int` })
        .from(recordings)
        .where(and(eq(recordings.organisationId, organisationId), eq(recordings.productId, product))),
    );
    expect(left[0]?.count).toBe(0);
  });
});
