import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordings } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { rowsOf } from '../../src/jobs/queue-role';
import {
  indexRecordingTerms,
  reindexRecordingTerms,
  unindexRecordingTerms,
} from '../../src/services/insights/index-terms';
import { sweepAllTerms } from '../../src/services/insights/sweep-terms';
import { termsOf } from '../../src/services/insights/terms';
import { themeOnlyCount } from '../../src/services/insights/theme-filter';
import { type Actor, signUpAdmin } from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { attachedMember, createProduct, widgetClient } from '../support/widget-fixtures';

interface Theme {
  phrase: string;
  recordings: number;
  score: number;
}

interface Week {
  weekStart: string;
  count: number;
  averageSentiment: number | null;
  positive: number;
  neutral: number;
  negative: number;
}

const THEMES = `query ($p: ID!, $from: DateTime, $to: DateTime, $limit: Int) {
  productThemes(productId: $p, from: $from, to: $to, limit: $limit) { phrase recordings score }
}`;
const TREND = `query ($p: ID!, $weeks: Int, $tz: String) {
  productSentimentTrend(productId: $p, weeks: $weeks, timeZone: $tz) {
    weekStart count averageSentiment positive neutral negative
  }
}`;
const FILTERED = `query ($p: ID!, $filter: RecordingFilter) {
  recordings(productId: $p, filter: $filter, paging: { limit: 50 }) { id }
  countRecordings(productId: $p, filter: $filter)
}`;

const DAY_MS = 86_400_000;
const STOP_WORDS = ['the', 'was', 'my', 'i', 'is', 'and', 'on', 'does', 'please', 'again', 'at', 'are'];

describe.each(databaseKinds())('themes and sentiment over time on %s', (kind) => {
  let h: Harness;
  let admin: Actor;
  let organisationId: string;
  let shop: string;
  let blog: string;
  let attached: Actor;
  let notAttached: Actor;
  let stranger: Actor;
  let strangerOrganisationId: string;
  let apiKey: string;
  const texts: Record<string, string> = {};
  let voiceId: string;
  let widgetKey: string;

  const db = () => h.server.database.db;
  const themes = async (actor: Actor, variables: Record<string, unknown> = {}) =>
    ok(await actor.ask<{ productThemes: Theme[] }>(THEMES, { p: shop, ...variables })).productThemes;
  const filtered = async (theme: string) => {
    const answer = ok(
      await admin.ask<{ recordings: { id: string }[]; countRecordings: number }>(FILTERED, {
        p: shop,
        filter: { theme },
      }),
    );
    expect(answer.countRecordings).toBe(answer.recordings.length);
    // The running count a theme-only count can read instead says the same.
    const running = await withScope(db(), { organisationId }, (tx) =>
      themeOnlyCount(tx, organisationId, shop, { theme }),
    );
    expect(running).toBe(answer.countRecordings);
    return answer.recordings.map((recording) => recording.id).sort();
  };
  const idsOf = (...keys: string[]) => keys.map((key) => texts[key]!).sort();

  /** Inserts recordings as the organisation (row-level security and the triggers apply). */
  const insertRecordings = (productId: string, rows: Partial<typeof recordings.$inferInsert>[]) =>
    withScope(db(), { organisationId }, (tx) =>
      tx
        .insert(recordings)
        .values(
          rows.map((row) => ({
            organisationId,
            productId,
            idempotencyKey: randomUUID(),
            messageType: 'ProvideFeedback' as const,
            ...row,
          })),
        )
        .returning({ id: recordings.id }),
    );

  beforeAll(async () => {
    h = await startHarness(kind, { server: { widgetRateLimitPerIp: 0, widgetRateLimitPerKey: 0 } });
    const founded = await signUpAdmin(h, 'Themes Ltd');
    admin = founded.admin;
    organisationId = founded.organisation.id;
    shop = await createProduct(admin, 'Shop');
    blog = await createProduct(admin, 'Blog');
    attached = await attachedMember(h, admin, organisationId, [shop]);
    notAttached = await attachedMember(h, admin, organisationId, [blog]);
    const other = await signUpAdmin(h, 'Elsewhere Ltd');
    stranger = other.admin;
    strangerOrganisationId = other.organisation.id;
    apiKey = ok(
      await admin.ask<{ createApiKey: { secret: string } }>(
        'mutation { createApiKey(name: "Insights") { secret } }',
      ),
    ).createApiKey.secret;

    // Through the public widget API: the recording's terms row is made by the insert itself.
    widgetKey = founded.organisation.widgetKey;
    const widget = widgetClient(h, widgetKey, shop);
    const said = {
      r1: 'The checkout button does not work on my phone.',
      r2: 'Checkout button is broken again, please fix the checkout button!',
      r3: 'Delivery was fast and the packaging lovely.',
      r4: 'I love the fast delivery.',
      r5: 'Terrible support, nobody answered my e-mail.',
      r6: 'Button colours at checkout are odd.',
    };
    for (const [key, text] of Object.entries(said)) {
      await widget.submit({
        messageType: 'ProvideFeedback',
        text,
        ...(key === 'r5' ? { contact: { email: 'erase.me@example.com' } } : {}),
      });
    }
    const stored = await withScope(db(), { organisationId }, (tx) =>
      tx.select({ id: recordings.id, text: recordings.text }).from(recordings),
    );
    for (const [key, text] of Object.entries(said)) texts[key] = stored.find((row) => row.text === text)!.id;
    // A voice message, not transcribed yet.
    [{ id: voiceId }] = (await insertRecordings(shop, [{ messageType: 'LeaveMessage' }])) as [{ id: string }];
    texts.voice = voiceId;
    // The product's history: 45 days ago, delivery was the topic.
    await insertRecordings(
      shop,
      Array.from({ length: 10 }, (_, index) => ({
        text: 'Delivery was late.',
        createdAt: new Date(Date.now() - 45 * DAY_MS - index * 60_000),
      })),
    );
    // Another organisation says the same words: they must never count here.
    const strangerProduct = await createProduct(stranger, 'Checkout Co');
    await widgetClient(h, other.organisation.widgetKey, strangerProduct).submit({
      messageType: 'ProvideFeedback',
      text: 'The checkout button is great, checkout button forever.',
    });
    await sweepAllTerms(db());
  });

  afterAll(async () => {
    await h?.stop();
  });

  it('finds the characteristic words and phrases of the period, stop words left out', async () => {
    const found = await themes(admin, { limit: 30 });
    // N = 16 recordings with words (the voice message has none yet). button and checkout are in
    // 3 of them; "checkout button" and "fast" in 2 and nowhere else; delivery is in 2 of the
    // period but 12 of the history, so it comes last; one-recording phrases are no themes.
    expect(found.map((theme) => theme.phrase)).toEqual([
      'button',
      'checkout',
      'checkout button',
      'fast',
      'answered',
      'broken',
      'colours',
      'e-mail',
      'fix',
      'love',
      'lovely',
      'odd',
      'packaging',
      'phone',
      'support',
      'terrible',
      'work',
      'delivery',
    ]);
    const byPhrase = new Map(found.map((theme) => [theme.phrase, theme]));
    expect(byPhrase.get('button')).toEqual({ phrase: 'button', recordings: 3, score: 5.537 });
    expect(byPhrase.get('checkout button')).toEqual({
      phrase: 'checkout button',
      recordings: 2,
      score: 4.394,
    });
    expect(byPhrase.get('delivery')).toEqual({ phrase: 'delivery', recordings: 2, score: 1.695 });
    expect(byPhrase.get('work')?.score).toBe(2.833);
    for (const theme of found) {
      for (const word of theme.phrase.split(' ')) expect(STOP_WORDS, theme.phrase).not.toContain(word);
    }
    expect((await themes(admin)).map((theme) => theme.phrase)).toEqual(
      found.slice(0, 10).map((theme) => theme.phrase),
    );
  });

  it('measures a longer period against the same history', async () => {
    const found = await themes(admin, {
      from: new Date(Date.now() - 60 * DAY_MS).toISOString(),
      limit: 3,
    });
    expect(found).toEqual([
      { phrase: 'delivery', recordings: 12, score: 10.168 },
      { phrase: 'late', recordings: 10, score: 9.555 },
      { phrase: 'button', recordings: 3, score: 5.537 },
    ]);
    const old = await themes(admin, {
      from: new Date(Date.now() - 50 * DAY_MS).toISOString(),
      to: new Date(Date.now() - 40 * DAY_MS).toISOString(),
    });
    expect(old.map((theme) => theme.phrase)).toEqual(['late', 'delivery']);
  });

  it('counts a transcript once, however often it is indexed, and the sweep adds nothing twice', async () => {
    const transcript = 'The checkout button froze.';
    const recording = await withScope(db(), { organisationId }, async (tx) => {
      const [row] = await tx
        .update(recordings)
        .set({ transcript })
        .where(and(eq(recordings.organisationId, organisationId), eq(recordings.id, voiceId)))
        .returning({ createdAt: recordings.createdAt });
      const words = {
        organisationId,
        productId: shop,
        id: voiceId,
        createdAt: row!.createdAt,
        words: transcript,
      };
      await indexRecordingTerms(tx, words);
      await indexRecordingTerms(tx, words);
      return words;
    });
    await sweepAllTerms(db());
    const counts = async () =>
      new Map((await themes(admin, { limit: 30 })).map((theme) => [theme.phrase, theme.recordings]));
    let byPhrase = await counts();
    expect(byPhrase.get('checkout button')).toBe(3);
    expect(byPhrase.get('checkout')).toBe(4);
    expect(byPhrase.get('froze')).toBe(1);
    expect(await filtered('checkout button')).toEqual(idsOf('r1', 'r2', 'voice'));

    // Taken out and put back, as a transcript made again would be.
    await withScope(db(), { organisationId }, (tx) => unindexRecordingTerms(tx, recording));
    byPhrase = await counts();
    expect(byPhrase.get('checkout button')).toBe(2);
    expect(byPhrase.has('froze')).toBe(false);
    await withScope(db(), { organisationId }, (tx) => indexRecordingTerms(tx, recording));
    expect((await counts()).get('checkout button')).toBe(3);

    // Transcribed again with other words: the recording's terms become exactly what it says now.
    const transcribe = (words: string) =>
      withScope(db(), { organisationId }, async (tx) => {
        await tx
          .update(recordings)
          .set({ transcript: words })
          .where(and(eq(recordings.organisationId, organisationId), eq(recordings.id, voiceId)));
        await reindexRecordingTerms(tx, { organisationId, id: voiceId });
      });
    await transcribe('The checkout froze, then crashed.');
    byPhrase = await counts();
    expect(byPhrase.get('checkout button')).toBe(2);
    expect(byPhrase.get('checkout')).toBe(4);
    expect(byPhrase.get('crashed')).toBe(1);
    await transcribe(transcript);
    byPhrase = await counts();
    expect(byPhrase.get('checkout button')).toBe(3);
    expect(byPhrase.has('crashed')).toBe(false);
  });

  it('filters recordings by a theme: exactly those whose words hold the phrase', async () => {
    expect(await filtered('checkout button')).toEqual(idsOf('r1', 'r2', 'voice'));
    expect(await filtered('  Checkout   BUTTON ')).toEqual(idsOf('r1', 'r2', 'voice'));
    // r6 has both words, not the phrase.
    expect(await filtered('checkout')).toEqual(idsOf('r1', 'r2', 'r6', 'voice'));
    expect(await filtered('fast delivery')).toEqual(idsOf('r4'));
    expect(await filtered('not work')).toEqual(idsOf('r1'));
    expect(await filtered('delivery')).toHaveLength(12);
    expect(await filtered('teleport')).toEqual([]);
    const both = ok(
      await admin.ask<{ recordings: { id: string }[] }>(FILTERED, {
        p: shop,
        filter: { theme: 'checkout', search: 'broken' },
      }),
    ).recordings;
    expect(both.map((recording) => recording.id)).toEqual(idsOf('r2'));
    // The same theme in another product of the organisation finds nothing there.
    expect(
      ok(await admin.ask<{ countRecordings: number }>(FILTERED, { p: blog, filter: { theme: 'checkout' } }))
        .countRecordings,
    ).toBe(0);
    for (const theme of ['the', 'one two three', 'x'.repeat(200)]) {
      expect(failure(await admin.ask(FILTERED, { p: shop, filter: { theme } })), theme).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', field: 'filter.theme' },
      });
    }
    expect(failure(await admin.ask(FILTERED, { p: shop, filter: { theme: 'the' } })).message).toBe(
      '"the" is not a theme: a theme is one word or a two-word phrase that is not only common words, such as "checkout button".',
    );
  });

  it("reads each recording in its page's language: a German page's stop words are no themes", async () => {
    const germanShop = await createProduct(admin, 'Webshop DE');
    const text = 'Die Kasse findet nichts, und der Filter ist nicht sichtbar.';
    await widgetClient(h, widgetKey, germanShop).submit({
      messageType: 'ProvideFeedback',
      text,
      page: { url: 'https://example.de/suche', language: 'de-DE' },
    });
    await sweepAllTerms(db());
    const [row] = await withScope(db(), { organisationId }, (tx) =>
      tx.execute(
        sql`select t.terms from recording_terms t join recordings r on r.id = t.recording_id where r.text = ${text}`,
      ),
    ).then(rowsOf<{ terms: string[] }>);
    expect(row!.terms).toEqual(expect.arrayContaining(['kasse', 'filter', 'nicht sichtbar']));
    for (const stop of ['die', 'und', 'der', 'ist', 'nichts']) expect(row!.terms).not.toContain(stop);
  });

  it('keeps every organisation to its own terms, in the service and in row-level security', async () => {
    const strangerThemes = await withScope(db(), { organisationId: strangerOrganisationId }, async (tx) => ({
      days: rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from product_term_days`))[0]!
        .n,
      ours: rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from product_terms where organisation_id = ${organisationId}`,
        ),
      )[0]!.n,
      lookedUp: rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from recording_terms_in_scope where product_id = ${shop}`,
        ),
      )[0]!.n,
      terms: rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from recording_terms where organisation_id = ${organisationId}`,
        ),
      )[0]!.n,
    }));
    // Its own product's counts only (one recording: its words, its phrases and the total).
    expect(strangerThemes.days).toBeGreaterThan(0);
    expect(strangerThemes).toMatchObject({ ours: 0, lookedUp: 0, terms: 0 });
    const strangerShop = ok(await stranger.ask<{ getProducts: { id: string }[] }>('{ getProducts { id } }'))
      .getProducts[0]!.id;
    const strangerFound = ok(
      await stranger.ask<{ productThemes: Theme[] }>(THEMES, { p: strangerShop }),
    ).productThemes;
    // One recording: one-recording phrases are no themes; its words are.
    expect(strangerFound.map((theme) => theme.phrase)).toEqual(['button', 'checkout', 'forever', 'great']);
  });

  it('lets whoever may open the product read its themes and trend, and nobody else', async () => {
    const withKey = (query: string, variables: Record<string, unknown>) =>
      graphql(h.server.url, query, { token: apiKey, variables, headers: { 'x-hearback-app': '' } });
    for (const query of [THEMES, TREND]) {
      expect(failure(await graphql(h.server.url, query, { variables: { p: shop } })).extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      expect(failure(await stranger.ask(query, { p: shop }))).toMatchObject({
        message: 'Product not found.',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(failure(await notAttached.ask(query, { p: shop })).extensions?.code).toBe('NOT_FOUND');
      expect(failure(await admin.ask(query, { p: 'not-an-id' })).extensions?.code).toBe('NOT_FOUND');
      ok(await attached.ask(query, { p: shop }));
      ok(await withKey(query, { p: shop }));
    }
    expect(
      failure(await stranger.ask(FILTERED, { p: shop, filter: { theme: 'checkout' } })).extensions?.code,
    ).toBe('NOT_FOUND');
    expect(ok(await notAttached.ask<{ productThemes: Theme[] }>(THEMES, { p: blog })).productThemes).toEqual(
      [],
    );

    const refused = async (variables: Record<string, unknown>, query = THEMES) =>
      failure(await admin.ask(query, { p: shop, ...variables }));
    expect(await refused({ limit: 31 })).toMatchObject({
      message: 'Limit must be between 1 and 30.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      await refused({ from: new Date().toISOString(), to: new Date(Date.now() - DAY_MS).toISOString() }),
    ).toMatchObject({ message: 'From must be before To.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await refused({ from: new Date(Date.now() - 400 * DAY_MS).toISOString() })).toMatchObject({
      message: 'The period can span at most 366 days.',
    });
    expect(await refused({ weeks: 54 }, TREND)).toMatchObject({
      message: 'Weeks must be between 1 and 53.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await refused({ tz: 'Mars/Olympus' }, TREND)).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('takes deleted and erased recordings out of the themes and the filter', async () => {
    ok(await admin.ask('mutation ($id: ID!) { deleteRecording(id: $id) }', { id: texts.r2 }));
    ok(await admin.ask('mutation { eraseContact(email: "erase.me@example.com") { id } }'));
    const found = new Map(
      (await themes(admin, { limit: 30 })).map((theme) => [theme.phrase, theme.recordings]),
    );
    expect(found.get('checkout button')).toBe(2);
    expect(found.get('checkout')).toBe(3);
    for (const gone of ['broken', 'fix', 'terrible', 'support', 'answered', 'e-mail']) {
      expect(found.has(gone), gone).toBe(false);
    }
    expect(await filtered('checkout button')).toEqual(idsOf('r1', 'voice'));
    expect(await filtered('terrible')).toEqual([]);

    // The counts are exactly what the remaining recordings' terms say.
    const drift = await withScope(db(), { organisationId }, async (tx) =>
      rowsOf<{ term: string }>(
        await tx.execute(sql`
          with expected as (
            select organisation_id, product_id, day, term, count(*)::int as documents
            from recording_terms, unnest(terms || array['']::text[]) as term
            where cardinality(terms) > 0 group by 1, 2, 3, 4
          )
          select coalesce(e.term, d.term) as term from expected e
          full join product_term_days d using (organisation_id, product_id, day, term)
          where e.documents is distinct from d.documents`),
      ),
    );
    expect(drift).toEqual([]);
  });

  it('ranks exactly as counting every term would, on a busy product too', async () => {
    // 90 recordings on 3 days from a small vocabulary: most day counts are of several
    // recordings, so the first pass over them settles the order; checked against a count of the
    // texts themselves.
    const busy = await createProduct(admin, 'Busy');
    const topics = ['search bar', 'refund', 'checkout page', 'dark mode', 'invoice', 'wishlist'];
    const moods = ['slow', 'broken', 'lovely', 'confusing', 'fast'];
    const said = Array.from({ length: 90 }, (_, index) => ({
      text: `The ${topics[(index * 7) % topics.length]} is ${moods[(index * 3) % moods.length]}. Word${index % 11}x.`,
      createdAt: new Date(Date.now() - (index % 3) * DAY_MS - 60_000),
    }));
    await insertRecordings(busy, said);
    await sweepAllTerms(db());
    const expected = (days: number, limit: number) => {
      const since = Date.now() - days * DAY_MS;
      const firstDay = new Date(since).toISOString().slice(0, 10);
      const all = said.map((row) => termsOf(row.text));
      const inPeriod = said
        .filter((row) => row.createdAt.toISOString().slice(0, 10) >= firstDay)
        .map((row) => termsOf(row.text));
      const count = (sets: string[][]) => {
        const counts = new Map<string, number>();
        for (const set of sets) for (const term of set) counts.set(term, (counts.get(term) ?? 0) + 1);
        return counts;
      };
      const ever = count(all);
      const scored = [...count(inPeriod)]
        .filter(([term, documents]) => documents >= (term.includes(' ') ? 2 : 1))
        .map(([phrase, recordings]) => ({
          phrase,
          recordings,
          score: recordings * Math.log(1 + all.length / ever.get(phrase)!),
        }))
        .sort((a, b) => b.score - a.score || b.recordings - a.recordings || a.phrase.localeCompare(b.phrase));
      const picked: typeof scored = [];
      for (const theme of scored) {
        if (picked.length === limit) break;
        const held =
          !theme.phrase.includes(' ') &&
          picked.some(
            (above) =>
              above.recordings === theme.recordings && above.phrase.split(' ').includes(theme.phrase),
          );
        if (!held) picked.push(theme);
      }
      return picked.map((theme) => ({ ...theme, score: Math.round(theme.score * 1000) / 1000 }));
    };
    for (const [days, limit] of [
      [1, 5],
      [2, 3],
      [3, 10],
      [3, 30],
    ] as const) {
      const found = ok(
        await admin.ask<{ productThemes: Theme[] }>(THEMES, {
          p: busy,
          from: new Date(Date.now() - days * DAY_MS).toISOString(),
          limit,
        }),
      ).productThemes;
      expect(found, `${days} days, ${limit}`).toEqual(expected(days, limit));
    }
  });

  it('gives the weekly sentiment, Monday to Sunday in the time zone asked for, every week present', async () => {
    const trendProduct = await createProduct(admin, 'Trend');
    const zone = 'Pacific/Auckland';
    // Instants of local wall-clock times, and this week's Monday there, from the database's zone rules.
    const [local] = await withScope(db(), { organisationId }, async (tx) =>
      rowsOf<{ monday: string; monday_start: Date; sunday_late: Date; two_weeks_ago: Date; long_ago: Date }>(
        await tx.execute(sql`
          with m as (select date_trunc('week', now() at time zone ${zone}) as monday)
          select to_char(monday, 'YYYY-MM-DD') as monday,
            (monday + interval '30 seconds') at time zone ${zone} as monday_start,
            (monday - interval '1 hour') at time zone ${zone} as sunday_late,
            (monday - interval '12 days') at time zone ${zone} as two_weeks_ago,
            (monday - interval '13 weeks' + interval '1 hour') at time zone ${zone} as long_ago
          from m`),
      ),
    );
    const at = (value: Date | string) => new Date(value);
    await insertRecordings(trendProduct, [
      { createdAt: at(local!.monday_start), sentimentScore: 0.5, sentimentLabel: 'Positive', text: 'Good' },
      { createdAt: at(local!.monday_start), text: 'Not scored yet' },
      { createdAt: at(local!.sunday_late), sentimentScore: -0.5, sentimentLabel: 'Negative', text: 'Bad' },
      { createdAt: at(local!.two_weeks_ago), sentimentScore: 0, sentimentLabel: 'Neutral', text: 'Fine' },
      { createdAt: at(local!.two_weeks_ago), sentimentScore: 0.9, sentimentLabel: 'Positive', text: 'Great' },
      { createdAt: at(local!.long_ago), sentimentScore: -0.9, sentimentLabel: 'Negative', text: 'Old' },
    ]);
    // The Member is not attached to the new product.
    expect(failure(await attached.ask(TREND, { p: trendProduct })).extensions?.code).toBe('NOT_FOUND');
    const weeks = ok(
      await admin.ask<{ productSentimentTrend: Week[] }>(TREND, { p: trendProduct, tz: zone }),
    ).productSentimentTrend;
    const mondayMinus = (weeksBack: number) =>
      new Date(Date.parse(`${local!.monday}T00:00:00Z`) - weeksBack * 7 * DAY_MS).toISOString().slice(0, 10);
    expect(weeks.map((week) => week.weekStart)).toEqual(
      Array.from({ length: 13 }, (_, index) => mondayMinus(12 - index)),
    );
    const empty = { count: 0, averageSentiment: null, positive: 0, neutral: 0, negative: 0 };
    // Scores are stored as real: 0.5 exactly, 0.9 to about 7 digits.
    expect(weeks[12]).toEqual({
      weekStart: mondayMinus(0),
      count: 1,
      averageSentiment: 0.5,
      positive: 1,
      neutral: 0,
      negative: 0,
    });
    expect(weeks[11]).toEqual({
      weekStart: mondayMinus(1),
      count: 1,
      averageSentiment: -0.5,
      positive: 0,
      neutral: 0,
      negative: 1,
    });
    expect(weeks[10]).toMatchObject({
      weekStart: mondayMinus(2),
      count: 2,
      positive: 1,
      neutral: 1,
      negative: 0,
    });
    expect(weeks[10]!.averageSentiment).toBeCloseTo(0.45, 6);
    for (const week of weeks.slice(0, 10)) expect(week).toEqual({ weekStart: week.weekStart, ...empty });

    // 14 weeks reach the old one; 2 weeks are the last two.
    const fourteen = ok(
      await admin.ask<{ productSentimentTrend: Week[] }>(TREND, { p: trendProduct, tz: zone, weeks: 14 }),
    ).productSentimentTrend;
    expect(fourteen[0]).toMatchObject({
      weekStart: mondayMinus(13),
      count: 1,
      positive: 0,
      neutral: 0,
      negative: 1,
    });
    expect(fourteen[0]!.averageSentiment).toBeCloseTo(-0.9, 6);
    const two = ok(
      await admin.ask<{ productSentimentTrend: Week[] }>(TREND, { p: trendProduct, tz: zone, weeks: 2 }),
    ).productSentimentTrend;
    expect(two.map((week) => week.count)).toEqual([1, 1]);

    // In UTC both of the first two fall on the Sunday before.
    const utc = ok(
      await admin.ask<{ productSentimentTrend: Week[] }>(TREND, { p: trendProduct, weeks: 53 }),
    ).productSentimentTrend;
    const sunday = at(local!.monday_start);
    const utcMonday = new Date(sunday.getTime() - ((sunday.getUTCDay() + 6) % 7) * DAY_MS)
      .toISOString()
      .slice(0, 10);
    expect(utc.find((week) => week.weekStart === utcMonday)).toEqual({
      weekStart: utcMonday,
      count: 2,
      averageSentiment: 0,
      positive: 1,
      neutral: 0,
      negative: 1,
    });
    expect(utc.reduce((sum, week) => sum + week.count, 0)).toBe(5);
  });
});
