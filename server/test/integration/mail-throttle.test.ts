import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedWindowCounter } from '../../src/services/rate-limit/fixed-window';
import { createMailThrottle, MAIL_LIMITS, mailBuckets } from '../../src/services/rate-limit/mail-throttle';
import { type Actor, type Organisation, signUp, signUpAdmin, uniqueEmail } from '../support/actors';
import { failure, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { type MailCatcher, startMailCatcher } from '../support/mail';

const HOUR = MAIL_LIMITS.windowMs;
const INVITE = 'mutation ($email: String!) { inviteUser(email: $email, role: Member) { id } }';
const RESEND_INVITATION = 'mutation ($id: ID!) { resendInvitation(id: $id) { id } }';

/** A clock well in the future, 10 minutes into an hour, so the server's own sweeps leave its rows alone. */
const futureHour = () => (Math.floor(Date.now() / HOUR) + 48) * HOUR;

describe.each(databaseKinds())('e-mail throttles on %s', (kind) => {
  let h: Harness;
  let mail: MailCatcher;
  let admin: Actor;
  let organisation: Organisation;

  beforeAll(async () => {
    mail = await startMailCatcher();
    h = await startHarness(kind, { smtpUrl: mail.url });
    ({ admin, organisation } = await signUpAdmin(h, 'Throttled Org'));
  });
  afterAll(async () => {
    await h?.stop();
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
});
