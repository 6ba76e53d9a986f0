import { randomBytes } from 'node:crypto';
import { createGoogleTestUser, markEmailVerified } from '@hearback/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  disableUser,
  type Organisation,
  signUp,
  signUpAdmin,
  signUpMember,
} from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { linkIn, type MailCatcher, startMailCatcher } from '../support/mail';

const REVIEW_USERS = '{ organisationReviewUsers { id email role } }';
const REVIEW = 'mutation ($users: [ReviewUserInput!]!) { reviewUsers(users: $users) }';
const ME = '{ me { id enabled verified role organization { id } } }';
const BELL = `{
  unreadNotificationCount
  countNotifications
  notifications(paging: { limit: 10 }) { id kind state message link }
}`;

interface Bell {
  unreadNotificationCount: number;
  countNotifications: number;
  notifications: { id: string; kind: string; state: string; message: string; link: string }[];
}

/** A domain of its own per organisation, so runs and tests never match each other's users. */
const uniqueDomain = () => `acme-${randomBytes(4).toString('hex')}.test`;

describe.each(databaseKinds())('domain join and review on %s', (kind) => {
  let h: Harness;
  let mail: MailCatcher;

  beforeAll(async () => {
    mail = await startMailCatcher();
    h = await startHarness(kind, { smtpUrl: mail.url });
  });
  afterAll(async () => {
    await h?.stop();
    await mail?.stop();
  });

  /** An organisation whose website is www.<domain>, its Admin, and a second enabled Admin. */
  const organisationWithDomain = async () => {
    const domain = uniqueDomain();
    const { admin, organisation } = await signUpAdmin(h, `Org ${domain}`, {
      website: `https://www.${domain}/about`,
      email: `boss@${domain}`,
    });
    return { domain, admin, organisation };
  };

  const join = (domain: string, local = `new-${randomBytes(3).toString('hex')}`) =>
    signUp(h, { email: `${local}@${domain}` });

  it('puts a new verified user of the website domain in review, notifies and e-mails the Admins', async () => {
    const { domain, admin } = await organisationWithDomain();
    const waiting = await join(domain);
    // In the organisation, but shown none of it (widget credentials) until reviewed.
    expect(ok(await waiting.ask<{ me: unknown }>(ME)).me).toEqual({
      id: waiting.id,
      enabled: false,
      verified: true,
      role: null,
      organization: null,
    });
    expect(failure(await waiting.ask('{ countProducts }'))).toMatchObject({
      message: "Your access to this organisation is waiting for an Admin's review.",
      extensions: { code: 'FORBIDDEN' },
    });

    const { organisationReviewUsers } = ok(
      await admin.ask<{ organisationReviewUsers: unknown[] }>(REVIEW_USERS),
    );
    expect(organisationReviewUsers).toEqual([{ id: waiting.id, email: waiting.email, role: null }]);

    const bell = ok(await admin.ask<Bell>(BELL));
    expect(bell.unreadNotificationCount).toBe(1);
    expect(bell.notifications).toEqual([
      {
        id: expect.any(String),
        kind: 'ReviewUsers',
        state: 'Unread',
        message: `${waiting.email} asked to join ${`Org ${domain}`}.`,
        link: '/app/all?review=true',
      },
    ]);

    const received = await mail.waitFor(
      (m) => m.to.includes(admin.email) && m.subject.includes(waiting.email),
    );
    const link = linkIn(received);
    expect(link.pathname).toBe('/pending-user');
    const { userByInviteId } = ok(
      await admin.ask<{ userByInviteId: unknown }>(
        'query ($id: ID!) { userByInviteId(inviteId: $id) { id email enabled } }',
        {
          id: link.searchParams.get('inviteId'),
        },
      ),
    );
    expect(userByInviteId).toEqual({ id: waiting.id, email: waiting.email, enabled: false });
  });

  it('admits reviewed users with their role and refuses the others, in one call', async () => {
    const { domain, admin, organisation } = await organisationWithDomain();
    const asMember = await join(domain);
    const asAdmin = await join(domain);
    const refused = await join(domain);
    expect(
      ok(
        await admin.ask(REVIEW, {
          users: [
            { id: asMember.id, email: asMember.email, role: 'Member' },
            { id: asAdmin.id, email: asAdmin.email, role: 'Admin' },
            { id: refused.id, email: refused.email, role: null },
          ],
        }),
      ),
    ).toEqual({ reviewUsers: true });
    const me = async (actor: Actor) => ok(await actor.ask<{ me: Record<string, unknown> }>(ME)).me;
    expect(await me(asMember)).toMatchObject({
      enabled: true,
      role: 'Member',
      organization: { id: organisation.id },
    });
    expect(await me(asAdmin)).toMatchObject({
      enabled: true,
      role: 'Admin',
      organization: { id: organisation.id },
    });
    // Refused: free to found an organisation of their own.
    expect(await me(refused)).toMatchObject({ enabled: true, role: null, organization: null });
    // Deciding also clears the deciding Admin's bell.
    expect(ok(await admin.ask<Bell>(BELL)).unreadNotificationCount).toBe(0);
    expect(
      ok(await admin.ask<{ organisationReviewUsers: unknown[] }>(REVIEW_USERS)).organisationReviewUsers,
    ).toEqual([]);
  });

  it('applies no decision when one of them is not waiting (one transaction)', async () => {
    const { domain, admin } = await organisationWithDomain();
    const waiting = await join(domain);
    const stranger = await signUp(h);
    expect(
      failure(
        await admin.ask(REVIEW, {
          users: [
            { id: waiting.id, email: waiting.email, role: 'Member' },
            { id: stranger.id, email: stranger.email, role: 'Member' },
          ],
        }),
      ),
    ).toMatchObject({
      message: `${stranger.email} is not waiting for review.`,
      extensions: { code: 'NOT_FOUND' },
    });
    expect(ok(await waiting.ask<{ me: { enabled: boolean } }>(ME)).me.enabled).toBe(false);
    expect(
      ok(await admin.ask<{ organisationReviewUsers: unknown[] }>(REVIEW_USERS)).organisationReviewUsers,
    ).toHaveLength(1);
  });

  it('activates and declines from the /pending-user page', async () => {
    const { domain, admin } = await organisationWithDomain();
    const kept = await join(domain);
    const declined = await join(domain);
    ok(await admin.ask('mutation ($id: ID!) { activateNewUser(inviteId: $id) }', { id: kept.id }));
    ok(await admin.ask('mutation ($id: ID!) { declineNewUser(inviteId: $id) }', { id: declined.id }));
    expect(ok(await kept.ask<{ me: unknown }>('{ me { enabled role } }')).me).toEqual({
      enabled: true,
      role: 'Member',
    });
    expect(ok(await declined.ask<{ me: unknown }>('{ me { enabled organization { id } } }')).me).toEqual({
      enabled: true,
      organization: null,
    });
    expect(
      failure(await admin.ask('mutation ($id: ID!) { activateNewUser(inviteId: $id) }', { id: kept.id })),
    ).toMatchObject({
      message: 'This request to join was already reviewed.',
      extensions: { code: 'CONFLICT' },
    });
    expect(
      failure(
        await admin.ask('mutation ($id: ID!) { declineNewUser(inviteId: $id) }', {
          id: '00000000-0000-4000-8000-000000000000',
        }),
      ),
    ).toMatchObject({ message: 'This request to join was not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('joins by domain when the e-mail gets verified through verifyEmail', async () => {
    const { domain, admin } = await organisationWithDomain();
    const later = await signUp(h, { email: `later@${domain}`, verified: false });
    expect(ok(await later.ask<{ me: { organization: null } }>(ME)).me.organization).toBeNull();
    const verify = 'mutation ($id: ID!) { verifyEmail(id: $id) }';
    expect(ok(await graphql(h.server.url, verify, { variables: { id: later.id } }))).toEqual({
      verifyEmail: false,
    });
    await markEmailVerified(h.emulator, later.uid);
    expect(ok(await graphql(h.server.url, verify, { variables: { id: later.id } }))).toEqual({
      verifyEmail: true,
    });
    // The old token (email_verified: false) does not undo what Firebase confirmed.
    expect(ok(await later.ask<{ me: unknown }>(ME)).me).toMatchObject({ verified: true, enabled: false });
    expect(
      ok(await admin.ask<{ organisationReviewUsers: unknown[] }>(REVIEW_USERS)).organisationReviewUsers,
    ).toEqual([{ id: later.id, email: later.email, role: null }]);
    expect(failure(await graphql(h.server.url, verify, { variables: { id: 'nope' } }))).toMatchObject({
      message: 'This verification link is not valid.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('never matches free-mail providers or other domains', async () => {
    const gmailOrg = await signUpAdmin(h, 'Gmail Squatter', { website: 'https://gmail.com' });
    const gmailUser = await signUp(h, { email: `someone-${randomBytes(3).toString('hex')}@gmail.com` });
    expect(ok(await gmailUser.ask<{ me: { organization: null } }>(ME)).me.organization).toBeNull();
    const { domain } = await organisationWithDomain();
    const sub = await signUp(h, { email: `x-${randomBytes(3).toString('hex')}@eu.${domain}` });
    expect(ok(await sub.ask<{ me: { organization: null } }>(ME)).me.organization).toBeNull();
    expect(
      ok(await gmailOrg.admin.ask<{ organisationReviewUsers: unknown[] }>(REVIEW_USERS))
        .organisationReviewUsers,
    ).toEqual([]);
  });

  it('marks notifications read one by one and all at once, for their recipient only', async () => {
    const { domain, admin, organisation } = await organisationWithDomain();
    const secondAdmin = await signUpMember(h, organisation.id);
    ok(
      await admin.ask(
        'mutation ($id: ID!, $role: UserRole!) { updateUserRole(id: $id, role: $role) { id } }',
        {
          id: secondAdmin.id,
          role: 'Admin',
        },
      ),
    );
    await join(domain);
    await join(domain);
    await join(domain);
    let bell = ok(await admin.ask<Bell>(BELL));
    expect(bell.unreadNotificationCount).toBe(3);
    const [first] = bell.notifications;
    const { markNotificationRead } = ok(
      await admin.ask<{ markNotificationRead: { id: string; state: string } }>(
        'mutation ($id: ID!) { markNotificationRead(id: $id) { id state } }',
        { id: first!.id },
      ),
    );
    expect(markNotificationRead).toEqual({ id: first!.id, state: 'Read' });
    // Another user's notification is unknown to the caller.
    expect(
      failure(
        await secondAdmin.ask('mutation ($id: ID!) { markNotificationRead(id: $id) { id } }', {
          id: first!.id,
        }),
      ),
    ).toMatchObject({ message: 'Notification not found.', extensions: { code: 'NOT_FOUND' } });
    expect(ok(await secondAdmin.ask<Bell>(BELL)).unreadNotificationCount).toBe(3);

    const page = ok(
      await admin.ask<{ notifications: unknown[] }>(
        '{ notifications(paging: { limit: 2, offset: 2 }, filter: { kind: ReviewUsers }) { id } }',
      ),
    );
    expect(page.notifications).toHaveLength(1);
    expect(
      ok(await admin.ask<{ markAllNotificationsRead: number }>('mutation { markAllNotificationsRead }')),
    ).toEqual({
      markAllNotificationsRead: 2,
    });
    bell = ok(await admin.ask<Bell>(BELL));
    expect(bell.unreadNotificationCount).toBe(0);
    expect(bell.countNotifications).toBe(3);
    expect(
      ok(
        await admin.ask<{ countNotifications: number }>('{ countNotifications(filter: { state: Unread }) }'),
      ),
    ).toEqual({ countNotifications: 0 });
  });

  it('lets a waiting Google user accept an invitation instead, withdrawing the request', async () => {
    const { domain, admin, organisation } = await organisationWithDomain();
    const email = `invited-${randomBytes(3).toString('hex')}@${domain}`;
    const { inviteUser } = ok(
      await admin.ask<{ inviteUser: { id: string } }>(
        'mutation ($email: String!) { inviteUser(email: $email, role: Admin) { id } }',
        { email },
      ),
    );
    // Google accounts are verified from the first request, so the domain join happens first.
    const google = await createGoogleTestUser(h.emulator, { email, emailVerified: true });
    const ask = <T>(query: string, variables?: Record<string, unknown>) =>
      graphql<T>(h.server.url, query, { token: google.idToken, variables });
    expect(ok(await ask<{ me: { enabled: boolean } }>(ME)).me.enabled).toBe(false);
    expect(
      ok(await admin.ask<{ organisationReviewUsers: unknown[] }>(REVIEW_USERS)).organisationReviewUsers,
    ).toHaveLength(1);
    const { acceptInvitation } = ok(
      await ask<{ acceptInvitation: unknown }>(
        'mutation ($id: ID!) { acceptInvitation(id: $id) { role enabled organization { id } } }',
        { id: inviteUser.id },
      ),
    );
    expect(acceptInvitation).toEqual({ role: 'Admin', enabled: true, organization: { id: organisation.id } });
    expect(
      ok(await admin.ask<{ organisationReviewUsers: unknown[] }>(REVIEW_USERS)).organisationReviewUsers,
    ).toEqual([]);
  });

  it('keeps notifications from disabled, waiting and anonymous callers, and unknown ids', async () => {
    const { domain, organisation, admin } = await organisationWithDomain();
    const waiting = await join(domain);
    const disabled = await signUpMember(h, organisation.id);
    await disableUser(h, disabled, organisation.id);
    for (const actor of [disabled, waiting]) {
      expect(failure(await actor.ask('{ unreadNotificationCount }')).extensions?.code).toBe('FORBIDDEN');
      expect(failure(await actor.ask('mutation { markAllNotificationsRead }')).extensions?.code).toBe(
        'FORBIDDEN',
      );
    }
    expect((await graphql(h.server.url, 'mutation { markAllNotificationsRead }')).status).toBe(401);
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect(
        failure(await admin.ask('mutation ($id: ID!) { markNotificationRead(id: $id) { id } }', { id })),
      ).toMatchObject({ message: 'Notification not found.', extensions: { code: 'NOT_FOUND' } });
    }
    expect(ok(await admin.ask<Bell>(BELL)).unreadNotificationCount).toBe(1);
  });

  describe('authorization', () => {
    let setting: { domain: string; admin: Actor; organisation: Organisation };
    let waiting: Actor;
    beforeAll(async () => {
      setting = await organisationWithDomain();
      waiting = await join(setting.domain);
    });

    it("hides the review from another organisation's Admin", async () => {
      const other = await signUpAdmin(h, 'Nosy Org');
      expect(
        ok(await other.admin.ask<{ organisationReviewUsers: unknown[] }>(REVIEW_USERS))
          .organisationReviewUsers,
      ).toEqual([]);
      expect(
        failure(
          await other.admin.ask(REVIEW, { users: [{ id: waiting.id, email: waiting.email, role: 'Admin' }] }),
        ),
      ).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
      for (const operation of ['activateNewUser', 'declineNewUser']) {
        expect(
          failure(
            await other.admin.ask(`mutation ($id: ID!) { ${operation}(inviteId: $id) }`, { id: waiting.id }),
          ),
        ).toMatchObject({
          message: 'This request to join was not found.',
          extensions: { code: 'NOT_FOUND' },
        });
      }
      expect(
        failure(
          await other.admin.ask('query ($id: ID!) { userByInviteId(inviteId: $id) { id } }', {
            id: waiting.id,
          }),
        ),
      ).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
      expect(ok(await waiting.ask<{ me: { enabled: boolean } }>(ME)).me.enabled).toBe(false);
    });

    it('gives a Member, a disabled Admin, the waiting user and an unverified user FORBIDDEN', async () => {
      const member = await signUpMember(h, setting.organisation.id);
      const disabled = await signUpMember(h, setting.organisation.id);
      await disableUser(h, disabled, setting.organisation.id);
      const unverified = await signUp(h, { verified: false });
      const decision = { users: [{ id: waiting.id, email: waiting.email, role: 'Admin' }] };
      for (const actor of [member, disabled, waiting, unverified]) {
        expect(failure(await actor.ask(REVIEW_USERS)).extensions?.code).toBe('FORBIDDEN');
        expect(failure(await actor.ask(REVIEW, decision)).extensions?.code).toBe('FORBIDDEN');
        expect(
          failure(
            await actor.ask('mutation ($id: ID!) { activateNewUser(inviteId: $id) }', { id: waiting.id }),
          ).extensions?.code,
        ).toBe('FORBIDDEN');
      }
      expect(failure(await member.ask(REVIEW_USERS)).message).toBe('Only an Admin can review users.');
      const poll = await graphql(h.server.url, REVIEW_USERS);
      expect(poll.status).toBe(401);
      expect(ok(await waiting.ask<{ me: { enabled: boolean } }>(ME)).me.enabled).toBe(false);
    });

    it('rejects bad review input with BAD_USER_INPUT', async () => {
      expect(failure(await setting.admin.ask(REVIEW, { users: [] }))).toMatchObject({
        message: 'Choose at least one user to review.',
        extensions: { code: 'BAD_USER_INPUT', field: 'users' },
      });
      const many = Array.from({ length: 101 }, () => ({ id: waiting.id, email: waiting.email, role: null }));
      expect(failure(await setting.admin.ask(REVIEW, { users: many })).message).toBe(
        'Review at most 100 users at once.',
      );
      expect(
        failure(await setting.admin.ask(REVIEW, { users: [{ id: 'x', email: 'x', role: null }] })),
      ).toMatchObject({
        message: 'This user is not waiting for review.',
        extensions: { code: 'BAD_USER_INPUT', field: 'users.0.id' },
      });
      expect(ok(await waiting.ask<{ me: { enabled: boolean } }>(ME)).me.enabled).toBe(false);
    });
  });
});
