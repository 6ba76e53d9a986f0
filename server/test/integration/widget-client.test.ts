import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordings } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { signUpAdmin } from '../support/actors';
import { readCatalogue } from '../support/catalogue';
import { ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';

/**
 * The widget's own client code (remote-feedback/widget/src: public-api.ts and the outbox's send)
 * against the real server. Loaded by path at run time: it is browser code, type-checked by its
 * own package, so only the shapes used here are declared.
 */
const WIDGET_SRC = path.resolve(import.meta.dirname, '../../../remote-feedback/widget/src');

interface Target {
  apiBase: string;
  widgetKey: string;
  productId: string;
}
interface WidgetClient {
  fetchSettings(target: Target): Promise<{ messageType: string; maxRecordingSeconds: number }>;
  postSubmission(target: Target, body: Record<string, unknown>): Promise<{ id: string }>;
  DeliveryError: new (...args: never[]) => Error & { retryable: boolean; status: number };
}
interface WidgetOutbox {
  sendUnstored(
    item: { target: Target; body: Record<string, unknown>; audio?: { blob: Blob; contentType: string } },
    onProgress: (percent: number) => void,
  ): Promise<void>;
}

/** Just enough XMLHttpRequest (the widget's upload uses it for progress) on top of fetch. */
class FetchXMLHttpRequest {
  status = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    fetch(this.url, { method: this.method, headers: this.headers, body }).then(
      async (response) => {
        await response.arrayBuffer();
        this.upload.onprogress?.({ lengthComputable: true, loaded: body.size, total: body.size });
        this.status = response.status;
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}

describe.each(databaseKinds())("the widget's own client against the server on %s", (kind) => {
  let h: Harness;
  let target: Target;
  let organisationId: string;
  let client: WidgetClient;
  let outbox: WidgetOutbox;

  beforeAll(async () => {
    (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FetchXMLHttpRequest;
    client = (await import(path.join(WIDGET_SRC, 'api/public-api.ts'))) as WidgetClient;
    outbox = (await import(path.join(WIDGET_SRC, 'outbox/deliver.ts'))) as WidgetOutbox;
    h = await startHarness(kind);
    const { admin, organisation } = await signUpAdmin(h, 'Client Owner');
    const catalogue = await readCatalogue(admin);
    const productId = ok(
      await admin.ask<{ createOneProduct: { id: string } }>(
        'mutation ($input: CreateProductInput!) { createOneProduct(input: $input) { id } }',
        { input: { name: 'Client Shop', type: 'Website', platformId: catalogue.platform('Web') } },
      ),
    ).createOneProduct.id;
    organisationId = organisation.id;
    target = { apiBase: `${h.server.url}/widget/v1/`, widgetKey: organisation.widgetKey, productId };
  });
  afterAll(async () => {
    delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
    await h?.stop();
  });

  const stored = () =>
    withScope(h.server.database.db, { organisationId }, (tx) =>
      tx
        .select()
        .from(recordings)
        .where(
          and(eq(recordings.organisationId, organisationId), eq(recordings.productId, target.productId)),
        ),
    );

  it('loads the settings and sends a text feedback exactly once, retries included', async () => {
    expect(await client.fetchSettings(target)).toMatchObject({
      messageType: 'LeaveMessage',
      maxRecordingSeconds: 120,
    });
    const body = {
      id: randomUUID(),
      messageType: 'ProvideFeedback',
      createdAt: new Date().toISOString(),
      text: 'Lovely widget, thank you!',
      contact: {},
      page: { url: 'https://shop.example/', title: 'Shop', language: 'en' },
    };
    expect(await client.postSubmission(target, body)).toEqual({ id: body.id });
    expect(await client.postSubmission(target, body)).toEqual({ id: body.id });
    const rows = (await stored()).filter((row) => row.idempotencyKey === body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sentimentLabel).toBe('Positive');
  });

  it('uploads a recording through the signed URL and submits the voice message (the outbox path)', async () => {
    const bytes = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(3000)]);
    const body = {
      id: randomUUID(),
      messageType: 'LeaveMessage',
      createdAt: new Date().toISOString(),
      audio: { fileKey: '', contentType: 'audio/webm;codecs=opus', durationMs: 2100, size: bytes.length },
      contact: {},
      page: { url: 'https://shop.example/', title: 'Shop', language: 'en' },
    };
    const progress: number[] = [];
    await outbox.sendUnstored(
      {
        target,
        body,
        audio: { blob: new Blob([bytes], { type: 'audio/webm' }), contentType: 'audio/webm;codecs=opus' },
      },
      (percent) => progress.push(percent),
    );
    expect(progress.at(-1)).toBe(100);
    const row = (await stored()).find((r) => r.idempotencyKey === body.id);
    expect(row).toMatchObject({
      audioContentType: 'audio/webm',
      audioSize: bytes.length,
      audioDurationMs: 2100,
    });
  });

  it('gets a final refusal (not retried) for a body the server cannot accept', async () => {
    const error = await client
      .postSubmission(target, { id: randomUUID(), messageType: 'PhoneCall', phoneNumber: '12' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(client.DeliveryError);
    expect(error).toMatchObject({ status: 422, retryable: false });
  });
});
