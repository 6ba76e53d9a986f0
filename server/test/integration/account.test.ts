import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withScope } from '../../src/db/scope';
import { type Actor, disableUser, signUp, signUpAdmin, signUpMember } from '../support/actors';
import { solveBotCheck } from '../support/bot-check';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { linkIn, type MailCatcher, startMailCatcher } from '../support/mail';

const OPERATOR = 'operator@hearback.test';
const ACCEPT_TERMS = 'mutation ($botCheck: String!) { acceptTerms(botCheck: $botCheck) }';
const TERMS = 'query ($email: String!) { userTermsAccepted(email: $email) }';
const UPDATE_ME = `mutation ($update: UpdateMeInput!) {
  updateMe(update: $update) { firstName lastName photoURL isCampaignNotificationEnabled isReportNotificationEnabled }
}`;
const SET_LANGUAGE = `mutation ($update: UpdateMeInput!) { updateMe(update: $update) { language } }`;
const LANGUAGE_REFUSED = "Choose one of the dashboard's languages: en, de.";
const CONTACT = `mutation ($input: ContactMessageInput!, $botCheck: String!) {
  sendContactMessage(input: $input, botCheck: $botCheck)
}`;

const contactRows = async (h: Harness, userId: string) => {
  const result = (await withScope(h.server.database.db, { userId }, (tx) =>
    tx.execute(
      sql`select subject, emailed_at is not null as emailed from contact_messages where user_id = ${userId}`,
    ),
  )) as unknown as { rows: { subject: string; emailed: boolean }[] };
  return result.rows;
};

describe.each(databaseKinds())('account, terms and contact on %s', (kind) => {
  let h: Harness;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    h = await startHarness(kind, { smtpUrl: mail.url, contactEmail: OPERATOR });
  });
  afterAll(async () => {
    await h?.stop();
    await mail?.stop();
  });

  it('records terms at sign-up behind a solved ALTCHA challenge, spent on first use', async () => {
    const user = await signUp(h, { verified: false });
    expect(ok(await user.ask(TERMS, { email: user.email.toUpperCase() }))).toEqual({
      userTermsAccepted: false,
    });
    const botCheck = await solveBotCheck(h.server.url);
    expect(ok(await user.ask(ACCEPT_TERMS, { botCheck }))).toEqual({ acceptTerms: true });
    expect(ok(await user.ask(TERMS, { email: user.email }))).toEqual({ userTermsAccepted: true });
    // The same solution twice is a replay.
    const other = await signUp(h, { verified: false });
    expect(failure(await other.ask(ACCEPT_TERMS, { botCheck }))).toMatchObject({
      message: 'The bot check failed. Please try again.',
      extensions: { code: 'BAD_USER_INPUT', field: 'botCheck' },
    });
    expect(ok(await other.ask(TERMS, { email: other.email }))).toEqual({ userTermsAccepted: false });
  });

  it.each([
    ['garbage', 'bm90IGpzb24='],
    ['empty', ''],
    ['too long', 'A'.repeat(5000)],
  ])('refuses a %s bot check token and records nothing', async (_label, botCheck) => {
    const user = await signUp(h, { verified: false });
    expect(failure(await user.ask(ACCEPT_TERMS, { botCheck }))).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'botCheck' },
    });
    expect(ok(await user.ask(TERMS, { email: user.email }))).toEqual({ userTermsAccepted: false });
  });

  it("answers terms only for the caller's own e-mail, and only with a token", async () => {
    const user = await signUp(h);
    expect(failure(await user.ask(TERMS, { email: 'someone@else.test' }))).toMatchObject({
      message: 'You can only check the terms of your own e-mail address.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(failure(await user.ask(TERMS, { email: 'not an address' }))).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    expect((await graphql(h.server.url, TERMS, { variables: { email: user.email } })).status).toBe(401);
    expect((await graphql(h.server.url, ACCEPT_TERMS, { variables: { botCheck: 'x' } })).status).toBe(401);
  });

  it('updates the own names, photo and notification preferences', async () => {
    const user = await signUp(h);
    expect(
      ok(
        await user.ask(UPDATE_ME, {
          update: {
            firstName: '  Ann ',
            lastName: 'Lee',
            photoURL: 'https://cdn.example/ann.png',
            isCampaignNotificationEnabled: false,
          },
        }),
      ),
    ).toEqual({
      updateMe: {
        firstName: 'Ann',
        lastName: 'Lee',
        photoURL: 'https://cdn.example/ann.png',
        isCampaignNotificationEnabled: false,
        isReportNotificationEnabled: true,
      },
    });
    const cleared = ok(
      await user.ask<{ updateMe: Record<string, unknown> }>(UPDATE_ME, {
        update: { lastName: null, photoURL: '' },
      }),
    );
    expect(cleared.updateMe).toMatchObject({
      firstName: 'Ann',
      lastName: null,
      photoURL: null,
      isCampaignNotificationEnabled: false,
    });
  });

  it.each([
    [{ firstName: 'x'.repeat(121) }, 'First name must be at most 120 characters.', 'update.firstName'],
    [{ lastName: 'y'.repeat(121) }, 'Last name must be at most 120 characters.', 'update.lastName'],
    [
      { photoURL: 'javascript:alert(1)' },
      'Photo URL must be a valid http or https address.',
      'update.photoURL',
    ],
  ])('rejects %j with BAD_USER_INPUT and changes nothing', async (update, message, field) => {
    const user = await signUp(h);
    ok(await user.ask(UPDATE_ME, { update: { firstName: 'Kept' } }));
    expect(
      failure(await user.ask(UPDATE_ME, { update: { ...update, isReportNotificationEnabled: false } })),
    ).toEqual(expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT', field } }));
    expect(
      ok(await user.ask<{ me: unknown }>('{ me { firstName isReportNotificationEnabled } }')).me,
    ).toEqual({ firstName: 'Kept', isReportNotificationEnabled: true });
  });

  it('demands a token for updateMe', async () => {
    const answer = await graphql(h.server.url, UPDATE_ME, { variables: { update: { firstName: 'Nobody' } } });
    expect(answer.status).toBe(401);
    expect(failure(answer).extensions?.code).toBe('UNAUTHENTICATED');
  });

  describe('dashboard language', () => {
    const languageOf = async (user: Actor) =>
      ok(await user.ask<{ me: { language: string | null } }>('{ me { language } }')).me.language;

    const storedLanguage = async (user: Actor) => {
      const result = (await withScope(h.server.database.db, { userId: user.id }, (tx) =>
        tx.execute(sql`select language from users where id = ${user.id}`),
      )) as unknown as { rows: { language: string | null }[] };
      return result.rows[0]?.language;
    };

    it('follows the browser until chosen, keeps the choice while other fields change, and clears it with null', async () => {
      const user = await signUp(h);
      expect(await languageOf(user)).toBeNull();
      expect(ok(await user.ask(SET_LANGUAGE, { update: { language: 'de' } }))).toEqual({
        updateMe: { language: 'de' },
      });
      expect(await languageOf(user)).toBe('de');
      ok(await user.ask(SET_LANGUAGE, { update: { firstName: 'Jonas' } }));
      expect(await languageOf(user)).toBe('de');
      expect(ok(await user.ask(SET_LANGUAGE, { update: { language: null } }))).toEqual({
        updateMe: { language: null },
      });
      expect(await languageOf(user)).toBeNull();
      expect(await storedLanguage(user)).toBeNull();
    });

    it.each(['fr', 'DE ', 'de-AT', ''])(
      'refuses %j with BAD_USER_INPUT and stores nothing',
      async (language) => {
        const user = await signUp(h);
        ok(await user.ask(SET_LANGUAGE, { update: { language: 'en' } }));
        expect(failure(await user.ask(SET_LANGUAGE, { update: { language, firstName: 'Unsaved' } }))).toEqual(
          expect.objectContaining({
            message: LANGUAGE_REFUSED,
            extensions: { code: 'BAD_USER_INPUT', field: 'update.language' },
          }),
        );
        expect(ok(await user.ask<{ me: unknown }>('{ me { firstName language } }')).me).toEqual({
          firstName: null,
          language: 'en',
        });
      },
    );

    it('lets a Member choose their own', async () => {
      const { organisation } = await signUpAdmin(h, 'Polyglot Org');
      const member = await signUpMember(h, organisation.id);
      expect(ok(await member.ask(SET_LANGUAGE, { update: { language: 'de' } }))).toEqual({
        updateMe: { language: 'de' },
      });
      expect(await languageOf(member)).toBe('de');
    });

    it("only ever changes and shows the caller's own choice", async () => {
      const first = await signUpAdmin(h, 'Deutsch GmbH');
      const member = await signUpMember(h, first.organisation.id);
      const second = await signUpAdmin(h, 'English Ltd');
      ok(await first.admin.ask(SET_LANGUAGE, { update: { language: 'de' } }));
      expect(await languageOf(member)).toBeNull();
      expect(await languageOf(second.admin)).toBeNull();
      ok(await second.admin.ask(SET_LANGUAGE, { update: { language: 'en' } }));
      ok(await member.ask(SET_LANGUAGE, { update: { language: null } }));
      expect(await languageOf(first.admin)).toBe('de');
      expect(await storedLanguage(first.admin)).toBe('de');
      expect(await storedLanguage(second.admin)).toBe('en');
      expect(await storedLanguage(member)).toBeNull();
    });

    it('is held to the dashboard languages by the database too', async () => {
      const user = await signUp(h);
      await expect(
        withScope(h.server.database.db, { userId: user.id }, (tx) =>
          tx.execute(sql`update users set language = 'fr' where id = ${user.id}`),
        ),
      ).rejects.toMatchObject({ cause: { constraint: 'users_language_check' } });
      expect(await storedLanguage(user)).toBeNull();
    });
  });

  it('keeps lastActivity as a throttled "seen recently" signal', async () => {
    const user = await signUp(h);
    const seen = async () =>
      ok(await user.ask<{ me: { lastActivity: string } }>('{ me { lastActivity } }')).me.lastActivity;
    const first = await seen();
    expect(Date.now() - Date.parse(first)).toBeLessThan(60_000);
    expect(await seen()).toBe(first);
    await withScope(h.server.database.db, { userId: user.id }, (tx) =>
      tx.execute(sql`update users set last_activity = now() - interval '2 minutes' where id = ${user.id}`),
    );
    expect(Date.parse(await seen())).toBeGreaterThan(Date.parse(first) - 1);
  });

  it('e-mails a verification link that verifies through /verify', async () => {
    const user = await signUp(h, { verified: false });
    expect(ok(await user.ask('mutation { resendVerification }'))).toEqual({ resendVerification: true });
    const received = await mail.waitFor((m) => m.to.includes(user.email) && m.subject.startsWith('Verify'));
    const link = linkIn(received);
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    const continueUrl = new URL(link.searchParams.get('continueUrl')!);
    expect(`${continueUrl.pathname}${continueUrl.search}`).toBe(`/verify?id=${user.id}`);
    // The dashboard's /_auth/action page applies the code with the Firebase client (applyActionCode).
    const applied = await fetch(
      `${h.emulator.url}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oobCode: link.searchParams.get('oobCode') }),
      },
    );
    expect(applied.ok, await applied.clone().text()).toBe(true);
    const verify = await graphql(h.server.url, 'mutation ($id: ID!) { verifyEmail(id: $id) }', {
      variables: { id: user.id },
    });
    expect(ok(verify)).toEqual({ verifyEmail: true });
    expect(ok(await user.ask<{ me: { verified: boolean } }>('{ me { verified } }')).me.verified).toBe(true);
    expect(failure(await user.ask('mutation { resendVerification }'))).toMatchObject({
      message: 'Your e-mail address is already verified.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await graphql(h.server.url, 'mutation { resendVerification }')).status).toBe(401);
  });

  it('keeps the page the user was on their way to in the verification link', async () => {
    const user = await signUp(h, { verified: false });
    const RESEND = 'mutation ($returnTo: String) { resendVerification(returnTo: $returnTo) }';
    const returnTo = '/app/42/recordings?review=true';
    expect(ok(await user.ask(RESEND, { returnTo }))).toEqual({ resendVerification: true });
    const received = await mail.waitFor((m) => m.to.includes(user.email) && m.subject.startsWith('Verify'));
    const continueUrl = new URL(linkIn(received).searchParams.get('continueUrl')!);
    expect(continueUrl.pathname).toBe('/verify');
    expect(Object.fromEntries(continueUrl.searchParams)).toEqual({ id: user.id, returnTo });
    for (const elsewhere of [
      'https://evil.example/app',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(failure(await user.ask(RESEND, { returnTo: elsewhere }))).toMatchObject({
        message: 'The return path must be a page of this dashboard.',
        extensions: { code: 'BAD_USER_INPUT', field: 'returnTo' },
      });
    }
  });

  it('stores and e-mails a contact message to the operator', async () => {
    const { admin } = await signUpAdmin(h, 'Talkative Org');
    const botCheck = await solveBotCheck(h.server.url);
    expect(
      ok(await admin.ask(CONTACT, { input: { subject: 'Hello', message: 'Line one\nLine two' }, botCheck })),
    ).toEqual({ sendContactMessage: true });
    const received = await mail.waitFor((m) => m.to.includes(OPERATOR));
    expect(received).toMatchObject({ subject: '[Hearback contact] Hello', replyTo: admin.email });
    expect(received.text).toContain(`From: ${admin.email} (Talkative Org)`);
    expect(received.text).toContain('Line one\nLine two');
    expect(await contactRows(h, admin.id)).toEqual([{ subject: 'Hello', emailed: true }]);
  });

  it.each([
    [{ subject: 's'.repeat(201), message: 'm' }, 'Subject must be at most 200 characters.', 'input.subject'],
    [
      { subject: 'Hi', message: 'm'.repeat(5001) },
      'Message must be at most 5000 characters.',
      'input.message',
    ],
    [{ subject: 'Hi', message: '   ' }, 'Message is required.', 'input.message'],
  ])('rejects contact input %# with BAD_USER_INPUT and stores nothing', async (input, message, field) => {
    const user = await signUp(h);
    const botCheck = await solveBotCheck(h.server.url);
    expect(failure(await user.ask(CONTACT, { input, botCheck }))).toEqual(
      expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT', field } }),
    );
    expect(await contactRows(h, user.id)).toEqual([]);
    // The solution was not spent on the refused input.
    expect(ok(await user.ask(CONTACT, { input: { subject: 'Ok', message: 'Ok' }, botCheck }))).toEqual({
      sendContactMessage: true,
    });
  });

  it('lets waiting, disabled and unverified users write to the operator, but not anonymous visitors', async () => {
    const { organisation } = await signUpAdmin(h, 'Strict Org');
    const disabled = await signUpMember(h, organisation.id);
    await disableUser(h, disabled, organisation.id);
    const unverified = await signUp(h, { verified: false });
    for (const user of [disabled, unverified]) {
      const botCheck = await solveBotCheck(h.server.url);
      ok(await user.ask(CONTACT, { input: { subject: 'Stuck', message: 'Help' }, botCheck }));
      expect(await contactRows(h, user.id)).toHaveLength(1);
    }
    const botCheck = await solveBotCheck(h.server.url);
    expect(
      (
        await graphql(h.server.url, CONTACT, {
          variables: { input: { subject: 'a', message: 'b' }, botCheck },
        })
      ).status,
    ).toBe(401);
  });
});
