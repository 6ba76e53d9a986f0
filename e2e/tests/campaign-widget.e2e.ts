import { createHmac } from 'node:crypto';
import { afterAll, expect, inject, test } from 'vitest';
import { inDesktopPage, useChromium } from '../support/browser';
import { graphqlAsPage } from '../support/graphql';
import { type HostSite, startHostSite } from '../support/host-site';
import { signInAsDemoAdmin } from '../support/sign-in';
import { firstProduct, openConfiguration } from '../support/widget';

const browser = useChromium();

let host: HostSite | undefined;
afterAll(async () => {
  await host?.close();
});

test('a widget campaign prompts a signed-in member of its segment on another site, and the answer shows in its results', async () => {
  const baseUrl = inject('baseUrl');
  const run = Date.now();
  const email = `widget-member-${run}@customers.example`;
  const segmentName = `Widget audience ${run}`;
  const campaignName = `In-app survey ${run}`;
  const message = `Casey, how was checkout today? (${run})`;
  const answer = 'Quick and painless, thank you.';

  await inDesktopPage(browser(), 'campaign-widget', async (admin) => {
    await signInAsDemoAdmin(admin, baseUrl);
    const product = await firstProduct(admin);
    const segment = await graphqlAsPage<{ createSegment: { id: string } }>(
      admin,
      'mutation ($p: ID!, $name: String!) { createSegment(productId: $p, input: { name: $name, kind: Static }) { id } }',
      { p: product.id, name: segmentName },
    );
    const added = await graphqlAsPage(
      admin,
      'mutation ($s: ID!, $email: String!) { addSegmentMember(segmentId: $s, input: { email: $email, name: "Casey" }) { id } }',
      { s: segment.data!.createSegment.id, email },
    );
    expect(added.errors).toBeUndefined();

    // The identity secret, from the widget configuration page, and the tag for signed-in visitors.
    await openConfiguration(admin, product.id);
    await admin.getByRole('button', { name: 'Show identity secret' }).click();
    const create = admin.getByRole('button', { name: 'Create identity secret' });
    const shown = admin.getByTestId('identity-secret');
    await create.or(shown).waitFor();
    if (await create.isVisible()) await create.click();
    const secret = (await shown.textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tag = await admin.getByLabel('Tag for signed-in visitors').inputValue();

    // The Admin makes a Widget campaign for the segment and starts it now.
    await admin.goto(`${baseUrl}/app/${product.id}/campaigns/create`);
    // The source's card (the side menu has a "Widget" entry of its own).
    await admin.locator(`a[href$="/campaigns/create/widget"]`).click();
    await admin.getByLabel('Name').fill(campaignName);
    await admin.getByLabel('Segment').click();
    await admin.getByTitle(`${segmentName} (1)`).click();
    await admin.getByRole('button', { name: 'Next' }).click();
    await admin.getByRole('button', { name: 'Next' }).click();
    await admin.getByLabel('Message').fill(message);
    await admin.getByRole('button', { name: 'Next' }).click();
    await admin.getByRole('button', { name: 'Create campaign' }).click();
    await admin.waitForURL(`**/app/${product.id}/campaigns/schedule/*`);
    const campaignId = admin.url().split('/').at(-1)!;
    await admin
      .getByLabel('Start')
      .fill(
        new Date(Date.now() - 60_000 - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16),
      );
    await admin.getByRole('button', { name: 'Schedule' }).click();
    await admin.getByText('Campaign scheduled.').waitFor();

    // The customer's server renders the tag for its signed-in visitor, signed with the secret.
    const signature = createHmac('sha256', secret).update(email).digest('hex');
    host = await startHostSite(
      tag
        .replace('{visitor e-mail}', email)
        .replace('{visitor name}', 'Casey')
        .replace('{HMAC-SHA256 of the e-mail, hex}', signature),
    );

    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const visitor = await context.newPage();
      await visitor.goto(host.url);
      // The campaign's message beside the launcher; a click opens the campaign's form.
      await visitor.getByRole('button', { name: message }).click();
      const dialog = visitor.getByRole('dialog');
      await dialog.getByRole('heading', { name: message }).waitFor();
      // The page said who the visitor is: the form asks for nothing but the answer.
      expect(await dialog.getByLabel('Your e-mail').count()).toBe(0);
      await dialog.getByLabel('Your message').fill(answer);
      await dialog.getByRole('button', { name: 'Send' }).click();
      await visitor.getByText('Thank you! Your message has been sent.').waitFor();
    } finally {
      await context.close();
    }

    // The answer is the campaign's response, from the segment's contact.
    await admin.goto(`${baseUrl}/app/${product.id}/campaigns/${campaignId}`);
    await admin.getByRole('cell', { name: answer }).waitFor();
    await admin.getByRole('cell', { name: 'Casey' }).waitFor();
    const stats = await graphqlAsPage<{ campaignStats: { sent: number; responses: number } }>(
      admin,
      'query ($id: ID!) { campaignStats(id: $id) { sent responses } }',
      { id: campaignId },
    );
    expect(stats.data?.campaignStats).toEqual({ sent: 1, responses: 1 });
  });
}, 240_000);
