import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin } from '../support/actors';
import { readCatalogue } from '../support/catalogue';
import { ok } from '../support/graphql';
import { type Harness, startHarness } from '../support/harness';
import { type S3Bucket, startS3Bucket } from '../support/s3-bucket';

const BUCKET = 'hearback-recordings';
const UPLOAD_MAX_BYTES = 4096;
const WEBM = (size: number) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(size - 4)]);

// The storage driver does not depend on the database, so PGlite alone is enough here.
describe('recordings in an S3-compatible store (s3rver)', () => {
  let bucket: S3Bucket;
  let h: Harness;
  let widget: { key: string; product: string };

  const call = (route: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    return fetch(`${h.server.url}/widget/v1/${route}?key=${widget.key}&product=${widget.product}`, {
      ...rest,
      headers: { 'content-type': 'application/json', ...(rest.headers as Record<string, string>) },
      body: JSON.stringify(json),
    });
  };
  const ticket = async (contentType: string, size: number) =>
    (await (await call('uploads', { method: 'POST', json: { contentType, size } })).json()) as {
      uploadUrl: string;
      fileKey: string;
    };
  const submit = (fileKey: string) => {
    const id = randomUUID();
    return call('submissions', {
      method: 'POST',
      headers: { 'idempotency-key': id },
      json: {
        id,
        messageType: 'LeaveMessage',
        audio: { fileKey, contentType: 'audio/webm', durationMs: 900 },
      },
    });
  };
  beforeAll(async () => {
    bucket = await startS3Bucket(BUCKET);
    h = await startHarness('pglite', { server: { s3: bucket.config, uploadMaxBytes: UPLOAD_MAX_BYTES } });
    const { admin, organisation } = await signUpAdmin(h, 'Bucket Owner');
    const catalogue = await readCatalogue(admin);
    const product = ok(
      await admin.ask<{ createOneProduct: { id: string } }>(
        'mutation ($input: CreateProductInput!) { createOneProduct(input: $input) { id } }',
        { input: { name: 'Bucket Shop', type: 'Website', platformId: catalogue.platform('Web') } },
      ),
    ).createOneProduct.id;
    widget = { key: organisation.widgetKey, product };
  });
  afterAll(async () => {
    await h?.stop();
    await bucket?.stop();
  });

  it('uploads through a presigned PUT and stores the voice message that names the object', async () => {
    const bytes = WEBM(3000);
    const { uploadUrl, fileKey } = await ticket('audio/webm', bytes.length);
    expect(new URL(uploadUrl).pathname).toBe(`/${BUCKET}/${fileKey}`);
    const put = await fetch(uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'audio/webm' },
      body: new Uint8Array(bytes),
    });
    expect(put.status).toBe(200);
    const response = await submit(fileKey);
    expect(response.status).toBe(201);
    expect(await bucket.keys()).toContain(fileKey);
  });

  it("signs a recording's URL to write only where no object is, and clears an unsent one for a retry", async () => {
    const submissionId = randomUUID();
    const call1 = await call('uploads', {
      method: 'POST',
      json: { submissionId, contentType: 'audio/webm', size: 2000 },
    });
    const first = (await call1.json()) as {
      uploadUrl: string;
      fileKey: string;
      headers?: Record<string, string>;
    };
    // S3 refuses the PUT where an object is (a conditional write): the URL stays valid for minutes
    // after the message is stored. s3rver itself checks neither signatures nor conditions.
    expect(first.headers).toEqual({ 'if-none-match': '*' });
    expect(new URL(first.uploadUrl).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain(
      'if-none-match',
    );
    const put = (url: string, headers: Record<string, string> = {}) =>
      fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'audio/webm', ...headers },
        body: new Uint8Array(WEBM(2000)),
      });
    expect((await put(first.uploadUrl, first.headers)).status).toBe(200);
    expect(await bucket.keys()).toContain(first.fileKey);
    // The answer was lost: a new ticket for the message not sent yet clears the first try's file.
    const retried = (await (
      await call('uploads', { method: 'POST', json: { submissionId, contentType: 'audio/webm', size: 2000 } })
    ).json()) as { uploadUrl: string; fileKey: string; headers?: Record<string, string> };
    expect(retried.fileKey).toBe(first.fileKey);
    expect(await bucket.keys()).not.toContain(first.fileKey);
    expect((await put(retried.uploadUrl, retried.headers)).status).toBe(200);
  });

  // s3rver does not verify SigV4 (S3 itself refuses a PUT whose type or length differs from the
  // signed ones), so these bytes reach the bucket: the server's check on submission catches them.
  it('refuses, and deletes, a file whose bytes are not its type or that is over the cap', async () => {
    const before = await bucket.keys();
    const upload = async (contentType: string, bytes: Buffer) => {
      const { uploadUrl, fileKey } = await ticket('audio/webm', 2000);
      await fetch(uploadUrl, {
        method: 'PUT',
        headers: { 'content-type': contentType },
        body: new Uint8Array(bytes),
      });
      return fileKey;
    };
    const disguised = await upload('audio/webm', Buffer.concat([Buffer.from('<html>'), randomBytes(1994)]));
    const wrongType = await upload('text/html', WEBM(2000));
    const tooLarge = await upload('audio/webm', WEBM(UPLOAD_MAX_BYTES + 1));
    expect((await bucket.keys()).length).toBe(before.length + 3);
    for (const fileKey of [disguised, wrongType, tooLarge]) {
      const refused = await submit(fileKey);
      expect(refused.status).toBe(422);
      expect((await refused.json()).code).toBe('UNKNOWN_UPLOAD');
    }
    const { fileKey: never } = await ticket('audio/webm', 2000);
    expect((await submit(never)).status).toBe(422);
    expect(await bucket.keys()).toEqual(before);
  });
});
