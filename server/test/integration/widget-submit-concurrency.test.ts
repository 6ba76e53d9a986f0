import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withScope } from '../../src/db/scope';
import { type Actor, signUpAdmin } from '../support/actors';
import { ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { createProduct } from '../support/widget-fixtures';

const CONCURRENT = 120;
const TEXTS = [
  'I love this shop, the checkout was quick and great!',
  'This is awful, the page is broken and I hate it.',
  'The blue button is on the left.',
];

/**
 * The submission path of the widget API under load (docs/decisions.md, "Widget submission
 * throughput"): one statement per submission, the product's totals spread over rows per
 * connection. Whatever the interleaving, the totals are the sums of what was stored, once.
 */
describe.each(databaseKinds())('widget submissions under concurrency on %s', (kind) => {
  let h: Harness;
  let key: string;
  let product: string;
  let other: { key: string; product: string };
  let organisationId: string;
  let owner: Actor;

  const submit = (body: Record<string, unknown>, as = { key, product }) =>
    fetch(`${h.server.url}/widget/v1/submissions?key=${encodeURIComponent(as.key)}&product=${as.product}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': String(body.id) },
      body: JSON.stringify(body),
    });
  const feedback = (text: string) => ({ id: randomUUID(), messageType: 'ProvideFeedback', text });

  beforeAll(async () => {
    h = await startHarness(kind, { server: { widgetRateLimitPerIp: 0, widgetRateLimitPerKey: 0 } });
    const first = await signUpAdmin(h, 'Busy Owner');
    owner = first.admin;
    key = first.organisation.widgetKey;
    organisationId = first.organisation.id;
    product = await createProduct(first.admin, 'Busy Shop');
    const second = await signUpAdmin(h, 'Other Owner');
    other = { key: second.organisation.widgetKey, product: await createProduct(second.admin, 'Other Shop') };

    // Many submissions at once, each sent twice (a retry racing its first try), and among them
    // a few refused ones (an upload that does not exist), which must count nowhere.
    const bodies = Array.from({ length: CONCURRENT }, (_, i) => feedback(TEXTS[i % TEXTS.length]!));
    const statuses = await Promise.all(
      [
        ...bodies.flatMap((body) => [submit(body), submit(body)]),
        ...Array.from({ length: 5 }, () =>
          submit({
            ...feedback(''),
            messageType: 'LeaveMessage',
            audio: {
              fileKey: `recordings/${organisationId}/${product}/missing.webm`,
              contentType: 'audio/webm',
              durationMs: 1000,
              size: 10,
            },
          }),
        ),
      ].map((response) => response.then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(CONCURRENT);
    expect(statuses.filter((status) => status === 200)).toHaveLength(CONCURRENT);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('keeps the sentiment totals equal to the stored recordings, each counted once', async () => {
    const [row] = await withScope(h.server.database.db, { organisationId }, async (tx) => {
      const result = await tx.execute(sql`select
        (select count(*) from recordings where product_id = ${product})::int as recordings,
        (select count(sentiment_score) from recordings where product_id = ${product})::int as scored,
        (select sum(sentiment_score::double precision) from recordings where product_id = ${product}) as "scoreSum",
        (select sum(recordings_count) from product_sentiment where product_id = ${product})::int as "totalCount",
        (select sum(sentiment_count) from product_sentiment where product_id = ${product})::int as "totalScored",
        (select sum(sentiment_sum) from product_sentiment where product_id = ${product}) as "totalSum",
        (select count(*) from product_sentiment where product_id = ${product})::int as shards`);
      return (result as unknown as { rows: Record<string, number | string>[] }).rows;
    });
    expect(row).toMatchObject({
      recordings: CONCURRENT,
      scored: CONCURRENT,
      totalCount: CONCURRENT,
      totalScored: CONCURRENT,
    });
    expect(Number(row!.totalSum)).toBeCloseTo(Number(row!.scoreSum), 4);
    expect(row!.shards).toBeGreaterThanOrEqual(1);

    // The dashboard's average is the mean over every row of the product.
    const { getProducts } = ok(
      await owner.ask<{ getProducts: { id: string; averageSentiment: number | null }[] }>(
        '{ getProducts(paging: { limit: 10 }) { id averageSentiment } }',
      ),
    );
    expect(getProducts.find((p) => p.id === product)?.averageSentiment).toBeCloseTo(
      Number(row!.scoreSum) / CONCURRENT,
      4,
    );
  });

  it('fails only the submission the database refuses, storing those sent beside it once, with their contacts', async () => {
    // Sent together, they share transactions (services/widget/submission-batches.ts): the
    // refused one (a NUL character PostgreSQL does not store) must take none of the others down.
    const bodies = Array.from({ length: 30 }, (_, i) => ({
      ...feedback(i === 7 ? 'Broken \u0000 text' : TEXTS[i % TEXTS.length]!),
      contact: {
        email: `batch-${i % 10}-${organisationId.slice(0, 8)}@example.org`,
        name: `Visitor ${i % 10}`,
      },
    }));
    const responses = await Promise.all(
      bodies.map((body, i) => submit(body, i % 3 === 0 ? other : { key, product })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses[7]).toBe(422);
    expect(await responses[7]!.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(statuses.filter((status) => status === 201)).toHaveLength(29);
    const ours = bodies.filter((_, i) => i % 3 !== 0 && i !== 7).map((body) => body.id);
    const stored = await withScope(h.server.database.db, { organisationId }, async (tx) => {
      const result = await tx.execute(sql`select
        (select count(*) from recordings where idempotency_key = any(${`{${ours.join(',')}}`}::text[]))::int as recordings,
        (select count(*) from contacts where product_id = ${product} and email like 'batch-%')::int as contacts`);
      return (result as unknown as { rows: { recordings: number; contacts: number }[] }).rows[0];
    });
    // Ten addresses, each among those sent to this organisation's product: one contact each.
    expect(stored).toEqual({ recordings: ours.length, contacts: 10 });
  });

  it('writes an unchanged contact again only once its last write is a day old', async () => {
    const email = `regular-${organisationId.slice(0, 8)}@example.org`;
    const send = async () => {
      const body = { ...feedback('Again, all good.'), contact: { email, name: 'Regular' } };
      expect((await submit(body)).status).toBe(201);
    };
    const contact = (change?: ReturnType<typeof sql>) =>
      withScope(h.server.database.db, { organisationId }, async (tx) => {
        if (change) await tx.execute(change);
        const result = await tx.execute(
          sql`select name, updated_at as "updatedAt" from contacts where product_id = ${product} and email = ${email}`,
        );
        return (result as unknown as { rows: { name: string; updatedAt: string }[] }).rows;
      });
    await send();
    const [made] = await contact();
    expect(made?.name).toBe('Regular');
    // Nothing new to say: the contact is read, not written (no lock, the same updated_at).
    await send();
    expect(await contact()).toEqual([made]);
    // Retention deletes contacts untouched for its period: a visitor who writes is not.
    const [stale] = await contact(
      sql`update contacts set updated_at = now() - interval '2 days' where product_id = ${product} and email = ${email}`,
    );
    await send();
    const [touched] = await contact();
    expect(new Date(touched!.updatedAt).getTime()).toBeGreaterThan(new Date(stale!.updatedAt).getTime());
    expect(Date.now() - new Date(touched!.updatedAt).getTime()).toBeLessThan(60_000);
  });

  it('answers through the tenant: a key with another organisation’s product stores nothing', async () => {
    const body = feedback('Wrong product');
    expect((await submit(body, { key, product: other.product })).status).toBe(404);
    expect((await submit(body, { key: other.key, product })).status).toBe(404);
    // The same id under the right widget is new: idempotency keys are per organisation.
    expect((await submit(body, other)).status).toBe(201);
    const seen = await withScope(h.server.database.db, { organisationId }, async (tx) => {
      const result = await tx.execute(
        sql`select count(*)::int as n from recordings where idempotency_key = ${body.id}`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    });
    // Row-level security: the first organisation sees none of the second's rows.
    expect(seen).toBe(0);
  });
});
