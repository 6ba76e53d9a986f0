/**
 * The outbox against a real HTTP receiver. IndexedDB comes from fake-indexeddb because jsdom has
 * none; the same queue is exercised in real Chromium by tests/widget.browser.test.ts (reload case).
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_ID, settingsFor, WIDGET_KEY } from '../../../tests/support/fixtures';
import { Receiver } from '../../../tests/support/receiver';
import type { SubmissionBody } from '../../api/public-api';
import { newId } from '../../core/ids';
import { deliver, deliverNow, flushOutbox, retryDelay } from '../deliver';
import { listOutbox, type OutboxItem, putOutboxItem } from '../outbox-store';

let receiver: Receiver;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  receiver = new Receiver({ widgetKey: WIDGET_KEY, productId: PRODUCT_ID, settings: settingsFor({}) });
  await receiver.start();
});

afterEach(async () => {
  await receiver.stop();
});

function item(overrides: Partial<SubmissionBody> = {}, audio?: Blob): OutboxItem {
  return {
    target: { apiBase: receiver.apiBase, widgetKey: WIDGET_KEY, productId: PRODUCT_ID },
    body: {
      id: newId(),
      messageType: audio ? 'LeaveMessage' : 'ProvideFeedback',
      createdAt: new Date().toISOString(),
      contact: {},
      page: { url: 'https://shop.example/', title: 'Shop', language: 'en' },
      ...(audio
        ? { audio: { fileKey: '', contentType: 'audio/webm', durationMs: 1000, size: audio.size } }
        : { text: 'Hi' }),
      ...overrides,
    },
    audio: audio ? { blob: audio, contentType: 'audio/webm' } : undefined,
    attempts: 0,
    nextAttemptAt: 0,
  };
}

describe('the outbox', () => {
  it('backs off exponentially, with jitter, up to five minutes', () => {
    expect(retryDelay(1, () => 0)).toBe(1_000);
    expect(retryDelay(1, () => 1)).toBe(2_000);
    expect(retryDelay(4, () => 1)).toBe(16_000);
    expect(retryDelay(30, () => 1)).toBe(300_000);
  });

  it('keeps a submission the server could not take, and sends it once when it is back', async () => {
    const queued = item();
    await putOutboxItem(queued);
    await receiver.stop();
    await expect(deliver(queued)).rejects.toMatchObject({ retryable: true });
    const [stored] = await listOutbox();
    expect(stored).toMatchObject({ attempts: 1, body: { id: queued.body.id } });
    expect(stored!.nextAttemptAt).toBeGreaterThan(Date.now());

    await receiver.start();
    expect(await flushOutbox()).toBe(0); // not due yet
    expect(await flushOutbox({ force: true })).toBe(1);
    expect(await flushOutbox({ force: true })).toBe(0);
    expect(await listOutbox()).toEqual([]);
    expect(receiver.submissionRequests).toBe(1);
    expect(receiver.submissions.get(queued.body.id)?.text).toBe('Hi');
  });

  it('treats 5xx as temporary and a 4xx refusal as final', async () => {
    const temporary = item();
    await putOutboxItem(temporary);
    receiver.failWith = 503;
    await expect(deliver(temporary)).rejects.toMatchObject({ retryable: true, status: 503 });
    expect(await listOutbox()).toHaveLength(1);

    receiver.failWith = undefined;
    const refused = item({ id: 'not-matching-the-header' });
    refused.body.id = 'x';
    await putOutboxItem(refused);
    await expect(
      deliver({ ...refused, target: { ...refused.target, widgetKey: 'revoked' } }),
    ).rejects.toMatchObject({ retryable: false, status: 404 });
    expect((await listOutbox()).map((stored) => stored.body.id)).toEqual([temporary.body.id]);
  });

  it('uploads a recording once, even when the submission has to be retried', async () => {
    const audio = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...new Array(500).fill(7)])], {
      type: 'audio/webm',
    });
    const voice = item({}, audio);
    await putOutboxItem(voice);
    receiver.failSubmissionsWith = 502;
    const progress: number[] = [];
    // deliver, not deliverNow: fake-indexeddb cannot clone a jsdom Blob back, real Chromium can
    // (the browser tests send a queued recording after a reload).
    await expect(deliver(voice, (percent) => progress.push(percent))).rejects.toMatchObject({ status: 502 });
    expect(progress.at(-1)).toBe(100);
    expect(receiver.uploads.size).toBe(1);

    receiver.failSubmissionsWith = undefined;
    expect(await flushOutbox({ force: true })).toBe(1);
    expect(receiver.uploads.size).toBe(1);
    const [upload] = [...receiver.uploads.values()];
    expect(upload!.bytes.length).toBe(504);
    expect(receiver.submissions.get(voice.body.id)?.audio?.fileKey).toBe(upload!.fileKey);
  });

  it('does not send again what another flush already delivered', async () => {
    const once = item();
    await putOutboxItem(once);
    expect(await flushOutbox({ force: true })).toBe(1);
    expect(await deliverNow(once, () => {})).toBe(false);
    expect(receiver.submissionRequests).toBe(1);
  });
});
