import type { Page } from 'playwright-core';
import { afterAll, expect, inject, test } from 'vitest';
import { FAKE_MICROPHONE, inDesktopPage, useChromium } from '../support/browser';
import { type HostSite, startHostSite } from '../support/host-site';
import { signInAsDemoAdmin } from '../support/sign-in';
import {
  configureWidget,
  fillContactDetails,
  firstProduct,
  installSnippet,
  openWidget,
  recordingsOf,
} from '../support/widget';

const browser = useChromium(FAKE_MICROPHONE);

/** A visitor in a browser of their own, on the customer's page. */
async function asVisitor(url: string, scenario: (visitor: Page) => Promise<void>): Promise<void> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const visitor = await context.newPage();
    await visitor.goto(url);
    await scenario(visitor);
  } finally {
    await context.close();
  }
}

let host: HostSite | undefined;
afterAll(async () => {
  await host?.close();
});

test('a visitor of another site leaves a text feedback and a voice message, and both reach the recordings inbox', async () => {
  const baseUrl = inject('baseUrl');
  await inDesktopPage(browser(), 'widget-to-inbox', async (admin) => {
    await signInAsDemoAdmin(admin, baseUrl);
    const product = await firstProduct(admin);

    // The install snippet as the configuration page shows it, pasted into the customer's page.
    await configureWidget(admin, product.id, 'Provide feedback');
    const snippet = await installSnippet(admin);
    expect(snippet).toContain(`${baseUrl}/widget/loader.js`);
    host = await startHostSite(snippet);

    await asVisitor(host.url, async (visitor) => {
      await openWidget(visitor);
      await visitor.getByLabel('Your message').fill('I love the new checkout, it is fast and wonderful!');
      await fillContactDetails(visitor);
      await visitor.getByRole('button', { name: 'Send' }).click();
      await visitor.getByText('Thank you! Your message has been sent.').waitFor();
    });

    // Another visitor, after the Admin switched the widget to voice messages (a browser that
    // already saw the widget keeps its settings for a minute: SETTINGS_CACHE).
    await configureWidget(admin, product.id, 'Leave a message');
    await asVisitor(host.url, async (visitor) => {
      await openWidget(visitor);
      await visitor.getByRole('button', { name: 'Start recording' }).click();
      await visitor.getByText(/^2 of \d+ seconds$/).waitFor();
      await visitor.getByRole('button', { name: 'Stop recording' }).click();
      await fillContactDetails(visitor);
      await visitor.getByRole('button', { name: 'Send' }).click();
      await visitor.getByText('Thank you! Your message has been sent.').waitFor();
    });

    const recordings = await recordingsOf(admin, product.id);
    const text = recordings.find((row) => row.text?.startsWith('I love the new checkout'));
    const voice = recordings.find((row) => row.audio !== null);
    expect(text).toMatchObject({
      messageType: 'ProvideFeedback',
      sentimentLabel: 'Positive',
      pageUrl: host.url,
    });
    expect(voice?.audio?.contentType).toMatch(/^audio\//);
    expect(voice?.audio?.size).toBeGreaterThan(1000);

    // And the inbox shows them to the Admin.
    await admin.goto(`${baseUrl}/app/${product.id}/recordings`);
    await admin.getByText('I love the new checkout, it is fast and wonderful!').waitFor();
  });
});
