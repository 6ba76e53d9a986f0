import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_PASSWORD,
  DEMO_ORGANISATION_NAME,
} from '@hearback/server/demo-credentials';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, inject, test } from 'vitest';
import { seriousAccessibilityViolations } from '../support/axe';
import { inDesktopPage, useChromium } from '../support/browser';
import { latestEmailActionLink } from '../support/emulator';
import { graphqlAsPage } from '../support/graphql';
import { linkIn, waitForMail } from '../support/mail';
import { LANDING, signIn } from '../support/sign-in';
import { submitSignUpForm } from '../support/sign-up';

/**
 * Every screen of the dashboard (spec section 2) through axe-core, as the demo Admin, as the demo
 * Member, on the way in (signed out, unverified, waiting) and as a visitor of the public pages:
 * no serious or critical violation anywhere. Each pass collects the findings of all its screens
 * and asserts once, so one run names every problem. The document title of each screen is
 * checked on the way.
 */

const browser = useChromium();
const emulator = () => ({ url: inject('emulatorUrl'), projectId: inject('projectId') });

/** The demo organisation proves this domain (server/src/db/seed.ts), so its people may ask to join. */
const DEMO_DOMAIN = 'demo.hearback.test';
/** The demo product both the Admin and the Member are attached to, with the demo campaign and segment. */
const DEMO_PRODUCT = 'Demo Fashion Store';
const DEMO_CAMPAIGN = 'Spring collection check-in';
const DEMO_SEGMENT = 'Loyal customers';

const APP_NAME = 'Hearback';
const titleOf = (...parts: string[]) => [...parts, APP_NAME].join(' · ');

interface Screen {
  path: string;
  /** Text of the page's main content that shows once it has loaded (its heading, mostly). */
  ready: string | RegExp;
  /** The document title the screen must set. */
  title: string;
  /** Overlays that belong to the screen's normal use, each opened, audited and closed in turn. */
  overlays?: Overlay[];
}

interface Overlay {
  name: string;
  /** Opens the overlay and waits until it is shown. */
  open(page: Page): Promise<void>;
}

interface DemoIds {
  organisationId: string;
  productId: string;
  campaignId: string;
  draftCampaignId: string;
  draftCampaignName: string;
  segmentId: string;
  /** Invited by an e-mail campaign started for this file: their mail carries a personal link. */
  invitationContact: string;
}

let demo: DemoIds;

/** No animation left to finish (spinners loop for ever and are left out): colours are final. */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Waits for the screen's main content: its ready text inside the page's main landmark, then no
 * skeleton or spinner left. A screen whose content is not in exactly one main landmark is a
 * finding (and is audited all the same, once its text shows).
 */
async function waitForMainContent(page: Page, screen: Screen, findings: string[]): Promise<void> {
  const exact = typeof screen.ready === 'string';
  try {
    await page.getByRole('main').getByText(screen.ready, { exact }).first().waitFor({ timeout: 30_000 });
  } catch {
    await page.getByText(screen.ready, { exact }).first().waitFor({ timeout: 5_000 });
    findings.push(`${screen.path}: landmark: the main content is not inside a main landmark`);
  }
  const mains = await page.getByRole('main').count();
  if (mains > 1) findings.push(`${screen.path}: landmark: the page has ${mains} main landmarks`);
  await expect
    .poll(() => page.locator('.ant-skeleton, .ant-spin-spinning').count(), { timeout: 20_000 })
    .toBe(0);
  await animationsSettled(page);
}

async function titleFinding(page: Page, screen: Screen): Promise<string[]> {
  try {
    await expect.poll(() => page.title(), { timeout: 5_000 }).toBe(screen.title);
    return [];
  } catch {
    return [`${screen.path}: document title is "${await page.title()}", expected "${screen.title}"`];
  }
}

/** Opens every screen in turn, audits it and its overlays, and returns what was found. */
async function auditScreens(page: Page, baseUrl: string, screens: Screen[]): Promise<string[]> {
  const findings: string[] = [];
  for (const screen of screens) {
    await page.goto(`${baseUrl}${screen.path}`);
    await auditCurrentScreen(page, screen, findings);
  }
  return findings;
}

async function auditCurrentScreen(page: Page, screen: Screen, findings: string[]): Promise<void> {
  await waitForMainContent(page, screen, findings);
  findings.push(...(await titleFinding(page, screen)));
  for (const violation of await seriousAccessibilityViolations(page)) {
    findings.push(`${screen.path}: ${violation}`);
  }
  for (const overlay of screen.overlays ?? []) {
    await overlay.open(page);
    await animationsSettled(page);
    for (const violation of await seriousAccessibilityViolations(page)) {
      findings.push(`${screen.path} with ${overlay.name}: ${violation}`);
    }
    await page.keyboard.press('Escape');
    await animationsSettled(page);
  }
}

const dialogOverlay = (button: string, dialog: string): Overlay => ({
  name: `the ${dialog} dialog`,
  async open(page) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.getByRole('dialog', { name: dialog }).waitFor();
  },
});

const userMenuOverlay = (userName: string): Overlay => ({
  name: 'the user menu',
  async open(page) {
    await page.getByRole('button', { name: new RegExp(`^${userName}`) }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
  },
});

/** Every route of the app layout with the demo ids; Admin-only overlays only for the Admin. */
function dashboardScreens(role: 'Admin' | 'Member', userName: string): Screen[] {
  const { productId: p, campaignId, draftCampaignId, draftCampaignName, segmentId } = demo;
  const inProduct = (title: string) => titleOf(title, DEMO_PRODUCT);
  const asAdmin = (overlays: Overlay[]) => (role === 'Admin' ? overlays : []);
  return [
    {
      path: `/app/${p}`,
      ready: DEMO_PRODUCT,
      title: inProduct('Product home'),
      overlays: [userMenuOverlay(userName)],
    },
    { path: '/app/all', ready: 'All products', title: titleOf('Product home', 'All products') },
    {
      path: `/app/${p}/configuration`,
      ready: 'Widget configuration',
      title: inProduct('Widget configuration'),
    },
    { path: `/app/${p}/recordings`, ready: 'Recordings', title: inProduct('Recordings') },
    {
      path: '/app/products',
      ready: 'Products',
      title: titleOf('Products'),
      overlays: asAdmin([dialogOverlay('New product', 'New product')]),
    },
    { path: '/app/organisation', ready: DEMO_ORGANISATION_NAME, title: titleOf('Organisation details') },
    {
      path: `/app/${p}/segments`,
      ready: 'Segments',
      title: inProduct('Segments'),
      overlays: asAdmin([dialogOverlay('New segment', 'New segment')]),
    },
    { path: `/app/${p}/segments/${segmentId}`, ready: DEMO_SEGMENT, title: inProduct('Segment') },
    { path: `/app/${p}/segments/import/users`, ready: 'Import users', title: inProduct('Import users') },
    { path: `/app/${p}/campaigns`, ready: 'Campaigns', title: inProduct('Campaigns') },
    { path: `/app/${p}/campaigns/create`, ready: 'Create a campaign', title: inProduct('Create a campaign') },
    ...(['email', 'widget', 'link'] as const).map((source) => ({
      path: `/app/${p}/campaigns/create/${source}`,
      ready: /^New .* campaign$/,
      title: inProduct('Create a campaign'),
    })),
    {
      path: `/app/${p}/campaigns/schedule/${draftCampaignId}`,
      ready: `Schedule “${draftCampaignName}”`,
      title: inProduct('Schedule a campaign'),
    },
    { path: `/app/${p}/campaigns/${campaignId}`, ready: DEMO_CAMPAIGN, title: inProduct('Campaign') },
    {
      path: `/app/${p}/campaigns/${campaignId}/attention-recommended`,
      ready: /^Attention recommended/,
      title: inProduct('Attention recommended'),
    },
    {
      path: `/app/${p}/campaigns/combined`,
      ready: 'Combined campaigns',
      title: inProduct('Combined campaigns'),
    },
    ...['general', 'notifications', 'privacy', 'api', 'audit'].map((type) => ({
      path: `/app/${p}/settings/${type}`,
      ready: 'Settings',
      title: inProduct('Settings'),
    })),
    {
      path: `/app/${p}/settings/roles`,
      ready: 'Roles',
      title: inProduct('Roles'),
      overlays: asAdmin([dialogOverlay('Invite user', 'Invite a user')]),
    },
    { path: `/app/${p}/settings/export`, ready: 'Export', title: inProduct('Export') },
    ...['slack', 'webhook'].map((source) => ({
      path: `/app/${p}/settings/integrations/${source}`,
      ready: 'Integrations',
      title: inProduct('Integrations'),
    })),
    { path: '/account', ready: 'Account', title: titleOf('Account') },
    { path: '/contact', ready: 'Contact', title: titleOf('Contact') },
    { path: '/no-such-page', ready: 'Page not found', title: titleOf('Page not found') },
  ];
}

async function signInAs(page: Page, baseUrl: string, email: string, password: string): Promise<string> {
  await signIn(page, baseUrl, email, password);
  await page.waitForURL(LANDING);
  const me = await graphqlAsPage<{ me: { firstName: string | null; lastName: string | null } }>(
    page,
    '{ me { firstName lastName } }',
  );
  return [me.data?.me.firstName, me.data?.me.lastName].filter(Boolean).join(' ') || email;
}

/**
 * The demo ids the routes need, read as the Admin, and what the public pages need made: an open
 * event page and an e-mail campaign started now, whose invitation mail carries a personal link.
 */
async function prepareDemo(page: Page, baseUrl: string): Promise<DemoIds> {
  await signInAs(page, baseUrl, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
  const run = Date.now();
  const organisation = await graphqlAsPage<{
    organizationsQuery: { id: string };
    getAllProducts: { id: string; name: string }[];
  }>(page, '{ organizationsQuery { id } getAllProducts { id name } }');
  const productId = organisation.data?.getAllProducts.find((product) => product.name === DEMO_PRODUCT)?.id;
  if (!organisation.data || !productId)
    throw new Error(`No ${DEMO_PRODUCT}: ${JSON.stringify(organisation)}`);

  const lists = await graphqlAsPage<{
    campaigns: { id: string; name: string }[];
    segments: { id: string; name: string }[];
  }>(
    page,
    `query ($p: ID!) {
      campaigns(productId: $p, paging: { limit: 100 }) { id name }
      segments(productId: $p, paging: { limit: 100 }) { id name }
    }`,
    { p: productId },
  );
  const campaignId = lists.data?.campaigns.find((campaign) => campaign.name === DEMO_CAMPAIGN)?.id;
  const segmentId = lists.data?.segments.find((segment) => segment.name === DEMO_SEGMENT)?.id;
  if (!campaignId || !segmentId) throw new Error(`No demo campaign or segment: ${JSON.stringify(lists)}`);

  const eventPage = await graphqlAsPage(
    page,
    `mutation ($p: ID!) {
      updateEventPage(slug: "techxpo2", input: {
        title: "TechXpo Porto", productId: $p, questions: ["What was the best talk?"], isActive: true
      }) { slug }
    }`,
    { p: productId },
  );
  expect(eventPage.errors).toBeUndefined();

  const invitationContact = `a11y-contact-${run}@customers.example`;
  const audience = await graphqlAsPage<{ createSegment: { id: string } }>(
    page,
    'mutation ($p: ID!, $name: String!) { createSegment(productId: $p, input: { name: $name, kind: Static }) { id } }',
    { p: productId, name: `Accessibility audience ${run}` },
  );
  const audienceId = audience.data?.createSegment.id;
  const added = await graphqlAsPage(
    page,
    'mutation ($s: ID!, $email: String!) { addSegmentMember(segmentId: $s, input: { email: $email, name: "Robin" }) { id } }',
    { s: audienceId, email: invitationContact },
  );
  expect(added.errors).toBeUndefined();
  const createCampaign = (name: string) =>
    graphqlAsPage<{ createCampaign: { id: string } }>(
      page,
      `mutation ($p: ID!, $input: CreateCampaignInput!) { createCampaign(productId: $p, input: $input) { id } }`,
      {
        p: productId,
        input: {
          name,
          source: 'Email',
          segmentId: audienceId,
          purpose: 'ProvideFeedback',
          message: 'How was your last order?',
        },
      },
    );
  const started = await createCampaign(`Accessibility check-in ${run}`);
  const startedId = started.data?.createCampaign.id;
  const scheduled = await graphqlAsPage(
    page,
    'mutation ($id: ID!, $at: DateTime!) { scheduleCampaign(id: $id, input: { startsAt: $at }) { id } }',
    { id: startedId, at: new Date(Date.now() - 60_000).toISOString() },
  );
  expect(scheduled.errors).toBeUndefined();
  const draftCampaignName = `Accessibility draft ${run}`;
  const draft = await createCampaign(draftCampaignName);
  const draftCampaignId = draft.data?.createCampaign.id;
  if (!draftCampaignId) throw new Error(`The draft campaign failed: ${JSON.stringify(draft)}`);

  return {
    organisationId: organisation.data.organizationsQuery.id,
    productId,
    campaignId,
    draftCampaignId,
    draftCampaignName,
    segmentId,
    invitationContact,
  };
}

beforeAll(async () => {
  await inDesktopPage(browser(), 'accessibility-prepare', async (page) => {
    demo = await prepareDemo(page, inject('baseUrl'));
  });
});

async function auditDashboardAs(
  chromium: Browser,
  role: 'Admin' | 'Member',
  email: string,
  password: string,
): Promise<void> {
  const baseUrl = inject('baseUrl');
  await inDesktopPage(chromium, `accessibility-${role.toLowerCase()}`, async (page) => {
    const userName = await signInAs(page, baseUrl, email, password);
    const findings = await auditScreens(page, baseUrl, dashboardScreens(role, userName));
    expect(findings).toEqual([]);
  });
}

test('every dashboard screen passes axe as the demo Admin', async () => {
  await auditDashboardAs(browser(), 'Admin', DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
}, 900_000);

test('every dashboard screen passes axe as the demo Member', async () => {
  await auditDashboardAs(browser(), 'Member', DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
}, 900_000);

test('the sign-in, sign-up, verification and waiting screens pass axe on the way in', async () => {
  const baseUrl = inject('baseUrl');
  const findings: string[] = [];
  const email = `a11y-joiner-${Date.now()}@${DEMO_DOMAIN}`;
  const password = 'a11y-joiner-pass-2026';

  await inDesktopPage(browser(), 'accessibility-way-in', async (joiner) => {
    findings.push(
      ...(await auditScreens(joiner, baseUrl, [
        { path: '/auth/sign-in', ready: 'Sign in', title: titleOf('Sign in') },
        { path: '/auth/reset-password', ready: 'Reset your password', title: titleOf('Reset password') },
        {
          path: '/auth/finish-link-sign-up',
          ready: /Finish signing up|This link cannot be used/,
          title: titleOf('Finish signing up'),
        },
        { path: '/_auth/action', ready: 'This link cannot be used', title: titleOf('Account action') },
        { path: '/pending-user', ready: 'This link is incomplete', title: titleOf('Pending user') },
        { path: '/auth/sign-up', ready: 'Create your account', title: titleOf('Sign up') },
      ])),
    );

    // A person of the demo organisation's domain signs up: unverified, they wait for the mail.
    await submitSignUpForm(joiner, { firstName: 'Alex', lastName: 'Access', email, password });
    await auditCurrentScreen(
      joiner,
      {
        path: '/waiting/verification',
        ready: 'Check your inbox',
        title: titleOf('Waiting for verification'),
      },
      findings,
    );
    // Where the server's verification mail ends, before the address is verified.
    const me = await graphqlAsPage<{ me: { id: string } }>(joiner, '{ me { id } }');
    findings.push(
      ...(await auditScreens(joiner, baseUrl, [
        {
          path: `/verify?id=${me.data?.me.id}`,
          ready: 'Your e-mail address is not verified yet',
          title: titleOf('Verify your e-mail'),
        },
      ])),
    );

    // The mailed link verifies the address; the joiner asks to join the organisation.
    await joiner.goto(await latestEmailActionLink(emulator(), baseUrl, email, 'VERIFY_EMAIL'));
    await auditCurrentScreen(
      joiner,
      {
        path: '/_auth/action (verified)',
        ready: 'Your e-mail address is verified',
        title: titleOf('Account action'),
      },
      findings,
    );
    await joiner.getByRole('button', { name: 'Continue' }).click();
    await joiner.waitForURL('**/app/organisation');
    await auditCurrentScreen(
      joiner,
      {
        path: '/app/organisation (join offer)',
        ready: 'Join your organisation?',
        title: titleOf('Organisation details'),
      },
      findings,
    );
    await joiner.getByRole('button', { name: `Ask to join ${DEMO_ORGANISATION_NAME}` }).click();
    await joiner.waitForURL('**/waiting/confirmation');
    await auditCurrentScreen(
      joiner,
      {
        path: '/waiting/confirmation',
        ready: 'Your account is waiting for confirmation',
        title: titleOf('Waiting for confirmation'),
      },
      findings,
    );

    // The Admins get the review link: signed out it asks for an Admin, signed in it is the review.
    const subject = new RegExp(`^${email.replace(/[.+]/g, '\\$&')} asked to join`);
    const reviewLink = linkIn(
      await waitForMail(inject('mailOutboxDir'), DEMO_ADMIN_EMAIL, subject),
      '/pending-user',
    );
    const reviewPath = `${reviewLink.pathname}${reviewLink.search}`;
    await inDesktopPage(browser(), 'accessibility-pending-user', async (admin) => {
      findings.push(
        ...(await auditScreens(admin, baseUrl, [
          {
            path: reviewPath,
            ready: 'Sign in as an Admin to review this request',
            title: titleOf('Pending user'),
          },
        ])),
      );
      await signInAs(admin, baseUrl, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
      findings.push(
        ...(await auditScreens(admin, baseUrl, [
          { path: reviewPath, ready: 'Request to join', title: titleOf('Pending user') },
        ])),
      );
      await admin.getByRole('button', { name: 'Accept as Member' }).click();
      await admin.getByText(`${email} can now use the dashboard`).waitFor();
    });

    // A Member without a product waits for one.
    await joiner.reload();
    await joiner.waitForURL('**/waiting/product-attachment');
    await auditCurrentScreen(
      joiner,
      {
        path: '/waiting/product-attachment',
        ready: 'No product is attached to your account yet',
        title: titleOf('Waiting for a product'),
      },
      findings,
    );
  });
  expect(findings).toEqual([]);
}, 600_000);

test('the public feedback pages pass axe for a visitor', async () => {
  const baseUrl = inject('baseUrl');
  const mail = await waitForMail(
    inject('mailOutboxDir'),
    demo.invitationContact,
    /would like your feedback/,
    120_000,
  );
  const invitation = linkIn(mail, '/feedback');
  const organisation = `organisation=${demo.organisationId}`;
  await inDesktopPage(browser(), 'accessibility-public', async (visitor) => {
    const findings = await auditScreens(visitor, baseUrl, [
      {
        path: `/feedback?${organisation}`,
        ready: 'How would you like to leave feedback?',
        title: titleOf('Feedback'),
      },
      { path: '/feedback', ready: 'Which organisation?', title: titleOf('Feedback') },
      { path: `/feedback/techxpo2?${organisation}`, ready: 'TechXpo Porto', title: titleOf('TechXpo 2') },
      {
        path: `/feedback${invitation.search}`,
        ready: 'How was your last order?',
        title: titleOf('Feedback'),
      },
      { path: '/feedback/verify', ready: 'This link is incomplete', title: titleOf('Confirm your e-mail') },
    ]);
    expect(findings).toEqual([]);
  });
}, 300_000);

test('the public feedback pages pass axe in Arabic, right to left', async () => {
  const baseUrl = inject('baseUrl');
  const organisation = `organisation=${demo.organisationId}`;
  // The pages' own Arabic (remote-feedback/src/i18n/lang/ar.ts); an event keeps its name.
  const screens: Screen[] = [
    {
      path: `/feedback?${organisation}&lang=ar`,
      ready: 'كيف تودّ أن تترك ملاحظاتك؟',
      title: titleOf('ملاحظات'),
    },
    { path: '/feedback?lang=ar', ready: 'أي مؤسسة؟', title: titleOf('ملاحظات') },
    {
      path: `/feedback/techxpo2?${organisation}&lang=ar`,
      ready: 'TechXpo Porto',
      title: titleOf('TechXpo 2'),
    },
    {
      path: '/feedback/verify?lang=ar',
      ready: 'هذا الرابط غير مكتمل',
      title: titleOf('تأكيد بريدك الإلكتروني'),
    },
  ];
  await inDesktopPage(browser(), 'accessibility-public-arabic', async (visitor) => {
    const findings: string[] = [];
    for (const screen of screens) {
      await visitor.goto(`${baseUrl}${screen.path}`);
      await auditCurrentScreen(visitor, screen, findings);
      const direction = await visitor.evaluate(() => ({
        main: document.querySelector('main')?.dir,
        lang: document.documentElement.lang,
      }));
      if (direction.main !== 'rtl' || direction.lang !== 'ar') {
        findings.push(`${screen.path}: direction: ${JSON.stringify(direction)}`);
      }
    }
    expect(findings).toEqual([]);
  });
}, 300_000);

test('the keyboard meets the skip link first, it leads to the content, and focus is always drawn', async () => {
  const baseUrl = inject('baseUrl');
  await inDesktopPage(browser(), 'accessibility-keyboard', async (page) => {
    await signInAs(page, baseUrl, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    await page.goto(`${baseUrl}/app/${demo.productId}/recordings`);
    await page.getByRole('main').getByRole('heading', { name: 'Recordings' }).waitFor();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
    // Shown while focused: inside the viewport, not moved off it.
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');

    // The next stop is in the page, not back in the navigation, and it wears a visible ring.
    await page.keyboard.press('Tab');
    // Polled: antd's `transition: all` animates the ring in from the browser's medium (3px) width.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const style = getComputedStyle(element);
          return {
            inMain: Boolean(element.closest('main')),
            outline: `${style.outlineStyle} ${style.outlineWidth}`,
          };
        }),
      )
      .toEqual({ inMain: true, outline: 'solid 2px' });
  });
});

test('the pages use the system font stack and stop antd motion when the system asks for less', async () => {
  const baseUrl = inject('baseUrl');
  await inDesktopPage(browser(), 'accessibility-motion', async (page) => {
    await page.goto(`${baseUrl}/auth/sign-in`);
    const button = page.getByRole('button', { name: 'Sign in', exact: true });
    await button.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^system-ui, -apple-system, "Segoe UI", Roboto/,
    );
    const motion = () => button.evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(await motion()).not.toMatch(/^0s/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(motion).toMatch(/^0s|^1e-05s/);
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.querySelector('.ant-btn') as Element).getPropertyValue(
          '--ant-motion-duration-mid',
        ),
      ),
    ).toBe('0s');
  });
});
