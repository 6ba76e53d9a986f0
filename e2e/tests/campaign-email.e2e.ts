import { expect, inject, test } from 'vitest';
import { inDesktopPage, useChromium } from '../support/browser';
import { graphqlAsPage } from '../support/graphql';
import { linkIn, waitForMail } from '../support/mail';
import { signInAsDemoAdmin } from '../support/sign-in';

const browser = useChromium();

test('an e-mail campaign reaches a segment, and a negative answer shows in results and attention', async () => {
  const baseUrl = inject('baseUrl');
  const run = Date.now();
  const contact = `campaign-${run}@customers.example`;
  const campaignName = `Checkout survey ${run}`;
  const answer = 'The checkout was terrible, it crashed twice and I hate it.';

  await inDesktopPage(browser(), 'campaign-email', async (page) => {
    await signInAsDemoAdmin(page, baseUrl);
    const products = await graphqlAsPage<{ getAllProducts: { id: string }[] }>(
      page,
      '{ getAllProducts { id } }',
    );
    const productId = products.data!.getAllProducts[0]!.id;
    const segment = await graphqlAsPage<{ createSegment: { id: string } }>(
      page,
      'mutation ($p: ID!, $name: String!) { createSegment(productId: $p, input: { name: $name, kind: Static }) { id } }',
      { p: productId, name: `Campaign audience ${run}` },
    );
    const segmentId = segment.data!.createSegment.id;
    const added = await graphqlAsPage(
      page,
      'mutation ($s: ID!, $email: String!) { addSegmentMember(segmentId: $s, input: { email: $email, name: "Casey" }) { id } }',
      { s: segmentId, email: contact },
    );
    expect(added.errors).toBeUndefined();

    // The wizard: source, audience, purpose, message, preview.
    await page.goto(`${baseUrl}/app/${productId}/campaigns/create`);
    await page.getByRole('link', { name: 'E-mail' }).click();
    await page.getByLabel('Name').fill(campaignName);
    await page.getByLabel('Segment').click();
    await page.getByTitle(`Campaign audience ${run} (1)`).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Message').fill('How did checkout go for you?');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.waitForURL(`**/app/${productId}/campaigns/schedule/*`);
    const campaignId = page.url().split('/').at(-1)!;

    // Scheduled to start now: the start job invites the segment and mails the invitation.
    await page
      .getByLabel('Start')
      .fill(
        new Date(Date.now() - 60_000 - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16),
      );
    await page.getByRole('button', { name: 'Schedule' }).click();
    await page.getByText('Campaign scheduled.').waitFor();

    const mail = await waitForMail(inject('mailOutboxDir'), contact, /would like your feedback/, 60_000);
    const link = linkIn(mail, '/feedback');
    expect(link.searchParams.get('invitation')).toBeTruthy();

    // The contact answers on the personal page.
    const visitor = await page.context().newPage();
    await visitor.goto(link.toString());
    await visitor.getByText('How did checkout go for you?').waitFor();
    await visitor.getByLabel('Your feedback').fill(answer);
    await visitor.getByRole('button', { name: 'Send' }).click();
    await visitor.getByText('Thank you for your feedback').waitFor();
    await visitor.close();

    await page.goto(`${baseUrl}/app/${productId}/campaigns/${campaignId}`);
    await page.getByRole('cell', { name: answer }).waitFor();
    await page.getByText('Negative', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: /Attention recommended \(1\)/ }).click();
    await page.waitForURL(`**/campaigns/${campaignId}/attention-recommended`);
    await page.getByRole('cell', { name: answer }).waitFor();
    await page.getByRole('cell', { name: contact }).waitFor();
  });
}, 240_000);
