import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSentiment, recordings } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { signedUploadUrl } from '../../src/storage/local-disk';
import { type Actor, signUpAdmin } from '../support/actors';
import { readCatalogue } from '../support/catalogue';
import { ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';

const SECRET = 'test-upload-signing-secret-0123456789abcdef';
const UPLOAD_MAX_BYTES = 64 * 1024;
const PER_IP = 5;
const PER_KEY = 100;

const WEBM = (size: number) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(size - 4)]);

interface Widget {
  key: string;
  product: string;
  organisationId: string;
}

/** Every request comes from its own address (X-Forwarded-For, one trusted proxy) unless told. */
const someIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}, 10.${randomBytes(3).join('.')}`;

async function createProduct(admin: Actor, name: string, isActive = true): Promise<string> {
  const catalogue = await readCatalogue(admin);
  return ok(
    await admin.ask<{ createOneProduct: { id: string } }>(
      'mutation ($input: CreateProductInput!) { createOneProduct(input: $input) { id } }',
      { input: { name, type: 'Website', platformId: catalogue.platform('Web'), isActive } },
    ),
  ).createOneProduct.id;
}

/** Counting windows are one minute long: a burst that straddles two would be counted twice. */
async function awayFromWindowEdge(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** Files under the uploads folder, temporary parts included. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe.each(databaseKinds())('public widget API on %s', (kind) => {
  let h: Harness;
  let staticRoot: string;
  let a: Widget;
  let b: Widget;
  /** Only the per-key test writes with this one. */
  let c: Widget;
  let inactive: Widget;
  let ownerA: Actor;

  const call = (
    widget: Widget,
    route: string,
    init: RequestInit & { ip?: string; json?: unknown } = {},
  ): Promise<Response> => {
    const { ip, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set('x-forwarded-for', ip ?? someIp());
    if (json !== undefined) headers.set('content-type', 'application/json');
    return fetch(
      `${h.server.url}/widget/v1/${route}?key=${encodeURIComponent(widget.key)}&product=${widget.product}`,
      { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) },
    );
  };

  const submit = (widget: Widget, body: Record<string, unknown>, ip?: string) =>
    call(widget, 'submissions', {
      method: 'POST',
      headers: { 'idempotency-key': String(body.id) },
      json: body,
      ip,
    });

  const feedback = (text: string) => ({
    id: randomUUID(),
    messageType: 'ProvideFeedback',
    createdAt: new Date().toISOString(),
    text,
    contact: { name: 'Ada', email: 'ada@example.com' },
    page: { url: 'https://shop.example/checkout', title: 'Checkout', language: 'en-GB' },
  });

  const rowsOf = (widget: Widget) =>
    withScope(h.server.database.db, { organisationId: widget.organisationId }, (tx) =>
      tx
        .select()
        .from(recordings)
        .where(
          and(eq(recordings.organisationId, widget.organisationId), eq(recordings.productId, widget.product)),
        ),
    );

  const ticket = async (widget: Widget, contentType: string, size: number, submissionId = randomUUID()) => {
    const response = await call(widget, 'uploads', {
      method: 'POST',
      json: { submissionId, contentType, size },
    });
    return {
      response,
      body: (await response.clone().json()) as { uploadUrl: string; fileKey: string; code?: string },
    };
  };

  const put = (url: string, bytes: Buffer, contentType: string) =>
    fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(bytes) });

  const uploadsDir = () => path.join(h.dataDir, 'uploads');

  beforeAll(async () => {
    staticRoot = await mkdtemp(path.join(tmpdir(), 'hearback-widget-site-'));
    await mkdir(path.join(staticRoot, 'widget'));
    await writeFile(path.join(staticRoot, 'widget', 'loader.js'), 'console.log("loader")');
    await writeFile(path.join(staticRoot, 'widget', 'ui.js'), 'export const ui = 1;');
    await writeFile(path.join(staticRoot, 'widget', 'recorder.0123abcd.js'), 'export const r = 1;');
    await writeFile(path.join(staticRoot, 'index.html'), '<!doctype html><title>dashboard</title>');
    h = await startHarness(kind, {
      server: {
        staticRoot,
        uploadSigningSecret: SECRET,
        uploadMaxBytes: UPLOAD_MAX_BYTES,
        trustedProxyHops: 1,
        widgetRateLimitPerIp: PER_IP,
        widgetRateLimitPerKey: PER_KEY,
      },
    });
    const first = await signUpAdmin(h, 'Widget Owner');
    ownerA = first.admin;
    const second = await signUpAdmin(h, 'Other Owner');
    a = {
      key: first.organisation.widgetKey,
      product: await createProduct(first.admin, 'Shop'),
      organisationId: first.organisation.id,
    };
    b = {
      key: second.organisation.widgetKey,
      product: await createProduct(second.admin, 'Other Shop'),
      organisationId: second.organisation.id,
    };
    inactive = { ...a, product: await createProduct(first.admin, 'Closed Shop', false) };
    const third = await signUpAdmin(h, 'Busy Owner');
    c = {
      key: third.organisation.widgetKey,
      product: await createProduct(third.admin, 'Busy Shop'),
      organisationId: third.organisation.id,
    };
  });
  afterAll(async () => {
    await h?.stop();
    await rm(staticRoot, { recursive: true, force: true });
  });

  describe('settings', () => {
    it('answers the defaults of an unconfigured product, readable from any origin', async () => {
      const response = await call(a, 'settings');
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(await response.json()).toEqual({
        background: '#ffffff',
        text: '#1f1f1f',
        textBox: '#ffffff',
        button: '#2e8b57',
        backgroundImageUrl: null,
        messageType: 'LeaveMessage',
        customMessage: null,
        collectType: 'Form',
        collectFields: ['name', 'email'],
        position: 'BottomRight',
        questions: [],
        maxRecordingSeconds: 120,
        language: null,
        // Black reads on the brand green (4.95:1), white does not (4.25:1).
        readableText: { onBackground: '#1f1f1f', onBox: '#1f1f1f', onButton: '#000000' },
      });
    });

    it("is a 404 for another organisation's product, an unknown key or a malformed product", async () => {
      for (const widget of [
        { ...a, product: b.product },
        { ...b, product: a.product },
        { ...a, key: 'no-such-widget-key' },
        { ...a, product: 'not-a-uuid' },
        { ...a, product: randomUUID() },
      ]) {
        const response = await call(widget, 'settings');
        expect(response.status).toBe(404);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        expect(await response.json()).toEqual({
          code: 'UNKNOWN_WIDGET',
          message: 'No widget matches this key and product.',
        });
      }
    });

    it('refuses an inactive product (403), which the widget takes as final', async () => {
      for (const response of [
        await call(inactive, 'settings'),
        await submit(inactive, feedback('Closed?')),
      ]) {
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({
          code: 'INACTIVE_PRODUCT',
          message: 'This product does not take feedback at the moment.',
        });
      }
    });

    it('answers preflights for the methods and headers the widget uses', async () => {
      const response = await fetch(`${h.server.url}/widget/v1/submissions?key=x&product=y`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://shop.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, idempotency-key',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT');
      expect(response.headers.get('access-control-allow-headers')).toBe('content-type, idempotency-key');
    });
  });

  describe('submissions', () => {
    it('stores a text feedback once, with its sentiment and the product totals', async () => {
      const body = feedback('I love this shop, the checkout was quick and great!');
      const response = await submit(a, body);
      expect(response.status).toBe(201);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.json()).toEqual({ id: body.id });
      const [row] = (await rowsOf(a)).filter((r) => r.idempotencyKey === body.id);
      expect(row).toMatchObject({
        messageType: 'ProvideFeedback',
        text: body.text,
        contactName: 'Ada',
        contactEmail: 'ada@example.com',
        pageUrl: 'https://shop.example/checkout',
        pageTitle: 'Checkout',
        pageLanguage: 'en-GB',
        sentimentLabel: 'Positive',
        transcript: null,
        reviewed: false,
      });
      expect(row!.sentimentScore).toBeGreaterThan(0.5);
      expect(row!.sentimentScore).toBeLessThanOrEqual(1);

      const negative = feedback('This is awful, the page is broken and I hate it.');
      expect((await submit(a, negative)).status).toBe(201);
      const stored = await rowsOf(a);
      // The product's totals are spread over rows (one per connection that wrote): their sums.
      const [totals] = await withScope(h.server.database.db, { organisationId: a.organisationId }, (tx) =>
        tx
          .select({
            recordingsCount: sql<number>`sum(${productSentiment.recordingsCount})::int`,
            sentimentCount: sql<number>`sum(${productSentiment.sentimentCount})::int`,
            sentimentSum: sql<number>`sum(${productSentiment.sentimentSum})`.mapWith(Number),
          })
          .from(productSentiment)
          .where(eq(productSentiment.productId, a.product)),
      );
      const scored = stored.filter((r) => r.sentimentScore !== null);
      expect(totals).toMatchObject({ recordingsCount: stored.length, sentimentCount: scored.length });
      expect(totals!.sentimentSum).toBeCloseTo(
        scored.reduce((sum, r) => sum + (r.sentimentScore ?? 0), 0),
        4,
      );
      expect(stored.find((r) => r.idempotencyKey === negative.id)?.sentimentLabel).toBe('Negative');

      // The dashboard reads the average from those totals.
      const { getProducts } = ok(
        await ownerA.ask<{ getProducts: { id: string; averageSentiment: number | null }[] }>(
          '{ getProducts(paging: { limit: 10 }) { id averageSentiment } }',
        ),
      );
      const mean = scored.reduce((sum, r) => sum + (r.sentimentScore ?? 0), 0) / scored.length;
      expect(getProducts.find((p) => p.id === a.product)?.averageSentiment).toBeCloseTo(mean, 4);
      expect(getProducts.find((p) => p.id === inactive.product)?.averageSentiment).toBeNull();
    });

    it('answers the same idempotency key again with 200 and the same id, storing nothing twice', async () => {
      const body = feedback('Sent twice because the answer got lost');
      expect((await submit(a, body)).status).toBe(201);
      const again = await submit(a, body);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ id: body.id });

      // Racing retries: the unique key decides, not a check before the insert.
      const racing = feedback('Racing retries');
      const statuses = await Promise.all(
        Array.from({ length: 6 }, () => submit(a, racing).then((r) => r.status)),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      const rows = await rowsOf(a);
      expect(rows.filter((r) => r.idempotencyKey === body.id)).toHaveLength(1);
      expect(rows.filter((r) => r.idempotencyKey === racing.id)).toHaveLength(1);
    });

    it('stores a call-back request with the number in E.164', async () => {
      const body = {
        id: randomUUID(),
        messageType: 'PhoneCall',
        phoneNumber: '+44 20 7946 0958',
        contact: {},
        page: { url: 'https://shop.example/', title: 'Home', language: 'en' },
      };
      expect((await submit(a, body)).status).toBe(201);
      const row = (await rowsOf(a)).find((r) => r.idempotencyKey === body.id);
      expect(row).toMatchObject({ phoneNumber: '+442079460958', sentimentScore: null, sentimentLabel: null });
    });

    it('refuses bad input with a sentence, and stores nothing', async () => {
      const before = (await rowsOf(a)).length;
      const refusals: [Record<string, unknown>, number, string][] = [
        [{ ...feedback('x'), contact: { email: 'not-an-address' } }, 422, 'The e-mail address is not valid.'],
        [{ ...feedback('x'), text: 'y'.repeat(2001) }, 422, 'The message must be at most 2000 characters.'],
        [{ ...feedback(''), text: '   ' }, 422, 'Write a message before sending.'],
        [
          { id: randomUUID(), messageType: 'PhoneCall', phoneNumber: '+1 555 0100' },
          422,
          'The phone number must be a valid international number, such as +44 20 7946 0958.',
        ],
        [
          { ...feedback('x'), messageType: 'Shout' },
          422,
          'The message type must be LeaveMessage, PhoneCall, ProvideFeedback or CustomQuestion.',
        ],
      ];
      for (const [body, status, message] of refusals) {
        const response = await submit(a, body);
        expect(response.status, message).toBe(status);
        expect(await response.json()).toEqual({ code: 'INVALID_REQUEST', message });
      }
      const malformed = await call(a, 'submissions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: '{"id": ',
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({
        code: 'INVALID_JSON',
        message: 'The request body is not valid JSON.',
      });

      const body = feedback('Another key in the header');
      const mismatch = await call(a, 'submissions', {
        method: 'POST',
        headers: { 'idempotency-key': randomUUID() },
        json: body,
      });
      expect(mismatch.status).toBe(400);
      expect((await mismatch.json()).code).toBe('IDEMPOTENCY_KEY');

      const huge = await submit(a, { ...feedback('x'), page: { title: 'z'.repeat(70_000) } });
      expect(huge.status).toBe(413);
      expect((await huge.json()).code).toBe('TOO_LARGE');
      expect((await rowsOf(a)).length).toBe(before);
    });

    it('refuses a page address other than http(s) and a name of more than one line, storing nothing', async () => {
      const before = (await rowsOf(a)).length;
      const page = { title: 'Checkout', language: 'en-GB' };
      for (const url of [
        'javascript:alert(document.domain)',
        'JavaScript:alert(1)',
        'data:text/html,<b>x</b>',
      ]) {
        const response = await submit(a, { ...feedback('x'), page: { ...page, url } });
        expect(response.status, url).toBe(422);
        expect(await response.json()).toEqual({
          code: 'INVALID_REQUEST',
          message: 'The page address must be an http:// or https:// address.',
        });
      }
      for (const name of ['Ada\r\nBcc: all@example.com', 'Ada\nLovelace', 'Ada\u2028Lovelace', 'Ada\u0000']) {
        const response = await submit(a, { ...feedback('x'), contact: { name, email: 'ada@example.com' } });
        expect(response.status, JSON.stringify(name)).toBe(422);
        expect(await response.json()).toEqual({
          code: 'INVALID_REQUEST',
          message: 'The name must be one line of text, without line breaks or control characters.',
        });
      }
      expect((await rowsOf(a)).length).toBe(before);
      // A message of several lines is still a message; a page seen over http is still a page.
      const multiline = {
        ...feedback('First line\nSecond line'),
        page: { ...page, url: 'http://shop.example/a' },
      };
      expect((await submit(a, multiline)).status).toBe(201);
    });
  });

  describe('uploads', () => {
    it('takes a recording through a signed URL and stores the voice message that names it', async () => {
      const bytes = WEBM(4096);
      const { response, body } = await ticket(a, 'audio/webm;codecs=opus', bytes.length);
      expect(response.status).toBe(201);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(body.uploadUrl.startsWith(`${h.server.url}/widget/v1/upload?`)).toBe(true);
      const uploaded = await put(body.uploadUrl, bytes, 'audio/webm;codecs=opus');
      expect(uploaded.status).toBe(200);
      expect(uploaded.headers.get('access-control-allow-origin')).toBe('*');

      const message = {
        id: randomUUID(),
        messageType: 'LeaveMessage',
        audio: {
          fileKey: body.fileKey,
          contentType: 'audio/webm;codecs=opus',
          durationMs: 5230,
          size: bytes.length,
        },
        contact: { name: 'Grace' },
        page: { url: 'https://shop.example/', title: 'Home', language: 'en' },
      };
      expect((await submit(a, message)).status).toBe(201);
      const row = (await rowsOf(a)).find((r) => r.idempotencyKey === message.id);
      expect(row).toMatchObject({
        audioFileKey: body.fileKey,
        audioContentType: 'audio/webm',
        audioSize: 4096,
        audioDurationMs: 5230,
        sentimentScore: null,
      });
      expect(await filesUnder(uploadsDir())).toEqual([path.join(uploadsDir(), ...body.fileKey.split('/'))]);
    });

    it('keeps one file per message: a retried upload replaces it, and a sent message keeps its own', async () => {
      const submissionId = randomUUID();
      const first = await ticket(a, 'audio/webm', 2048, submissionId);
      expect((await put(first.body.uploadUrl, WEBM(2048), 'audio/webm')).status).toBe(200);
      // The answer to the PUT was lost: the widget asks again for the same message.
      const retried = await ticket(a, 'audio/webm', 3072, submissionId);
      expect(retried.body.fileKey).toBe(first.body.fileKey);
      expect((await put(retried.body.uploadUrl, WEBM(3072), 'audio/webm')).status).toBe(200);
      const file = path.join(uploadsDir(), ...first.body.fileKey.split('/'));
      expect((await filesUnder(uploadsDir())).filter((f) => f === file)).toHaveLength(1);

      const message = {
        id: submissionId,
        messageType: 'LeaveMessage',
        audio: { fileKey: retried.body.fileKey, contentType: 'audio/webm', durationMs: 3000, size: 3072 },
      };
      expect((await submit(a, message)).status).toBe(201);
      expect((await rowsOf(a)).find((r) => r.idempotencyKey === submissionId)?.audioSize).toBe(3072);

      // Both tickets stay valid for minutes, but the sent message's audio is not theirs to change.
      const sent = await readFile(file);
      for (const [stale, size] of [
        [first, 2048],
        [retried, 3072],
      ] as const) {
        const replaced = await put(stale.body.uploadUrl, WEBM(size), 'audio/webm');
        expect(replaced.status).toBe(409);
        expect(((await replaced.json()) as { code: string }).code).toBe('ALREADY_UPLOADED');
      }
      expect(await readFile(file)).toEqual(sent);

      const late = await ticket(a, 'audio/webm', 1024, submissionId);
      expect(late.response.status).toBe(409);
      expect(late.body.code).toBe('ALREADY_SENT');
    });

    it('refuses a wrong type, an oversized file, a bad signature, an expired one and bad bytes, keeping nothing', async () => {
      const filesBefore = await filesUnder(uploadsDir());
      const rowsBefore = (await rowsOf(a)).length;
      const expectRefused = async (response: Response, status: number, code: string) => {
        expect(response.status, code).toBe(status);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        const answer = (await response.json()) as { code: string; message: string };
        expect(answer.code).toBe(code);
        expect(answer.message).toMatch(/^[A-Z].*\.$/);
        expect(await filesUnder(uploadsDir())).toEqual(filesBefore);
      };

      // Asking for a ticket.
      await expectRefused((await ticket(a, 'image/png', 1000)).response, 415, 'UNSUPPORTED_MEDIA_TYPE');
      await expectRefused((await ticket(a, 'audio/webm', UPLOAD_MAX_BYTES + 1)).response, 413, 'TOO_LARGE');

      // The PUT.
      const bytes = WEBM(2048);
      const { body } = await ticket(a, 'audio/webm', bytes.length);
      await expectRefused(await put(body.uploadUrl, bytes, 'audio/ogg'), 415, 'UNSUPPORTED_MEDIA_TYPE');
      await expectRefused(
        await put(body.uploadUrl, Buffer.concat([bytes, Buffer.alloc(10)]), 'audio/webm'),
        413,
        'TOO_LARGE',
      );
      const tampered = new URL(body.uploadUrl);
      tampered.searchParams.set('max', String(UPLOAD_MAX_BYTES * 10));
      await expectRefused(await put(tampered.href, bytes, 'audio/webm'), 403, 'INVALID_SIGNATURE');
      const forged = new URL(body.uploadUrl);
      forged.searchParams.set('signature', `${forged.searchParams.get('signature')!.slice(0, -2)}AA`);
      await expectRefused(await put(forged.href, bytes, 'audio/webm'), 403, 'INVALID_SIGNATURE');
      const expired = signedUploadUrl(
        SECRET,
        {
          fileKey: body.fileKey,
          contentType: 'audio/webm',
          maxBytes: bytes.length,
          expires: Date.now() - 1000,
        },
        h.server.url,
      );
      await expectRefused(await put(expired, bytes, 'audio/webm'), 403, 'EXPIRED_SIGNATURE');
      const notAudio = Buffer.concat([Buffer.from('%PDF-1.7'), randomBytes(bytes.length - 8)]);
      await expectRefused(await put(body.uploadUrl, notAudio, 'audio/webm'), 415, 'UNSUPPORTED_MEDIA_TYPE');
      const oggBytesAsWebm = Buffer.concat([Buffer.from('OggS'), randomBytes(bytes.length - 4)]);
      await expectRefused(
        await put(body.uploadUrl, oggBytesAsWebm, 'audio/webm'),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );

      // The ticket itself still works: refusals left nothing behind, not even a half file.
      expect((await put(body.uploadUrl, bytes, 'audio/webm')).status).toBe(200);
      expect((await filesUnder(uploadsDir())).length).toBe(filesBefore.length + 1);
      expect((await rowsOf(a)).length).toBe(rowsBefore);
    });

    it('refuses a voice message whose file was never uploaded, or belongs to another widget', async () => {
      const rowsBefore = (await rowsOf(a)).length;
      const { body: never } = await ticket(a, 'audio/webm', 100);
      const bytes = WEBM(100);
      const { body: theirs } = await ticket(b, 'audio/webm', bytes.length);
      expect((await put(theirs.uploadUrl, bytes, 'audio/webm')).status).toBe(200);
      for (const fileKey of [
        never.fileKey,
        theirs.fileKey,
        `recordings/${a.organisationId}/${a.product}/../x`,
      ]) {
        const response = await submit(a, {
          id: randomUUID(),
          messageType: 'LeaveMessage',
          audio: { fileKey, contentType: 'audio/webm', durationMs: 1000, size: 100 },
        });
        expect(response.status, fileKey).toBe(422);
        expect((await response.json()).message).toMatch(/^The recording was never uploaded/);
      }
      expect((await rowsOf(a)).length).toBe(rowsBefore);
    });
  });

  describe('rate limits', () => {
    it(`lets exactly ${PER_IP} of 20 concurrent writes from one address through, then 429 with Retry-After`, async () => {
      await awayFromWindowEdge();
      const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
      const bodies = Array.from({ length: 20 }, () => feedback('Rate limited?'));
      const responses = await Promise.all(bodies.map((body) => submit(a, body, ip)));
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(PER_IP);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20 - PER_IP);
      const limited = responses.find((r) => r.status === 429)!;
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // A sliding window: the burst still weighs on the next minute.
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(120);
      expect(await limited.json()).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many messages at once. Try again in a moment.',
      });
      const stored = new Set((await rowsOf(a)).map((r) => r.idempotencyKey));
      expect(bodies.filter((body) => stored.has(body.id))).toHaveLength(PER_IP);
      // Spoofed X-Forwarded-For entries left of the proxy's own are not believed.
      const spoofed = await submit(a, feedback('Spoofed'), `10.9.9.9, ${ip}`);
      expect(spoofed.status).toBe(429);
    });

    it(`lets exactly ${PER_KEY} writes per key through, whatever the addresses`, async () => {
      await awayFromWindowEdge();
      const responses = await Promise.all(
        Array.from({ length: PER_KEY + 30 }, () =>
          call(c, 'uploads', { method: 'POST', json: { contentType: 'audio/webm', size: 1000 } }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(PER_KEY);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
      // Another key is counted on its own.
      expect((await ticket(b, 'audio/webm', 1000)).response.status).toBe(201);
    });
  });

  describe('widget files', () => {
    it('serves loader.js and ui.js to any origin with revalidation, hashed chunks for good', async () => {
      const loader = await fetch(`${h.server.url}/widget/loader.js`);
      expect(loader.status).toBe(200);
      expect(loader.headers.get('access-control-allow-origin')).toBe('*');
      expect(loader.headers.get('cache-control')).toBe('no-cache');
      const etag = loader.headers.get('etag');
      expect(etag).toBeTruthy();
      const revalidated = await fetch(`${h.server.url}/widget/ui.js`);
      expect(revalidated.headers.get('cache-control')).toBe('no-cache');
      const notModified = await fetch(`${h.server.url}/widget/loader.js`, {
        headers: { 'if-none-match': etag! },
      });
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get('access-control-allow-origin')).toBe('*');
      const chunk = await fetch(`${h.server.url}/widget/recorder.0123abcd.js`);
      expect(chunk.status).toBe(200);
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('answers 404 for a missing widget file instead of the dashboard', async () => {
      for (const missing of ['/widget/missing.js', '/widget/', '/widget/recorder']) {
        const response = await fetch(`${h.server.url}${missing}`);
        expect(response.status, missing).toBe(404);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        expect(await response.text()).not.toContain('<!doctype html>');
      }
      // The dashboard still gets its fallback.
      expect((await fetch(`${h.server.url}/app/products`)).status).toBe(200);
    });
  });

  it('keeps per-tenant counts apart in the database', async () => {
    const [counted] = (
      (await withScope(h.server.database.db, { organisationId: b.organisationId }, (tx) =>
        tx.execute(sql`select count(*)::int as n from recordings`),
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(counted!.n).toBe(0);
  });
});
