import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { signedUploadUrl } from '@hearback/server/upload-signing';
import { type Relay, startRelay } from '@hearback/testkit';
import type { Page } from 'playwright-core';
import { afterEach, expect, inject, test } from 'vitest';
import { inDesktopPage, useChromium } from '../support/browser';
import { graphqlAsPage } from '../support/graphql';
import { type HostSite, startHostSite } from '../support/host-site';
import { signInAsDemoAdmin } from '../support/sign-in';
import {
  choosePurpose,
  configureWidget,
  fillContactDetails,
  firstProduct,
  installSnippet,
  openConfiguration,
  openWidget,
  recordingsOf,
  saveWidgetSettings,
} from '../support/widget';

const browser = useChromium();

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function hostSite(snippet: string): Promise<HostSite> {
  const host = await startHostSite(snippet);
  closers.push(() => host.close());
  return host;
}

async function relayTo(target: string): Promise<Relay> {
  const relay = await startRelay(target);
  closers.push(() => relay.close());
  return relay;
}

/** A visitor's own browser: a context of its own, closed with the test. */
async function visitorPage(): Promise<Page> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  closers.push(() => context.close());
  return context.newPage();
}

const uniqueText = (what: string) => `${what} ${Date.now().toString(36)}`;

test('a message sent while the server is unreachable is queued, survives reloads and arrives exactly once', async () => {
  const baseUrl = inject('baseUrl');
  await inDesktopPage(browser(), 'widget-offline-queue', async (admin) => {
    await signInAsDemoAdmin(admin, baseUrl);
    const product = await firstProduct(admin);
    await configureWidget(admin, product.id, 'Provide feedback');
    // The visitor reaches the server through an address this test can take away.
    const relay = await relayTo(baseUrl);
    const host = await hostSite((await installSnippet(admin)).replaceAll(baseUrl, relay.origin));
    const message = uniqueText('Sent while the server was down, and it was great');

    const visitor = await visitorPage();
    await visitor.goto(host.url);
    await openWidget(visitor);
    await visitor.getByLabel('Your message').fill(message);
    await fillContactDetails(visitor);
    await relay.goDark();
    await visitor.getByRole('button', { name: 'Send' }).click();
    await visitor.getByText(/Your message is saved and will be sent automatically/).waitFor();

    // Reloaded while the server is still away: the widget's script cannot even load.
    await visitor.reload();
    await relay.comeBack();
    expect((await recordingsOf(admin, product.id)).filter((row) => row.text === message)).toHaveLength(0);

    // Back online, the next page view sends what was queued.
    await visitor.reload();
    await expect
      .poll(
        async () => (await recordingsOf(admin, product.id)).filter((row) => row.text === message).length,
        {
          timeout: 30_000,
          interval: 500,
        },
      )
      .toBe(1);
    await visitor.waitForFunction(() => localStorage.getItem('hearback:outbox') === null);

    // Nothing left to send: more page views store nothing twice.
    await visitor.reload();
    await openWidget(visitor);
    await visitor.getByLabel('Your message').waitFor();
    const rows = (await recordingsOf(admin, product.id)).filter((row) => row.text === message);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ messageType: 'ProvideFeedback', sentimentLabel: 'Positive' });
  });
});

test('a custom question saved from the dashboard is asked by the widget, and its answer reaches the inbox', async () => {
  const baseUrl = inject('baseUrl');
  await inDesktopPage(browser(), 'widget-custom-question', async (admin) => {
    await signInAsDemoAdmin(admin, baseUrl);
    const product = await firstProduct(admin);
    const question = uniqueText('What almost stopped you from buying today?');

    // Saving creates the question group, then the question, then the settings that name it.
    await choosePurpose(admin, product.id, 'Custom question');
    const firstQuestion = admin.getByLabel('Question 1', { exact: true });
    if ((await firstQuestion.count()) === 0) {
      await admin.getByRole('button', { name: 'Add question' }).click();
    }
    await firstQuestion.fill(question);
    await saveWidgetSettings(admin);
    const saved = await graphqlAsPage<{
      widgetSettings: { messageType: string; questions: { id: string; text: string }[] };
    }>(admin, 'query ($id: ID!) { widgetSettings(productId: $id) { messageType questions { id text } } }', {
      id: product.id,
    });
    expect(saved.data?.widgetSettings.messageType).toBe('CustomQuestion');
    const asked = saved.data?.widgetSettings.questions.find((q) => q.text === question);
    expect(asked).toBeDefined();

    const host = await hostSite(await installSnippet(admin));
    const visitor = await visitorPage();
    await visitor.goto(host.url);
    await openWidget(visitor);
    await visitor.getByRole('textbox', { name: question }).fill('The delivery cost, shown only at the end.');
    await fillContactDetails(visitor);
    await visitor.getByRole('button', { name: 'Send' }).click();
    await visitor.getByText('Thank you! Your message has been sent.').waitFor();

    const answered = (await recordingsOf(admin, product.id)).find((row) =>
      row.answers.some((answer) => answer.questionId === asked!.id),
    );
    expect(answered).toMatchObject({
      messageType: 'CustomQuestion',
      answers: [{ questionId: asked!.id, question, answer: 'The delivery cost, shown only at the end.' }],
    });
  });
});

interface Refusal {
  status: number;
  code: string;
  message: string;
}

/** Files under the server's uploads folder. */
async function storedFiles(): Promise<string[]> {
  const folder = path.join(inject('dataDir'), 'uploads');
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

test('uploads of the wrong type, too large, or with a tampered or expired signature are refused with a reason, and nothing is kept', async () => {
  const baseUrl = inject('baseUrl');
  await inDesktopPage(browser(), 'widget-upload-refusals', async (admin) => {
    await signInAsDemoAdmin(admin, baseUrl);
    const product = await firstProduct(admin);
    await openConfiguration(admin, product.id);
    const snippet = await installSnippet(admin);
    const widgetKey = /data-key="([^"]+)"/.exec(snippet)![1]!;
    const host = await hostSite(snippet);
    const visitor = await visitorPage();
    await visitor.goto(host.url);
    const filesBefore = await storedFiles();

    // The calls a tampering visitor makes from the customer's page, through the browser's CORS.
    const api = `${baseUrl}/widget/v1/uploads?key=${encodeURIComponent(widgetKey)}&product=${product.id}`;
    const askTicket = (contentType: string, size: number) =>
      visitor.evaluate(
        async ({ api, contentType, size }) => {
          const response = await fetch(api, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ submissionId: crypto.randomUUID(), contentType, size }),
          });
          return { status: response.status, ...(await response.json()) };
        },
        { api, contentType, size },
      );
    const put = (url: string, contentType: string) =>
      visitor.evaluate(
        async ({ url, contentType }) => {
          // A WebM header and some bytes: a real recording's start.
          const bytes = new Uint8Array(2048);
          bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
          const response = await fetch(url, {
            method: 'PUT',
            headers: { 'content-type': contentType },
            body: bytes,
          });
          const text = await response.text();
          return { status: response.status, ...(text ? JSON.parse(text) : {}) } as Refusal;
        },
        { url, contentType },
      );
    const expectRefusal = (refusal: Refusal, status: number, code: string) => {
      expect(refusal).toMatchObject({ status, code });
      expect(refusal.message).toMatch(/^[A-Z].*\.$/);
    };

    expectRefusal(await askTicket('application/pdf', 2048), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectRefusal(await askTicket('audio/webm', 500 * 1024 * 1024), 413, 'TOO_LARGE');

    const ticket = (await askTicket('audio/webm', 2048)) as {
      status: number;
      uploadUrl: string;
      fileKey: string;
    };
    expect(ticket.status).toBe(201);
    const tampered = new URL(ticket.uploadUrl);
    tampered.searchParams.set('signature', `${tampered.searchParams.get('signature')!.slice(0, -2)}AA`);
    expectRefusal(await put(tampered.href, 'audio/webm'), 403, 'INVALID_SIGNATURE');
    const expired = signedUploadUrl(
      inject('uploadSigningSecret'),
      { fileKey: ticket.fileKey, contentType: 'audio/webm', maxBytes: 2048, expires: Date.now() - 1_000 },
      baseUrl,
    );
    expectRefusal(await put(expired, 'audio/webm'), 403, 'EXPIRED_SIGNATURE');
    expectRefusal(await put(ticket.uploadUrl, 'audio/ogg'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await storedFiles()).toEqual(filesBefore);

    // The untouched ticket still works: the refusals spent nothing.
    expect((await put(ticket.uploadUrl, 'audio/webm')).status).toBe(200);
    expect((await storedFiles()).length).toBe(filesBefore.length + 1);
  });
});
