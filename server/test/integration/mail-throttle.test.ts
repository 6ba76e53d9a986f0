import { randomUUID } from 'node:crypto';
import { createThrowawayPostgres, type ThrowawayPostgres } from '@hearback/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedWindowCounter } from '../../src/services/rate-limit/fixed-window';
import { createMailThrottle, MAIL_LIMITS, mailBuckets } from '../../src/services/rate-limit/mail-throttle';
import { type Actor, type Organisation, signUp, signUpAdmin, uniqueEmail } from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { type MailCatcher, startMailCatcher } from '../support/mail';
import { createProduct } from '../support/widget-fixtures';

const HOUR = MAIL_LIMITS.windowMs;
const INVITE = 'mutation ($email: String!) { inviteUser(email: $email, role: Member) { id } }';
const RESEND_INVITATION = 'mutation ($id: ID!) { resendInvitation(id: $id) { id } }';
const SEND_CONFIRMATION = `mutation ($key: String!, $p: ID!, $s: ID!) {
  sendFeedbackEmailVerification(key: $key, productId: $p, submissionId: $s) { email expiresAt }
}`;

/** A clock well in the future, 10 minutes into an hour, so the server's own sweeps leave its rows alone. */
const futureHour = () => (Math.floor(Date.now() / HOUR) + 48) * HOUR;

describe.each(databaseKinds())('e-mail throttles on %s', (kind) => {
  let h: Harness;
  /** On PostgreSQL, a second API server on the same database, as behind a load balancer. */
  let twin: Harness | null = null;
  let postgres: ThrowawayPostgres | null = null;
  let mail: MailCatcher;
  let admin: Actor;
  let organisation: Organisation;

  beforeAll(async () => {
    mail = await startMailCatcher();
    if (kind === 'postgres') postgres = await createThrowawayPostgres();
    h = await startHarness(kind, { smtpUrl: mail.url, databaseUrl: postgres?.url });
    if (postgres) {
      twin = await startHarness(kind, {
        smtpUrl: mail.url,
        databaseUrl: postgres.url,
        server: { jobsWorker: false },
      });
    }
    ({ admin, organisation } = await signUpAdmin(h, 'Throttled Org'));
  });
  afterAll(async () => {
    await twin?.stop();
    await h?.stop();
    await postgres?.drop();
    await mail?.stop();
  });

  /**
   * Spends a bucket's allowance for this hour and the next, so a request made now is refused
   * whichever side of an hour's edge it lands on.
   */
  const spend = (bucket: string, hits: number) => {
    const end = (Math.floor(Date.now() / HOUR) + 1) * HOUR;
    return h.server.database.db.execute(sql`
      insert into rate_limit_hits (bucket, window_start, hits)
      values (${bucket}, ${new Date(end).toISOString()}::timestamptz, ${hits}),
             (${bucket}, ${new Date(end + HOUR).toISOString()}::timestamptz, ${hits})
      on conflict (bucket, window_start) do update set hits = excluded.hits`);
  };

  const mailsTo = (email: string) => mail.messages.filter((m) => m.to.includes(email.toLowerCase())).length;

  it('allows the hour’s allowance exactly, then refuses until the next hour', async () => {
    let at = futureHour() + 10 * 60_000;
    const throttle = createMailThrottle(h.server.database.db, () => at);
    const userId = randomUUID();
    for (let sent = 0; sent < MAIL_LIMITS.verificationPerUser; sent += 1) {
      await throttle.verificationMail(userId);
    }
    await expect(throttle.verificationMail(userId)).rejects.toMatchObject({
      message: 'You asked for 3 verification e-mails within the hour. Wait 50 minutes and try again.',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 3000 },
    });
    // Another user has an allowance of their own.
    await throttle.verificationMail(randomUUID());

    at += 50 * 60_000 - 30_000;
    await expect(throttle.verificationMail(userId)).rejects.toMatchObject({
      message: 'You asked for 3 verification e-mails within the hour. Wait 30 seconds and try again.',
      extensions: { retryAfterSeconds: 30 },
    });
    at += 30_000;
    await throttle.verificationMail(userId);
    await throttle.close();
  });

  it('keeps an hour’s count through the sweeps of the per-minute limiters', async () => {
    const hour = futureHour();
    const throttle = createMailThrottle(h.server.database.db, () => hour + 10 * 60_000);
    const userId = randomUUID();
    for (let sent = 0; sent < MAIL_LIMITS.verificationPerUser; sent += 1) {
      await throttle.verificationMail(userId);
    }
    // A per-minute limiter 20 minutes later sweeps every window that has ended by then.
    const minutes = createFixedWindowCounter(h.server.database.db, 60_000, () => hour + 30 * 60_000);
    await minutes.hit([{ bucket: `sweeper:${randomUUID()}`, limit: 10 }]);
    await minutes.close();
    const later = createMailThrottle(h.server.database.db, () => hour + 40 * 60_000);
    await expect(later.verificationMail(userId)).rejects.toMatchObject({
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 1200 },
    });
    await Promise.all([throttle.close(), later.close()]);
  });

  it('counts invitations per address and per organisation, new and resent alike', async () => {
    const throttle = createMailThrottle(h.server.database.db, () => futureHour());
    const organisationId = randomUUID();
    const email = uniqueEmail('often');
    for (let sent = 0; sent < MAIL_LIMITS.invitationsPerAddress; sent += 1) {
      await throttle.invitationMail(organisationId, email);
    }
    // The services pass the address as stored, in lower case; the count ignores case anyway.
    await expect(throttle.invitationMail(organisationId, email.toUpperCase())).rejects.toMatchObject({
      message: `${email.toUpperCase()} was sent 3 invitations within the hour. Wait 60 minutes and try again.`,
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 3600 },
    });
    // The same address invited by another organisation is counted apart.
    await throttle.invitationMail(randomUUID(), email);
    // The refused attempt counted too: 4 of the organisation's 100 are spent.
    for (let sent = 4; sent < MAIL_LIMITS.invitationsPerOrganisation; sent += 1) {
      await throttle.invitationMail(organisationId, uniqueEmail('many'));
    }
    await expect(throttle.invitationMail(organisationId, uniqueEmail('one-more'))).rejects.toMatchObject({
      message: 'Your organisation sent 100 invitations within the hour. Wait 60 minutes and try again.',
      extensions: { code: 'RATE_LIMITED' },
    });
    await throttle.close();
  });

  it('refuses resendVerification with RATE_LIMITED once the user’s allowance is spent, and sends nothing', async () => {
    const user = await signUp(h, { verified: false });
    expect(ok(await user.ask('mutation { resendVerification }'))).toEqual({ resendVerification: true });
    expect(mailsTo(user.email)).toBe(1);
    await spend(mailBuckets.verification(user.id), MAIL_LIMITS.verificationPerUser);
    const refused = failure(await user.ask('mutation { resendVerification }'));
    expect(refused.message).toMatch(
      /^You asked for 3 verification e-mails within the hour\. Wait \d+ (minutes?|seconds?) and try again\.$/,
    );
    expect(refused.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(mailsTo(user.email)).toBe(1);
    // Someone else can still ask.
    const other = await signUp(h, { verified: false });
    expect(ok(await other.ask('mutation { resendVerification }'))).toEqual({ resendVerification: true });
  });

  it('refuses inviteUser and resendInvitation to an address sent too many invitations, and stores nothing', async () => {
    const email = uniqueEmail('pestered');
    const { inviteUser } = ok(await admin.ask<{ inviteUser: { id: string } }>(INVITE, { email }));
    await spend(mailBuckets.invitationsToAddress(organisation.id, email), MAIL_LIMITS.invitationsPerAddress);
    const resent = failure(await admin.ask(RESEND_INVITATION, { id: inviteUser.id }));
    expect(resent.extensions?.code).toBe('RATE_LIMITED');
    expect(resent.message).toMatch(new RegExp(`^${email.replace(/[.]/g, '\\.')} was sent 3 invitations`));
    expect(failure(await admin.ask(INVITE, { email })).extensions?.code).toBe('RATE_LIMITED');
    expect(mailsTo(email)).toBe(1);
    // The open invitation is the first one still: the refused invite replaced nothing.
    const { invitations } = ok(
      await admin.ask<{ invitations: { id: string; email: string }[] }>('{ invitations { id email } }'),
    );
    expect(invitations.filter((entry) => entry.email === email.toLowerCase())).toEqual([
      { id: inviteUser.id, email: email.toLowerCase() },
    ]);
    // Another address is still fine.
    ok(await admin.ask(INVITE, { email: uniqueEmail('welcome') }));
  });

  it('refuses invitations once the organisation’s hour is spent, but not another organisation’s', async () => {
    await spend(
      mailBuckets.invitationsOfOrganisation(organisation.id),
      MAIL_LIMITS.invitationsPerOrganisation,
    );
    const refused = failure(await admin.ask(INVITE, { email: uniqueEmail('too-late') }));
    expect(refused).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(refused.message).toMatch(/^Your organisation sent 100 invitations within the hour\. Wait \d+ /);
    const other = await signUpAdmin(h, 'Quiet Org');
    ok(await other.admin.ask(INVITE, { email: uniqueEmail('elsewhere') }));
  });

  describe('links confirming a feedback visitor’s address (public, with a widget key)', () => {
    const visitorEmail = () => `visitor-${randomUUID().slice(0, 8)}@visitor.example.org`;

    /** What a public feedback page does: a submission with an address, through the widget API. */
    const submit = async (server: Harness, key: string, productId: string, email: string) => {
      const id = randomUUID();
      const response = await fetch(
        `${server.server.url}/widget/v1/submissions?key=${encodeURIComponent(key)}&product=${productId}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': id },
          body: JSON.stringify({
            id,
            createdAt: new Date().toISOString(),
            messageType: 'ProvideFeedback',
            text: 'Nice stand',
            contact: { email },
          }),
        },
      );
      expect(response.status).toBe(201);
      return id;
    };

    const askConfirmation = (server: Harness, key: string, productId: string, submissionId: string) =>
      graphql<{ sendFeedbackEmailVerification: { email: string; expiresAt: string } }>(
        server.server.url,
        SEND_CONFIRMATION,
        { variables: { key, p: productId, s: submissionId } },
      );

    /** Waits until the mail server has had time to take anything still on its way. */
    const settled = async (email: string, expected: number) => {
      await mail.waitFor((m) => m.to.includes(email), 5_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return expect(mailsTo(email)).toBe(expected);
    };

    it('counts per address across organisations and per organisation, and refuses quietly', async () => {
      const throttle = createMailThrottle(h.server.database.db, () => futureHour());
      const email = visitorEmail();
      const [first, second] = [randomUUID(), randomUUID()];
      const answers: boolean[] = [];
      for (const organisationId of [first, second, first, second, second]) {
        answers.push(await throttle.feedbackConfirmationMail(organisationId, email));
      }
      // One allowance per address, whichever organisation asks; a refusal is an answer, never an error.
      expect(answers).toEqual([true, true, true, false, false]);
      expect(await throttle.feedbackConfirmationMail(first, email.toUpperCase())).toBe(false);
      expect(await throttle.feedbackConfirmationMail(first, visitorEmail())).toBe(true);

      const busy = randomUUID();
      for (let sent = 0; sent < MAIL_LIMITS.feedbackConfirmationsPerOrganisation; sent += 1) {
        expect(await throttle.feedbackConfirmationMail(busy, visitorEmail())).toBe(true);
      }
      expect(await throttle.feedbackConfirmationMail(busy, visitorEmail())).toBe(false);
      expect(await throttle.feedbackConfirmationMail(randomUUID(), visitorEmail())).toBe(true);
      await throttle.close();
    });

    it('sends one address at most its hourly allowance however many feedbacks, keys and servers ask, answering each alike', async () => {
      const other = await signUpAdmin(h, 'Second Stand');
      const sites = [
        { key: organisation.widgetKey, product: await createProduct(admin, 'Stand A') },
        { key: other.organisation.widgetKey, product: await createProduct(other.admin, 'Stand B') },
      ];
      const servers = twin ? [h, twin] : [h];
      const victim = visitorEmail();
      // Six feedbacks naming one address, through two organisations' public keys and every server.
      const asked = [];
      for (let round = 0; round < 6; round += 1) {
        const site = sites[round % sites.length]!;
        const server = servers[round % servers.length]!;
        const submissionId = await submit(server, site.key, site.product, victim);
        asked.push(await askConfirmation(server, site.key, site.product, submissionId));
      }
      // Every answer is the success a sent mail gets: nothing tells the script the limit hit.
      for (const answer of asked) {
        expect(answer.status).toBe(200);
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.sendFeedbackEmailVerification.email).toBe(victim);
        expect(Date.parse(answer.data!.sendFeedbackEmailVerification.expiresAt)).toBeGreaterThan(Date.now());
      }
      await settled(victim, MAIL_LIMITS.feedbackConfirmationsPerAddress);
      // Someone else's address is unaffected.
      const bystander = visitorEmail();
      const site = sites[0]!;
      ok(
        await askConfirmation(h, site.key, site.product, await submit(h, site.key, site.product, bystander)),
      );
      await settled(bystander, 1);
    });

    it('stops an organisation’s confirmation mails quietly once its hour is spent, not another’s', async () => {
      const spent = await signUpAdmin(h, 'Busy Expo');
      const product = await createProduct(spent.admin, 'Busy stand');
      await spend(
        mailBuckets.feedbackConfirmationsOfOrganisation(spent.organisation.id),
        MAIL_LIMITS.feedbackConfirmationsPerOrganisation,
      );
      const email = visitorEmail();
      const key = spent.organisation.widgetKey;
      const answer = ok(await askConfirmation(h, key, product, await submit(h, key, product, email)));
      expect(answer.sendFeedbackEmailVerification.email).toBe(email);
      // The same visitor's next feedback: quiet again.
      const again = await askConfirmation(h, key, product, await submit(h, key, product, email));
      expect(again.errors).toBeUndefined();
      const elsewhere = visitorEmail();
      const site = { key: organisation.widgetKey, product: await createProduct(admin, 'Calm stand') };
      ok(
        await askConfirmation(h, site.key, site.product, await submit(h, site.key, site.product, elsewhere)),
      );
      await settled(elsewhere, 1);
      expect(mailsTo(email)).toBe(0);
    });
  });
});
