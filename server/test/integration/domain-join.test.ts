import { randomBytes } from 'node:crypto';
import { createGoogleTestUser, markEmailVerified } from '@hearback/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinRequests, organisations } from '../../src/db/schema';
import { setScope, withScope } from '../../src/db/scope';
import {
  type Actor,
  disableUser,
  type Organisation,
  signUp,
  signUpAdmin,
  signUpMember,
} from '../support/actors';
import { askToJoin, markDomainProven, REQUEST_DOMAIN_JOIN } from '../support/domain-join';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { linkIn, type MailCatcher, startMailCatcher } from '../support/mail';

const REVIEW_USERS = '{ organisationReviewUsers { id email role } }';
const REVIEW = 'mutation ($users: [ReviewUserInput!]!) { reviewUsers(users: $users) }';
const ME = '{ me { id enabled verified role organization { id } } }';
const OFFERS = '{ domainJoinOffers { organizationId organizationName domain } }';
const WITHDRAW = 'mutation { withdrawJoinRequest { id enabled role organization { id } } }';
const CREATE_ORGANISATION = `mutation ($organization: CreateOrganizationInput!) {
  createOneOrganization(organization: $organization) { id }
}`;
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

interface Offer {
  organizationId: string;
  organizationName: string;
  domain: string;
}

/** A domain of its own per organisation, so runs and tests never match each other's users. */
const uniqueDomain = () => `acme-${randomBytes(4).toString('hex')}.test`;

const NOBODY_WAITING = {
  enabled: true,
  role: null,
  organization: null,
};

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

  const offersOf = async (actor: Actor) =>
    ok(await actor.ask<{ domainJoinOffers: Offer[] }>(OFFERS)).domainJoinOffers;
  const reviewListOf = async (admin: Actor) =>
    ok(await admin.ask<{ organisationReviewUsers: unknown[] }>(REVIEW_USERS)).organisationReviewUsers;
  const me = async (actor: Actor) => ok(await actor.ask<{ me: Record<string, unknown> }>(ME)).me;

  /**
   * An organisation whose website is www.<domain>, with its Admin at the domain. `proven`: it
   * proved the domain the way an Admin does, through the e-mailed link.
   */
  const organisationWithDomain = async ({ proven = true } = {}) => {
    const domain = uniqueDomain();
    const { admin, organisation } = await signUpAdmin(h, `Org ${domain}`, {
      website: `https://www.${domain}/about`,
      email: `boss@${domain}`,
    });
    if (proven) {
      ok(await admin.ask('mutation { sendOrganisationDomainEmail }'));
      const received = await mail.waitFor((m) => m.to.includes(admin.email) && m.subject.includes(domain));
      const token = linkIn(received).searchParams.get('domainConfirmation');
      ok(
        await admin.ask(
          'mutation ($token: String!) { confirmOrganisationDomainEmail(token: $token) { status } }',
          {
            token,
          },
        ),
      );
    }
    return { domain, admin, organisation };
  };

  /** A new verified user at the domain who, offered the organisation, asks to join it. */
  const join = async (domain: string, organisation: Organisation) => {
    const actor = await signUp(h, { email: `new-${randomBytes(3).toString('hex')}@${domain}` });
    await askToJoin(actor, organisation.id);
    return actor;
  };

  describe('an organisation founded with somebody else’s domain (domain squatting)', () => {
    it('moves, shows and holds back none of that company’s sign-ups', async () => {
      const victimDomain = uniqueDomain();
      const squatter = await signUpAdmin(h, 'Not Really Acme', {
        website: `https://www.${victimDomain}`,
        email: `squatter-${randomBytes(3).toString('hex')}@elsewhere.test`,
      });
      const employee = await signUp(h, { email: `jane-${randomBytes(3).toString('hex')}@${victimDomain}` });

      // Not moved: the employee is usable on their own, offered nothing.
      expect(await me(employee)).toMatchObject({ id: employee.id, verified: true, ...NOBODY_WAITING });
      expect(await offersOf(employee)).toEqual([]);
      expect(
        failure(await employee.ask(REQUEST_DOMAIN_JOIN, { id: squatter.organisation.id })),
      ).toMatchObject({
        message: 'This organisation does not take requests to join from your e-mail domain.',
        extensions: { code: 'NOT_FOUND' },
      });
      // Not shown: nothing reaches the squatter, in the review list, the bell or the mailbox.
      expect(await reviewListOf(squatter.admin)).toEqual([]);
      expect(ok(await squatter.admin.ask<Bell>(BELL)).countNotifications).toBe(0);
      expect(mail.messages.filter((m) => m.to.includes(squatter.admin.email))).toEqual([]);
      // The squatter cannot prove the domain with an address elsewhere.
      expect(failure(await squatter.admin.ask('mutation { sendOrganisationDomainEmail }'))).toMatchObject({
        extensions: { code: 'FORBIDDEN' },
      });

      // Free to found the company's own organisation, with the same website.
      const { createOneOrganization } = ok(
        await employee.ask<{ createOneOrganization: { id: string } }>(CREATE_ORGANISATION, {
          organization: { name: 'Acme for real', website: `https://${victimDomain}` },
        }),
      );
      expect(await me(employee)).toMatchObject({
        enabled: true,
        role: 'Admin',
        organization: { id: createOneOrganization.id },
      });
    });

    it('keeps even the database from writing a request to an organisation that proved nothing', async () => {
      const { domain, organisation } = await organisationWithDomain({ proven: false });
      const employee = await signUp(h, { email: `row-${randomBytes(3).toString('hex')}@${domain}` });
      // Row-level security, whatever the service layer does: the lookup sees no unproven
      // organisation and a request to one cannot be inserted.
      await withScope(h.server.database.db, { userId: employee.id, lookupDomain: domain }, async (tx) => {
        const visible = await tx
          .select({ id: organisations.id })
          .from(organisations)
          .where(sql`${organisations.websiteDomain} = ${domain}`);
        expect(visible).toEqual([]);
      });
      await expect(
        withScope(h.server.database.db, { organisationId: organisation.id }, async (tx) => {
          await setScope(tx, { organisationId: organisation.id, userId: employee.id });
          await tx
            .insert(joinRequests)
            .values({ organisationId: organisation.id, userId: employee.id, email: employee.email });
        }),
      ).rejects.toThrow();
    });
  });

  it('offers a proven organisation, and moves the user only when they ask to join it', async () => {
    const { domain, admin, organisation } = await organisationWithDomain();
    const newcomer = await signUp(h, { email: `newcomer-${randomBytes(3).toString('hex')}@${domain}` });
    // Verified, and still nobody's: nothing is shown to the organisation until they ask.
    expect(await me(newcomer)).toMatchObject({ verified: true, ...NOBODY_WAITING });
    expect(await reviewListOf(admin)).toEqual([]);
    expect(await offersOf(newcomer)).toEqual([
      { organizationId: organisation.id, organizationName: `Org ${domain}`, domain },
    ]);

    const { requestDomainJoin } = ok(
      await newcomer.ask<{ requestDomainJoin: unknown }>(REQUEST_DOMAIN_JOIN, { id: organisation.id }),
    );
    // In the organisation, but shown none of it (widget credentials) until reviewed.
    expect(requestDomainJoin).toEqual({ id: newcomer.id, enabled: false, role: null, organization: null });
    expect(await me(newcomer)).toEqual({
      id: newcomer.id,
      enabled: false,
      verified: true,
      role: null,
      organization: null,
    });
    expect(failure(await newcomer.ask('{ countProducts }'))).toMatchObject({
      message: "Your access to this organisation is waiting for an Admin's review.",
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await offersOf(newcomer)).toEqual([]);
    expect(failure(await newcomer.ask(REQUEST_DOMAIN_JOIN, { id: organisation.id }))).toMatchObject({
      message: 'You already asked to join an organisation.',
      extensions: { code: 'CONFLICT' },
    });

    expect(await reviewListOf(admin)).toEqual([{ id: newcomer.id, email: newcomer.email, role: null }]);
    const bell = ok(await admin.ask<Bell>(BELL));
    expect(bell.unreadNotificationCount).toBe(1);
    expect(bell.notifications).toEqual([
      {
        id: expect.any(String),
        kind: 'ReviewUsers',
        state: 'Unread',
        message: `${newcomer.email} asked to join Org ${domain}.`,
        link: '/app/all?review=true',
      },
    ]);
    const received = await mail.waitFor(
      (m) => m.to.includes(admin.email) && m.subject.includes(newcomer.email),
    );
    const link = linkIn(received);
    expect(link.pathname).toBe('/pending-user');
    const { userByInviteId } = ok(
      await admin.ask<{ userByInviteId: unknown }>(
        'query ($id: ID!) { userByInviteId(inviteId: $id) { id email enabled } }',
        { id: link.searchParams.get('inviteId') },
      ),
    );
    expect(userByInviteId).toEqual({ id: newcomer.id, email: newcomer.email, enabled: false });
  });

  it('never shows a user who declines the offer, who founds their own organisation instead', async () => {
    const { domain, admin, organisation } = await organisationWithDomain();
    const decliner = await signUp(h, { email: `decliner-${randomBytes(3).toString('hex')}@${domain}` });
    expect(await offersOf(decliner)).toHaveLength(1);
    const { createOneOrganization } = ok(
      await decliner.ask<{ createOneOrganization: { id: string } }>(CREATE_ORGANISATION, {
        organization: { name: 'My own team', website: `https://${domain}/team` },
      }),
    );
    expect(createOneOrganization.id).not.toBe(organisation.id);
    expect(await me(decliner)).toMatchObject({
      role: 'Admin',
      organization: { id: createOneOrganization.id },
    });
    expect(await reviewListOf(admin)).toEqual([]);
    expect(ok(await admin.ask<Bell>(BELL)).countNotifications).toBe(0);
    expect(mail.messages.filter((m) => m.subject.includes(decliner.email))).toEqual([]);
    // Belonging somewhere, they are offered nothing more and cannot be moved.
    expect(await offersOf(decliner)).toEqual([]);
    expect(failure(await decliner.ask(REQUEST_DOMAIN_JOIN, { id: organisation.id }))).toMatchObject({
      message: 'You already belong to an organisation.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('lets a waiting user take the request back, a few times an hour', async () => {
    const { domain, admin, organisation } = await organisationWithDomain();
    const hesitant = await join(domain, organisation);
    expect(ok(await admin.ask<Bell>(BELL)).unreadNotificationCount).toBe(1);
    const { withdrawJoinRequest } = ok(await hesitant.ask<{ withdrawJoinRequest: unknown }>(WITHDRAW));
    expect(withdrawJoinRequest).toEqual({ id: hesitant.id, ...NOBODY_WAITING });
    expect(await reviewListOf(admin)).toEqual([]);
    // The bell no longer announces a request that was taken back.
    const bell = ok(await admin.ask<Bell>(BELL));
    expect(bell.notifications.filter((n) => n.message.includes(hesitant.email))).toEqual([]);
    expect(bell.countNotifications).toBe(0);
    expect(bell.unreadNotificationCount).toBe(0);
    expect(failure(await hesitant.ask(WITHDRAW))).toMatchObject({
      message: 'You have no request to join waiting for review.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(
      failure(await admin.ask('mutation ($id: ID!) { activateNewUser(inviteId: $id) }', { id: hesitant.id })),
    ).toMatchObject({ message: 'This request to join was not found.', extensions: { code: 'NOT_FOUND' } });

    // Each request e-mails the Admins: asking again is limited.
    await askToJoin(hesitant, organisation.id);
    ok(await hesitant.ask(WITHDRAW));
    await askToJoin(hesitant, organisation.id);
    ok(await hesitant.ask(WITHDRAW));
    expect(failure(await hesitant.ask(REQUEST_DOMAIN_JOIN, { id: organisation.id }))).toMatchObject({
      message: expect.stringMatching(
        /^You asked to join this organisation 3 times within the hour\. Wait \d+ minutes? and try again\.$/,
      ),
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    });
    expect(await me(hesitant)).toMatchObject(NOBODY_WAITING);
  });

  it('offers every organisation that proved the domain, oldest first', async () => {
    const { domain, organisation } = await organisationWithDomain();
    const { organisation: second } = await signUpAdmin(h, 'Acme Labs', {
      website: `https://${domain}/labs`,
    });
    const { organisation: unproven } = await signUpAdmin(h, 'Acme Fake', { website: `https://${domain}` });
    await markDomainProven(h, second.id);
    const newcomer = await signUp(h, { email: `pick-${randomBytes(3).toString('hex')}@${domain}` });
    expect((await offersOf(newcomer)).map((offer) => offer.organizationId)).toEqual([
      organisation.id,
      second.id,
    ]);
    expect(failure(await newcomer.ask(REQUEST_DOMAIN_JOIN, { id: unproven.id })).extensions?.code).toBe(
      'NOT_FOUND',
    );
    await askToJoin(newcomer, second.id);
    expect(await me(newcomer)).toMatchObject({ enabled: false, role: null });
  });

  it('admits reviewed users with their role and refuses the others, in one call', async () => {
    const { domain, admin, organisation } = await organisationWithDomain();
    const asMember = await join(domain, organisation);
    const asAdmin = await join(domain, organisation);
    const refused = await join(domain, organisation);
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
    expect(await me(refused)).toMatchObject(NOBODY_WAITING);
    // Deciding also clears the deciding Admin's bell.
    expect(ok(await admin.ask<Bell>(BELL)).unreadNotificationCount).toBe(0);
    expect(await reviewListOf(admin)).toEqual([]);
  });

  it('applies no decision when one of them is not waiting (one transaction)', async () => {
    const { domain, admin, organisation } = await organisationWithDomain();
    const waiting = await join(domain, organisation);
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
    expect((await me(waiting)).enabled).toBe(false);
    expect(await reviewListOf(admin)).toHaveLength(1);
  });

  it('activates and declines from the /pending-user page', async () => {
    const { domain, admin, organisation } = await organisationWithDomain();
    const kept = await join(domain, organisation);
    const declined = await join(domain, organisation);
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

  it('offers the organisation once the e-mail gets verified through verifyEmail, and no sooner', async () => {
    const { domain, admin, organisation } = await organisationWithDomain();
    const later = await signUp(h, { email: `later@${domain}`, verified: false });
    expect((await me(later)).organization).toBeNull();
    expect(await offersOf(later)).toEqual([]);
    expect(failure(await later.ask(REQUEST_DOMAIN_JOIN, { id: organisation.id }))).toMatchObject({
      message: 'Verify your e-mail address to continue.',
      extensions: { code: 'FORBIDDEN' },
    });
    const verify = 'mutation ($id: ID!) { verifyEmail(id: $id) }';
    expect(ok(await graphql(h.server.url, verify, { variables: { id: later.id } }))).toEqual({
      verifyEmail: false,
    });
    await markEmailVerified(h.emulator, later.uid);
    expect(ok(await graphql(h.server.url, verify, { variables: { id: later.id } }))).toEqual({
      verifyEmail: true,
    });
    // The old token (email_verified: false) does not undo what Firebase confirmed.
    expect(await me(later)).toMatchObject({ verified: true, ...NOBODY_WAITING });
    expect(await reviewListOf(admin)).toEqual([]);
    expect(await offersOf(later)).toHaveLength(1);
    await askToJoin(later, organisation.id);
    expect(await reviewListOf(admin)).toEqual([{ id: later.id, email: later.email, role: null }]);
    expect(failure(await graphql(h.server.url, verify, { variables: { id: 'nope' } }))).toMatchObject({
      message: 'This verification link is not valid.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('never matches free-mail providers or other domains', async () => {
    const gmailOrg = await signUpAdmin(h, 'Gmail Squatter', { website: 'https://gmail.com' });
    const gmailUser = await signUp(h, { email: `someone-${randomBytes(3).toString('hex')}@gmail.com` });
    expect(await offersOf(gmailUser)).toEqual([]);
    expect(
      failure(await gmailUser.ask(REQUEST_DOMAIN_JOIN, { id: gmailOrg.organisation.id })).extensions?.code,
    ).toBe('NOT_FOUND');
    // Without a website domain there is nothing to prove.
    expect(ok(await gmailOrg.admin.ask('{ organisationDomain { domain } }'))).toEqual({
      organisationDomain: null,
    });
    const { domain, organisation } = await organisationWithDomain();
    const sub = await signUp(h, { email: `x-${randomBytes(3).toString('hex')}@eu.${domain}` });
    expect(await offersOf(sub)).toEqual([]);
    expect(failure(await sub.ask(REQUEST_DOMAIN_JOIN, { id: organisation.id })).extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(await reviewListOf(gmailOrg.admin)).toEqual([]);
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
    await join(domain, organisation);
    await join(domain, organisation);
    await join(domain, organisation);
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
    // Google accounts are verified from the first request; this one asks to join first.
    const google = await createGoogleTestUser(h.emulator, { email, emailVerified: true });
    const ask = <T>(query: string, variables?: Record<string, unknown>) =>
      graphql<T>(h.server.url, query, { token: google.idToken, variables });
    expect(ok(await ask<{ me: { enabled: boolean } }>(ME)).me.enabled).toBe(true);
    ok(await ask(REQUEST_DOMAIN_JOIN, { id: organisation.id }));
    expect(ok(await ask<{ me: { enabled: boolean } }>(ME)).me.enabled).toBe(false);
    expect(await reviewListOf(admin)).toHaveLength(1);
    const { acceptInvitation } = ok(
      await ask<{ acceptInvitation: unknown }>(
        'mutation ($id: ID!) { acceptInvitation(id: $id) { role enabled organization { id } } }',
        { id: inviteUser.id },
      ),
    );
    expect(acceptInvitation).toEqual({ role: 'Admin', enabled: true, organization: { id: organisation.id } });
    expect(await reviewListOf(admin)).toEqual([]);
  });

  it('keeps notifications from disabled, waiting and anonymous callers, and unknown ids', async () => {
    const { domain, organisation, admin } = await organisationWithDomain();
    const waiting = await join(domain, organisation);
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
      waiting = await join(setting.domain, setting.organisation);
    });

    it("hides the review from another organisation's Admin", async () => {
      const other = await signUpAdmin(h, 'Nosy Org');
      expect(await reviewListOf(other.admin)).toEqual([]);
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
      expect((await me(waiting)).enabled).toBe(false);
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
      // Members and Admins of an organisation are offered nothing and cannot be moved.
      expect(await offersOf(member)).toEqual([]);
      expect(failure(await member.ask(REQUEST_DOMAIN_JOIN, { id: setting.organisation.id }))).toMatchObject({
        extensions: { code: 'CONFLICT' },
      });
      expect(failure(await member.ask(WITHDRAW)).extensions?.code).toBe('NOT_FOUND');
      const poll = await graphql(h.server.url, REVIEW_USERS);
      expect(poll.status).toBe(401);
      expect((await graphql(h.server.url, OFFERS)).status).toBe(401);
      expect((await me(waiting)).enabled).toBe(false);
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
      expect((await me(waiting)).enabled).toBe(false);
    });
  });
});
