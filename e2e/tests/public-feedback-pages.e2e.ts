import type { FrameLocator, Page } from 'playwright-core';
import { afterEach, expect, inject, test } from 'vitest';
import { FAKE_MICROPHONE, inDesktopPage, newDesktopContext, useChromium } from '../support/browser';
import { graphqlAsPage } from '../support/graphql';
import { type HostSite, startHostSite } from '../support/host-site';
import { linkIn, waitForMail } from '../support/mail';
import { signInAsDemoAdmin } from '../support/sign-in';

const browser = useChromium(FAKE_MICROPHONE);

const XL_NOTICE = 'This product is optimised for larger screens.';

interface RecordingRow {
  messageType: string;
  pageUrl: string | null;
  contact: { name: string | null; email: string | null };
  contactEmailVerified: boolean;
  answers: { question: string | null; answer: string }[];
  audio: { contentType: string; size: number } | null;
}

async function demoOrganisation(admin: Page): Promise<{ organisationId: string; productId: string }> {
  const answer = await graphqlAsPage<{
    organizationsQuery: { id: string };
    getProducts: { id: string; name: string; isActive: boolean }[];
  }>(admin, 'query { organizationsQuery { id } getProducts(paging: { limit: 100 }) { id name isActive } }');
  const product = answer.data?.getProducts.find((each) => each.isActive);
  if (!answer.data || !product) throw new Error(`No active demo product: ${JSON.stringify(answer)}`);
  return { organisationId: answer.data.organizationsQuery.id, productId: product.id };
}

async function recordingsOf(admin: Page, productId: string): Promise<RecordingRow[]> {
  const answer = await graphqlAsPage<{ recordings: RecordingRow[] }>(
    admin,
    `query ($productId: ID!) {
      recordings(productId: $productId, paging: { limit: 50 }) {
        messageType pageUrl contact { name email } contactEmailVerified
        answers { question answer } audio { contentType size }
      }
    }`,
    { productId },
  );
  if (!answer.data) throw new Error(`recordings failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.recordings;
}

/** A customer's site on another origin that shows the page in a narrow iframe, as the embed code does. */
async function embeddingSite(pageUrl: string, title: string): Promise<HostSite> {
  return startHostSite(
    `<iframe src="${pageUrl}" title="${title}" width="420" height="900" style="border:0" allow="microphone"></iframe>`,
  );
}

let hosts: HostSite[] = [];
afterEach(async () => {
  await Promise.all(hosts.map((host) => host.close()));
  hosts = [];
});

test('an Admin opens techxpo1 with a question; a visitor answers it in an iframe on another site and confirms the e-mail', async () => {
  const baseUrl = inject('baseUrl');
  const question = 'What was the best talk of the day?';
  const answer = 'The one about voice inboxes, by far!';
  const email = `expo-visitor-${Date.now()}@visitor.example.org`;

  await inDesktopPage(browser(), 'public-feedback-event-page', async (admin) => {
    await signInAsDemoAdmin(admin, baseUrl);
    const { organisationId } = await demoOrganisation(admin);

    // The Admin sets the page up on the organisation page, as a user would.
    await admin.goto(`${baseUrl}/app/organisation`);
    const card = admin.getByLabel('Event page techxpo1');
    await card.getByRole('button', { name: 'Set up' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Title', { exact: true }).fill('TechXpo Lisbon');
    await dialog.getByLabel('Product').click();
    // The first product, chosen with the keyboard as the list opens on it.
    const openList = admin.locator('.ant-select-dropdown:visible');
    const productName = (await openList.locator('.ant-select-item-option').first().textContent()) ?? '';
    await admin.keyboard.press('Enter');
    await expect.poll(() => openList.count()).toBe(0);
    expect(await dialog.textContent()).toContain(productName);
    await dialog.getByLabel('Question 1', { exact: true }).fill(question);
    await dialog.getByRole('switch', { name: 'Open to visitors' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Event page saved.').waitFor();
    await card.getByText('Open', { exact: true }).waitFor();
    const publicUrl = await card.getByRole('link').first().getAttribute('href');
    expect(publicUrl).toBe(`${baseUrl}/feedback/techxpo1?organisation=${organisationId}`);
    const embed = await card.getByLabel('Embed code', { exact: true }).inputValue();
    expect(embed).toContain('allow="microphone"');
    expect(await card.textContent()).toContain('Product: ');

    // A visitor of another site, never signed in, answers inside the iframe.
    const host = await startHostSite(embed);
    hosts.push(host);
    const { context: visitorContext, consoleLines } = await newDesktopContext(browser());
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(host.url);
      expect(new URL(host.url).origin).not.toBe(baseUrl);
      const frame: FrameLocator = visitor.frameLocator('iframe[title="TechXpo Lisbon"]');
      await frame.getByRole('heading', { level: 1, name: 'TechXpo Lisbon' }).waitFor();
      // Narrower than the xl breakpoint, without a session: the page itself, never the notice.
      await expect(frame.getByText(XL_NOTICE).count()).resolves.toBe(0);
      await frame.getByLabel(question).fill(answer);
      await frame.getByLabel('Your name').fill('Expo Visitor');
      await frame.getByLabel('Your e-mail').fill(email);
      await frame.getByRole('button', { name: 'Send', exact: true }).click();
      await frame.getByText('Thank you! Your message has been sent.').waitFor();
      await frame.getByRole('button', { name: 'Send me a confirmation link' }).click();
      await frame.getByText(`We sent a confirmation link to ${email}.`, { exact: false }).waitFor();
      expect(await visitor.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

      // The mailed link confirms the address.
      const mail = await waitForMail(inject('mailOutboxDir'), email, /^Confirm your e-mail address for /);
      const link = linkIn(mail, '/feedback/verify');
      const confirmation = await visitorContext.newPage();
      await confirmation.goto(link.href);
      await confirmation.getByText('Your e-mail address is confirmed').waitFor();
      await confirmation.getByText(`now knows that ${email} is yours.`, { exact: false }).waitFor();
    } catch (error) {
      console.error(`The visitor's page logged:\n${consoleLines.slice(-40).join('\n')}`);
      throw error;
    } finally {
      await visitorContext.close();
    }

    // The answer is a recording of the page's product, with its question and the confirmed address.
    const pageProduct = await graphqlAsPage<{ eventPage: { product: { id: string } } }>(
      admin,
      'query { eventPage(slug: "techxpo1") { product { id } } }',
    );
    const eventProductId = pageProduct.data!.eventPage.product.id;
    const stored = (await recordingsOf(admin, eventProductId)).find((row) => row.contact.email === email);
    expect(stored).toMatchObject({
      messageType: 'CustomQuestion',
      answers: [{ question, answer }],
      contact: { name: 'Expo Visitor', email },
      contactEmailVerified: true,
      pageUrl: publicUrl,
    });
    await admin.goto(`${baseUrl}/app/${eventProductId}/recordings`);
    await admin.getByText(answer).first().waitFor();
  });
});

test('a visitor leaves a voice message on the organisation page embedded in another site', async () => {
  const baseUrl = inject('baseUrl');
  const email = `voice-visitor-${Date.now()}@visitor.example.org`;
  await inDesktopPage(browser(), 'public-feedback-organisation-page', async (admin) => {
    await signInAsDemoAdmin(admin, baseUrl);
    const { organisationId } = await demoOrganisation(admin);
    const pageUrl = `${baseUrl}/feedback?organisation=${organisationId}`;

    // Even a signed-in user on a narrow window gets the public page, not the xl notice.
    await admin.setViewportSize({ width: 800, height: 900 });
    await admin.goto(pageUrl);
    await admin.getByText('How would you like to leave feedback?').waitFor();
    await expect(admin.getByText(XL_NOTICE).count()).resolves.toBe(0);
    await admin.setViewportSize({ width: 1440, height: 900 });

    const host = await embeddingSite(pageUrl, 'Feedback');
    hosts.push(host);
    const { context: visitorContext, consoleLines } = await newDesktopContext(browser());
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(host.url);
      const frame = visitor.frameLocator('iframe[title="Feedback"]');
      await frame.getByText('How would you like to leave feedback?').waitFor();
      await frame.getByText('Voice message', { exact: true }).click();
      await frame.getByRole('button', { name: 'Start recording' }).click();
      await frame.getByText(/^2 of \d+ seconds$/).waitFor();
      await frame.getByRole('button', { name: 'Stop recording' }).click();
      await frame.getByLabel('Listen to your recording').waitFor();
      await frame.getByLabel('Your name').fill('Voice Visitor');
      await frame.getByLabel('Your e-mail').fill(email);
      await frame.getByRole('button', { name: 'Send', exact: true }).click();
      await frame.getByText('Thank you! Your message has been sent.').waitFor();
    } catch (error) {
      console.error(`The visitor's page logged:\n${consoleLines.slice(-40).join('\n')}`);
      throw error;
    } finally {
      await visitorContext.close();
    }

    // The page offered the organisation's active products by name, the first one chosen.
    const offered = await graphqlAsPage<{ feedbackProducts: { id: string }[] }>(
      admin,
      'query ($o: ID!) { feedbackProducts(organisationId: $o) { id } }',
      { o: organisationId },
    );
    const productId = offered.data!.feedbackProducts[0]!.id;
    const voice = (await recordingsOf(admin, productId)).find((row) => row.contact.email === email);
    expect(voice).toMatchObject({ messageType: 'LeaveMessage', pageUrl });
    expect(voice?.audio?.contentType).toMatch(/^audio\//);
    expect(voice?.audio?.size).toBeGreaterThan(1000);
  });
});
