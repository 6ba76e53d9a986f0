import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUpAdmin } from '../support/actors';
import { failure, ok } from '../support/graphql';
import { type Harness, startHarness } from '../support/harness';
import { type S3Bucket, startS3Bucket } from '../support/s3-bucket';
import { createProduct, PNG, WEBM, widgetClient } from '../support/widget-fixtures';

const BUCKET = 'hearback-files';

// Downloads and images are served by the server from the store, so the headers are the same as
// on local disk; the driver does not depend on the database, so PGlite alone is enough here.
describe('recordings and images in an S3-compatible store (s3rver)', () => {
  let bucket: S3Bucket;
  let h: Harness;
  let admin: Actor;
  let product: string;
  let widget: ReturnType<typeof widgetClient>;

  beforeAll(async () => {
    bucket = await startS3Bucket(BUCKET);
    h = await startHarness('pglite', { server: { s3: bucket.config, widgetRateLimitPerIp: 0 } });
    const founded = await signUpAdmin(h, 'Bucket Owner');
    admin = founded.admin;
    product = await createProduct(admin, 'Shop');
    widget = widgetClient(h, founded.organisation.widgetKey, product);
  });

  afterAll(async () => {
    await h?.stop();
    await bucket?.stop();
  });

  it('downloads a voice message from the store as a nosniff attachment, and deletes it with the row', async () => {
    const audio = WEBM(2048);
    const fileKey = await widget.upload(audio);
    await widget.submit({
      messageType: 'LeaveMessage',
      audio: { fileKey, contentType: 'audio/webm', durationMs: 900 },
    });
    const { recordings } = ok(
      await admin.ask<{ recordings: { id: string }[] }>(
        'query ($p: ID!) { recordings(productId: $p) { id } }',
        {
          p: product,
        },
      ),
    );
    const id = recordings[0]!.id;
    const { recordingAudioUrl: url } = ok(
      await admin.ask<{ recordingAudioUrl: string }>('query ($id: ID!) { recordingAudioUrl(id: $id) }', {
        id,
      }),
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await response.arrayBuffer()).equals(audio)).toBe(true);

    expect(await bucket.keys()).toContain(fileKey);
    ok(await admin.ask('mutation ($id: ID!) { deleteRecording(id: $id) }', { id }));
    expect(await bucket.keys()).not.toContain(fileKey);
    expect((await fetch(url)).status).toBe(404);
  });

  it('takes a background image straight into the store, checks its bytes on save and serves it', async () => {
    const ask = () =>
      admin.ask<{ getBackgroungImageSignedUrl: { url: string; signedUrl: string; key: string } }>(
        'query ($p: ID!) { getBackgroungImageSignedUrl(productId: $p, aspectRatio: 1) { url signedUrl key } }',
        { p: product },
      );
    const save = (key: string) =>
      admin.ask(
        'mutation ($p: ID!, $k: String) { updateWidgetSettings(productId: $p, body: { backgroundImageKey: $k }) { backgroundImageUrl } }',
        { p: product, k: key },
      );

    const fake = ok(await ask()).getBackgroungImageSignedUrl;
    const put = await fetch(fake.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(Buffer.from('<html><script>alert(1)</script></html>')),
    });
    expect(put.status).toBe(200);
    // The store took it; saving checks the bytes, refuses and removes it.
    expect(failure(await save(fake.key)).extensions?.code).toBe('BAD_USER_INPUT');
    expect(await bucket.keys()).not.toContain(fake.key);
    expect((await fetch(fake.url)).status).toBe(404);

    const real = ok(await ask()).getBackgroungImageSignedUrl;
    expect(
      (
        await fetch(real.signedUrl, {
          method: 'PUT',
          headers: { 'content-type': 'image/png' },
          body: new Uint8Array(PNG),
        })
      ).status,
    ).toBe(200);
    ok(await save(real.key));
    expect((await widget.settings()).backgroundImageUrl).toBe(real.url);
    const image = await fetch(real.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
