import { expect, inject, test } from 'vitest';
import { seriousAccessibilityViolations } from '../support/axe';
import { inDesktopPage, useChromium } from '../support/browser';
import { latestEmailActionLink } from '../support/emulator';
import { graphqlAsPage } from '../support/graphql';
import { linkIn, waitForMail } from '../support/mail';
import { signInAsDemoAdmin, signInAsDemoMember } from '../support/sign-in';
import { submitSignUpForm } from '../support/sign-up';

const browser = useChromium();
const emulator = () => ({ url: inject('emulatorUrl'), projectId: inject('projectId') });

/** The demo organisation's website is https://demo.hearback.test, proved (server/src/db/seed.ts). */
const DEMO_DOMAIN = 'demo.hearback.test';

test('an invited person signs up through the invitation and joins the organisation as a Member', async () => {
  const baseUrl = inject('baseUrl');
  const email = `invitee-${Date.now()}@example.org`;
  const password = 'invited-pass-2026';

  await inDesktopPage(browser(), 'invitation-sent', async (page) => {
    const productId = await signInAsDemoAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/app/${productId}/settings/roles`);
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('button', { name: `Cancel the invitation to ${email}` }).waitFor();
  });

  const mail = await waitForMail(inject('mailOutboxDir'), email, /invited to join Demo Organisation/);
  const invitationLink = linkIn(mail, '/auth/sign-up');
  expect(invitationLink.searchParams.get('inviteId')).toBeTruthy();

  await inDesktopPage(browser(), 'invitation-accepted', async (page) => {
    await page.goto(invitationLink.toString().replace(invitationLink.origin, baseUrl));
    await expect.poll(() => page.getByLabel('E-mail').inputValue()).toBe(email);
    await page.getByLabel('First name').fill('Ivy');
    await page.getByLabel('Last name').fill('Invited');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByLabel('I accept the terms of service').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    // The invitation proves the address; a new Member waits for an Admin to attach a product.
    await page.waitForURL('**/waiting/product-attachment');
  });

  await inDesktopPage(browser(), 'invitation-member-listed', async (page) => {
    const productId = await signInAsDemoAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/app/${productId}/settings/roles`);
    await page.getByRole('cell', { name: email, exact: true }).waitFor();
    // The invitation's role: the Roles page lists the new user as a Member.
    await expect(page.getByRole('row').filter({ hasText: email }).first().textContent()).resolves.toContain(
      'Member',
    );
    await expect(
      page.getByRole('button', { name: `Cancel the invitation to ${email}` }).count(),
    ).resolves.toBe(0);
  });
});

test('a person of the organisation’s domain asks to join and an Admin accepts them from the review panel', async () => {
  const baseUrl = inject('baseUrl');
  const email = `colleague-${Date.now()}@${DEMO_DOMAIN}`;
  const password = 'colleague-pass-2026';

  await inDesktopPage(browser(), 'domain-join', async (joiner) => {
    await joiner.goto(`${baseUrl}/auth/sign-up`);
    await submitSignUpForm(joiner, { firstName: 'Carl', lastName: 'Colleague', email, password });
    await joiner.goto(await latestEmailActionLink(emulator(), baseUrl, email, 'VERIFY_EMAIL'));
    await joiner.getByRole('button', { name: 'Continue' }).click();
    // Verified, and the demo organisation proved the domain: the joiner is offered to ask to join
    // it, and nothing reaches its Admins until they do.
    await joiner.waitForURL('**/app/organisation');
    await joiner.getByRole('heading', { name: 'Join your organisation?' }).waitFor();
    await expect(seriousAccessibilityViolations(joiner, '#domain-join-offer')).resolves.toEqual([]);
    await joiner.getByRole('button', { name: 'Ask to join Demo Organisation' }).click();
    await joiner.waitForURL('**/waiting/confirmation');

    await inDesktopPage(browser(), 'domain-join-review', async (admin) => {
      await signInAsDemoAdmin(admin, baseUrl);
      // The Admins see the proof their domain rests on.
      await admin.goto(`${baseUrl}/app/organisation`);
      const domain = admin.getByRole('region', { name: 'Domain' });
      await domain.getByText('Verified', { exact: true }).waitFor();
      await expect(domain.textContent()).resolves.toContain(DEMO_DOMAIN);
      await expect(seriousAccessibilityViolations(admin, '#organisation-domain')).resolves.toEqual([]);
      await admin.goto(`${baseUrl}/app`);
      // The join request raised a notification for every Admin.
      await admin.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor();
      await admin.getByRole('button', { name: 'Review users' }).click();
      await admin.waitForURL(/review=true/);
      await admin.getByLabel(`Role for ${email}`).click();
      await admin.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Member"]').click();
      await admin.getByRole('button', { name: 'Save review' }).click();
      await admin.getByText('Users successfully reviewed').waitFor();
      await expect.poll(() => admin.getByLabel(`Role for ${email}`).count()).toBe(0);
    });

    // Accepted as a Member without product: the joiner moves on to wait for a product.
    await joiner.reload();
    await joiner.waitForURL('**/waiting/product-attachment');
  });
});

test('a Member is offered no Admin action, and the server refuses one sent anyway', async () => {
  const baseUrl = inject('baseUrl');
  await inDesktopPage(browser(), 'member-refused', async (page) => {
    const productId = await signInAsDemoMember(page, baseUrl);
    await page.goto(`${baseUrl}/app/${productId}/settings/roles`);
    await page.getByRole('heading', { name: 'Roles' }).first().waitFor();
    await page.getByRole('cell', { name: 'admin@demo.hearback.test', exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Invite user' }).count()).resolves.toBe(0);
    await expect(page.getByLabel('Role of admin@demo.hearback.test').count()).resolves.toBe(0);

    await page.goto(`${baseUrl}/app/products`);
    await page.getByRole('table').waitFor();
    await expect(page.getByRole('button', { name: /New product/ }).count()).resolves.toBe(0);

    // The same request the Roles page would send, with the Member's own session.
    const answer = await graphqlAsPage(
      page,
      'mutation { inviteUser(email: "intruder@example.org", role: Admin) { id } }',
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(answer.errors?.[0]?.message).toMatch(/Admin/);
  });
});
