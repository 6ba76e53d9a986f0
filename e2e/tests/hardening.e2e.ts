import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, inject, test } from 'vitest';
import { inDesktopPage, useChromium } from '../support/browser';
import { signInAsDemoAdmin, signInAsDemoMember } from '../support/sign-in';

const browser = useChromium();

/** What Chromium logs when the page's Content-Security-Policy blocks something. */
const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|connect|frame|apply)/i;

test('an Admin rotates the widget token and reads it in the audit log, with no CSP violation on the way', async () => {
  const baseUrl = inject('baseUrl');
  await inDesktopPage(browser(), 'audit-log', async (page, consoleLines) => {
    const productId = await signInAsDemoAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/app/${productId}/settings/roles`);
    await page.getByRole('cell', { name: 'member@demo.hearback.test', exact: true }).waitFor();

    await page.goto(`${baseUrl}/app/organisation`);
    const tokenBefore = await page.getByTestId('widget-token').textContent();
    await page.getByRole('button', { name: 'Rotate token' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Rotate' }).click();
    await page.getByText('A new widget token was issued. Update your installed widgets.').waitFor();
    expect(await page.getByTestId('widget-token').textContent()).not.toBe(tokenBefore);

    await page.goto(`${baseUrl}/app/${productId}/settings/audit`);
    await page.getByRole('tab', { name: 'Audit log', selected: true }).waitFor();
    await page.getByRole('cell', { name: 'Rotated the widget token' }).first().waitFor();
    expect(consoleLines.filter((line) => CSP_VIOLATION.test(line))).toEqual([]);
  });
});

test('a Member is told the audit log is for Admins', async () => {
  const baseUrl = inject('baseUrl');
  await inDesktopPage(browser(), 'audit-log-member', async (page, consoleLines) => {
    const productId = await signInAsDemoMember(page, baseUrl);
    await page.goto(`${baseUrl}/app/${productId}/settings/audit`);
    await page.getByText('Only an Admin can see the audit log.').waitFor();
    expect(consoleLines.filter((line) => CSP_VIOLATION.test(line))).toEqual([]);
  });
});

test('another site may frame the public feedback page, never the dashboard', async () => {
  const baseUrl = inject('baseUrl');
  const framing = (path: string) =>
    `<!doctype html><title>Partner</title><iframe id="f" src="${baseUrl}${path}" width="800" height="600"></iframe>`;
  const host: Server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(framing(request.url === '/dashboard' ? '/auth/sign-in' : '/feedback'));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const hostUrl = `http://localhost:${(host.address() as AddressInfo).port}`;
  try {
    await inDesktopPage(browser(), 'framing', async (page) => {
      await page.goto(`${hostUrl}/feedback`);
      // The partner's frame holds the public page's own document (the shell's root), not an error
      // page. (What the page then shows is the feedback pages' business, not the headers'.)
      await page.frameLocator('#f').locator('#root').waitFor({ state: 'attached' });
      const feedbackFrame = page.frames().find((frame) => frame !== page.mainFrame());
      expect(feedbackFrame?.url()).toBe(`${baseUrl}/feedback`);

      const framedDashboard = page.waitForResponse((response) => response.url().endsWith('/auth/sign-in'));
      await page.goto(`${hostUrl}/dashboard`);
      expect((await framedDashboard).headers()['x-frame-options']).toBe('DENY');
      // Chromium refuses to render it: the frame holds its error page, not the dashboard.
      const child = () => page.frames().find((frame) => frame !== page.mainFrame());
      await expect.poll(() => child()?.url() ?? '').toMatch(/^chrome-error:/);
      expect(await page.frameLocator('#f').locator('#root').count()).toBe(0);
    });
  } finally {
    host.closeAllConnections();
    await new Promise<void>((resolve) => host.close(() => resolve()));
  }
});

test("a framed feedback page never leads into the dashboard inside the partner's frame", async () => {
  const baseUrl = inject('baseUrl');
  const feedbackPath = '/feedback/no-such-event';
  const host: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      `<!doctype html><title>Partner</title><iframe id="f" src="${baseUrl}${feedbackPath}" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const hostUrl = `http://localhost:${(host.address() as AddressInfo).port}`;
  try {
    await inDesktopPage(browser(), 'framing-back-home', async (page) => {
      await page.goto(hostUrl);
      const frame = page.frameLocator('#f');
      await frame.getByText('Page not found').waitFor();
      // Home is the dashboard: it opens in a tab of its own, top-level, where the framing rules
      // and the address bar are the browser's own.
      const opened = page.context().waitForEvent('page');
      await frame.getByRole('link', { name: 'Back home' }).click();
      const dashboard = await opened;
      await dashboard.waitForURL(`${baseUrl}/auth/sign-in**`);
      await dashboard.locator('input[type="password"]').waitFor();
      // The partner's frame still holds the feedback document and nothing of the dashboard.
      const child = page.frames().find((candidate) => candidate !== page.mainFrame());
      expect(child?.url()).toBe(`${baseUrl}${feedbackPath}`);
      await frame.getByText('Page not found').waitFor();
      expect(await frame.locator('input[type="password"]').count()).toBe(0);
    });
  } finally {
    host.closeAllConnections();
    await new Promise<void>((resolve) => host.close(() => resolve()));
  }
});
