import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { inDesktopPage, useChromium } from '../support/browser';
import { signInAsDemoAdmin } from '../support/sign-in';

const browser = useChromium();

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The customer's endpoint: records what arrives and answers 200. */
const received: Received[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('ok');
  });
});

beforeAll(() => new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve)));
afterAll(
  () =>
    new Promise<void>((resolve) => {
      receiver.closeAllConnections();
      receiver.close(() => resolve());
    }),
);

test('an Admin adds a webhook, sends a test event, the receiver verifies its signature, and the log shows it', async () => {
  const baseUrl = inject('baseUrl');
  const name = `Receiver ${Date.now()}`;
  const { port } = receiver.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/hearback`;

  await inDesktopPage(browser(), 'integrations-webhook', async (page) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const productId = await signInAsDemoAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/app/${productId}/settings/integrations/webhook`);
    await page.getByRole('tab', { name: 'Webhooks', selected: true }).waitFor();

    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('URL').fill(url);
    await dialog.getByRole('button', { name: 'Add' }).click();
    const shown = page.getByRole('dialog', { name: 'Your webhook signing secret' });
    await shown.getByRole('button', { name: 'Copy the secret' }).click();
    const secret = await page.evaluate(() => navigator.clipboard.readText());
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: name }).waitFor();
    await expect(page.getByText(secret).count()).resolves.toBe(0);

    const before = received.length;
    await page.getByRole('button', { name: `Send test message to ${name}` }).click();
    await page.getByText(`A test message to ${name} was queued.`).waitFor();
    // The server's worker delivers it; the log polls while it is pending.
    const logged = page.getByRole('row').filter({ hasText: 'integration.test' });
    await logged.getByText('Succeeded').waitFor({ timeout: 60_000 });
    await logged.getByText('HTTP 200').waitFor();

    const request = received
      .slice(before)
      .find((entry) => entry.headers['x-hearback-event'] === 'integration.test');
    expect(request).toBeDefined();
    const timestamp = String(request!.headers['x-hearback-timestamp']);
    const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${request!.body}`).digest('hex')}`;
    expect(request!.headers['x-hearback-signature']).toBe(expected);
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'integration.test', data: { name } });
  });
});
