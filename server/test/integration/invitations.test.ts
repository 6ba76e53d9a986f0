import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withScope } from '../../src/db/scope';
import {
  type Actor,
  disableUser,
  joinOrganisation,
  type Organisation,
  refreshToken,
  signUp,
  signUpAdmin,
  signUpMember,
  uniqueEmail,
} from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { linkIn, type MailCatcher, startMailCatcher } from '../support/mail';

const INVITE = `mutation ($email: String!, $role: UserRole!) {
  inviteUser(email: $email, role: $role) { id email role expired expiresAt createdAt }
}`;
const VERIFY = 'query ($id: ID!) { verifyInvitation(id: $id) { email } }';
const ACCEPT =
  'mutation ($id: ID!) { acceptInvitation(id: $id) { id role enabled verified organization { id } } }';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

interface InvitationShape {
  id: string;
  email: string;
  role: string;
  expired: boolean;
  expiresAt: string;
}

const countRows = async (h: Harness, organisationId: string, table: 'invitations' | 'users') => {
  const result = (await withScope(h.server.database.db, { organisationId }, (tx) =>
    tx.execute(
      sql`select count(*)::int as count from ${sql.identifier(table)} where organisation_id = ${organisationId}`,
    ),
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]!.count;
};

describe.each(databaseKinds())('invitations on %s', (kind) => {
  let h: Harness;
  let mail: MailCatcher;
  let admin: Actor;
  let organisation: Organisation;

  beforeAll(async () => {
    mail = await startMailCatcher();
    h = await startHarness(kind, { smtpUrl: mail.url });
    ({ admin, organisation } = await signUpAdmin(h, 'Inviting Org'));
  });
  afterAll(async () => {
    await h?.stop();
    await mail?.stop();
  });

  const invite = async (email: string, role = 'Member') =>
    ok(await admin.ask<{ inviteUser: InvitationShape }>(INVITE, { email, role })).inviteUser;

  it('e-mails the invitee a sign-up link, which verifyInvitation reads publicly', async () => {
    const email = uniqueEmail('Invitee');
    const invitation = await invite(email, 'Admin');
    expect(invitation).toMatchObject({ email: email.toLowerCase(), role: 'Admin', expired: false });
    const received = await mail.waitFor((m) => m.to.includes(email.toLowerCase()));
    expect(received.subject).toBe('You are invited to join Inviting Org on Hearback');
    expect(received.text).toContain('as an Admin');
    const link = linkIn(received);
    expect(link.pathname).toBe('/auth/sign-up');
    expect(link.searchParams.get('inviteId')).toBe(invitation.id);

    const answer = await graphql<{ verifyInvitation: { email: string } }>(h.server.url, VERIFY, {
      variables: { id: invitation.id },
    });
    expect(ok(answer).verifyInvitation).toEqual({ email: email.toLowerCase() });
    const { invitations } = ok(await admin.ask<{ invitations: { id: string }[] }>('{ invitations { id } }'));
    expect(invitations.map((i) => i.id)).toContain(invitation.id);
  });

  it('lets the invitee sign up and join with the role, verified without a second e-mail', async () => {
    const email = uniqueEmail('joiner');
    const invitation = await invite(email, 'Admin');
    const invitee = await signUp(h, { email, verified: false });
    const { acceptInvitation } = ok(
      await invitee.ask<{ acceptInvitation: Record<string, unknown> }>(ACCEPT, { id: invitation.id }),
    );
    expect(acceptInvitation).toEqual({
      id: invitee.id,
      role: 'Admin',
      enabled: true,
      verified: true,
      organization: { id: organisation.id },
    });
    // Firebase now says verified too, so a fresh token keeps the user usable.
    const refreshed = await refreshToken(h, invitee);
    expect(ok(await refreshed.ask<{ me: { verified: boolean } }>('{ me { verified } }')).me.verified).toBe(
      true,
    );
    const { users } = ok(
      await admin.ask<{ users: { email: string; role: string; invitationAccepted: boolean }[] }>(
        '{ users(paging: { limit: 100 }) { email role invitationAccepted } }',
      ),
    );
    expect(users).toContainEqual({ email, role: 'Admin', invitationAccepted: true });
    // Used once: the link no longer validates.
    expect(failure(await graphql(h.server.url, VERIFY, { variables: { id: invitation.id } }))).toMatchObject({
      message: 'Failed to validate the invitation',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses an invitation sent to another address, and changes nothing', async () => {
    const invitation = await invite(uniqueEmail('intended'));
    const stranger = await signUp(h);
    expect(failure(await stranger.ask(ACCEPT, { id: invitation.id }))).toMatchObject({
      message: 'This invitation was sent to another e-mail address. Sign in with that address.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(
      ok(await stranger.ask<{ me: { organization: null } }>('{ me { organization { id } } }')).me,
    ).toEqual({
      organization: null,
    });
  });

  it.each([
    ['an unknown id', () => UNKNOWN],
    ['a malformed id', () => 'not-an-id'],
  ])('answers %s with the spec message', async (_label, id) => {
    const answer = await graphql(h.server.url, VERIFY, { variables: { id: id() } });
    expect(failure(answer)).toMatchObject({
      message: 'Failed to validate the invitation',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('expires an invitation after its lifetime; resending renews it', async () => {
    const email = uniqueEmail('late');
    const invitation = await invite(email);
    await withScope(h.server.database.db, { organisationId: organisation.id }, (tx) =>
      tx.execute(
        sql`update invitations set expires_at = now() - interval '1 minute' where id = ${invitation.id}`,
      ),
    );
    expect(failure(await graphql(h.server.url, VERIFY, { variables: { id: invitation.id } })).message).toBe(
      'Failed to validate the invitation',
    );
    const late = await signUp(h, { email, verified: false });
    expect(failure(await late.ask(ACCEPT, { id: invitation.id }))).toMatchObject({
      message: 'Failed to validate the invitation',
      extensions: { code: 'NOT_FOUND' },
    });
    const before = mail.messages.length;
    const { resendInvitation } = ok(
      await admin.ask<{ resendInvitation: InvitationShape }>(
        'mutation ($id: ID!) { resendInvitation(id: $id) { id expired } }',
        { id: invitation.id },
      ),
    );
    expect(resendInvitation).toEqual({ id: invitation.id, expired: false });
    await mail.waitFor((m) => mail.messages.indexOf(m) >= before && m.to.includes(email));
    expect(ok(await late.ask<{ acceptInvitation: { role: string } }>(ACCEPT, { id: invitation.id }))).toEqual(
      {
        acceptInvitation: expect.objectContaining({ role: 'Member' }),
      },
    );
  });

  it('cancels an invitation, and a new one to the same address replaces the open one', async () => {
    const email = uniqueEmail('twice');
    const first = await invite(email);
    const second = await invite(email, 'Admin');
    expect(failure(await graphql(h.server.url, VERIFY, { variables: { id: first.id } })).message).toBe(
      'Failed to validate the invitation',
    );
    ok(await admin.ask('mutation ($id: ID!) { cancelInvitation(id: $id) }', { id: second.id }));
    expect(failure(await graphql(h.server.url, VERIFY, { variables: { id: second.id } })).message).toBe(
      'Failed to validate the invitation',
    );
    expect(
      failure(await admin.ask('mutation ($id: ID!) { cancelInvitation(id: $id) }', { id: second.id })),
    ).toMatchObject({
      message: 'Invitation not found.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses to invite a current user with CONFLICT', async () => {
    const member = await signUpMember(h, organisation.id);
    expect(failure(await admin.ask(INVITE, { email: member.email, role: 'Member' }))).toMatchObject({
      message: `${member.email} is already a user of your organisation.`,
      extensions: { code: 'CONFLICT' },
    });
  });

  it.each([
    [
      { email: 'not-an-address', role: 'Member' },
      'E-mail must be a valid e-mail address, such as ann@example.com.',
      'email',
    ],
    [
      { email: `${'a'.repeat(250)}@x.test`, role: 'Member' },
      'E-mail must be at most 254 characters.',
      'email',
    ],
  ])('rejects %j with BAD_USER_INPUT and stores nothing', async (variables, message, field) => {
    const before = await countRows(h, organisation.id, 'invitations');
    expect(failure(await admin.ask(INVITE, variables))).toEqual(
      expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT', field } }),
    );
    expect(await countRows(h, organisation.id, 'invitations')).toBe(before);
  });

  describe('authorization', () => {
    let other: { admin: Actor; organisation: Organisation };
    let invitationId: string;
    beforeAll(async () => {
      other = await signUpAdmin(h, 'Other Org');
      invitationId = (await invite(uniqueEmail('guarded'))).id;
    });

    it("answers NOT_FOUND to another organisation's Admin for cancel and resend", async () => {
      for (const operation of ['cancelInvitation', 'resendInvitation']) {
        const selection = operation === 'resendInvitation' ? '{ id }' : '';
        expect(
          failure(
            await other.admin.ask(`mutation ($id: ID!) { ${operation}(id: $id) ${selection} }`, {
              id: invitationId,
            }),
          ),
        ).toMatchObject({ message: 'Invitation not found.', extensions: { code: 'NOT_FOUND' } });
      }
      const { invitations } = ok(await other.admin.ask<{ invitations: unknown[] }>('{ invitations { id } }'));
      expect(invitations).toEqual([]);
    });

    it('gives a Member, a disabled Admin and an unverified user FORBIDDEN, and stores nothing', async () => {
      const member = await signUpMember(h, organisation.id);
      const disabled = await signUpMember(h, organisation.id);
      await disableUser(h, disabled, organisation.id);
      const unverified = await signUp(h, { verified: false });
      const before = await countRows(h, organisation.id, 'invitations');
      const variables = { email: uniqueEmail('nope'), role: 'Member' };
      expect(failure(await member.ask(INVITE, variables))).toMatchObject({
        message: 'Only an Admin can invite users.',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(failure(await disabled.ask(INVITE, variables))).toMatchObject({
        message: 'Your account is disabled. Ask an Admin of your organisation to enable it.',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(failure(await unverified.ask(INVITE, variables)).extensions?.code).toBe('FORBIDDEN');
      for (const actor of [member, disabled]) {
        expect(failure(await actor.ask('{ invitations { id } }')).extensions?.code).toBe('FORBIDDEN');
        expect(
          failure(await actor.ask('mutation ($id: ID!) { cancelInvitation(id: $id) }', { id: invitationId }))
            .extensions?.code,
        ).toBe('FORBIDDEN');
      }
      expect(await countRows(h, organisation.id, 'invitations')).toBe(before);
      expect((await graphql(h.server.url, INVITE, { variables })).status).toBe(401);
    });

    it('refuses acceptance by a disabled user, and without a token', async () => {
      const email = uniqueEmail('disabled-invitee');
      const invitation = await invite(email);
      const invitee = await signUp(h, { email });
      const elsewhere = await signUpAdmin(h, 'Elsewhere Org');
      await joinOrganisation(h, invitee, elsewhere.organisation.id, 'Member');
      await disableUser(h, invitee, elsewhere.organisation.id);
      expect(failure(await invitee.ask(ACCEPT, { id: invitation.id }))).toMatchObject({
        message: 'Your account is disabled. Ask an Admin of your organisation to enable it.',
        extensions: { code: 'FORBIDDEN' },
      });
      expect((await graphql(h.server.url, ACCEPT, { variables: { id: invitation.id } })).status).toBe(401);
      expect(
        ok(
          await graphql<{ verifyInvitation: { email: string } }>(h.server.url, VERIFY, {
            variables: { id: invitation.id },
          }),
        ).verifyInvitation.email,
      ).toBe(email);
    });

    it('refuses acceptance by a user who already belongs to an organisation', async () => {
      const email = uniqueEmail('taken');
      const invitation = await invite(email);
      const taken = await signUp(h, { email });
      ok(await taken.ask('mutation { createOneOrganization(organization: { name: "Own Org" }) { id } }'));
      expect(failure(await taken.ask(ACCEPT, { id: invitation.id }))).toMatchObject({
        message: 'You already belong to an organisation.',
        extensions: { code: 'CONFLICT' },
      });
      expect(
        ok(
          await graphql<{ verifyInvitation: { email: string } }>(h.server.url, VERIFY, {
            variables: { id: invitation.id },
          }),
        ).verifyInvitation.email,
      ).toBe(email);
    });
  });
});
