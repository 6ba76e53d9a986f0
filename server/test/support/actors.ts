import { randomBytes } from 'node:crypto';
import { createTestUser, signInTestUser, type TestUser } from '@hearback/testkit';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { graphql, ok } from './graphql';
import type { Harness } from './harness';

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${randomBytes(5).toString('hex')}@test.hearback.test`;

export interface Actor extends TestUser {
  /** The user's id in the API (from `me`). */
  id: string;
  ask<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): ReturnType<typeof graphql<T>>;
}

/** What signing up needs of a server: its URL (an in-process harness or a server process) and the emulator. */
export type SignUpTarget = { server: { url: string }; emulator: Harness['emulator'] };

/** A new emulator account, verified unless asked otherwise, already seen once by the API. */
export async function signUp(
  h: SignUpTarget,
  options: { prefix?: string; verified?: boolean; email?: string } = {},
): Promise<Actor> {
  const account = await createTestUser(h.emulator, {
    email: options.email ?? uniqueEmail(options.prefix ?? 'user'),
    password: 'password-1234',
    verified: options.verified ?? true,
  });
  const ask = <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) =>
    graphql<T>(h.server.url, query, { token: account.idToken, variables });
  const { me } = ok(await ask<{ me: { id: string } }>('{ me { id } }'));
  return { ...account, id: me.id, ask };
}

export interface Organisation {
  id: string;
  name: string;
  widgetKey: string;
  widgetToken: string;
}

/** A verified user who founded an organisation, hence its Admin. */
export async function signUpAdmin(
  h: SignUpTarget,
  name = 'Acme Ltd',
  options: { website?: string; email?: string } = {},
): Promise<{ admin: Actor; organisation: Organisation }> {
  const admin = await signUp(h, { prefix: 'admin', email: options.email });
  const { createOneOrganization } = ok(
    await admin.ask<{ createOneOrganization: Organisation }>(
      `mutation ($organization: CreateOrganizationInput!) {
        createOneOrganization(organization: $organization) { id name widgetKey widgetToken }
      }`,
      { organization: { name, website: options.website } },
    ),
  );
  return { admin, organisation: createOneOrganization };
}

/**
 * Puts a user into an organisation with a role. Joining is not an API operation yet
 * (invitations come later), so the test writes it the way the invitation flow will: as the app
 * role, inside that organisation's tenant.
 */
export async function joinOrganisation(
  h: Harness,
  user: Actor,
  organisationId: string,
  role: 'Admin' | 'Member' | null = 'Member',
): Promise<void> {
  await withScope(h.server.database.db, { organisationId, userId: user.id }, (tx) =>
    tx.update(users).set({ organisationId, role, invitationAccepted: true }).where(eq(users.id, user.id)),
  );
  // Written behind the API's back, which the server would otherwise see within a few seconds.
  h.server.forgetSignedInCallers();
}

/** A new verified user who is a Member of the organisation. */
export async function signUpMember(h: Harness, organisationId: string): Promise<Actor> {
  const member = await signUp(h, { prefix: 'member' });
  await joinOrganisation(h, member, organisationId, 'Member');
  return member;
}

/** Disables a user the way an Admin's setUserEnabled would, without needing an Admin. */
export async function disableUser(h: Harness, user: Actor, organisationId: string): Promise<void> {
  await withScope(h.server.database.db, { organisationId }, (tx) =>
    tx.update(users).set({ enabled: false }).where(eq(users.id, user.id)),
  );
  h.server.forgetSignedInCallers();
}

/** A fresh ID token for an actor (after the emulator changed the account). */
export async function refreshToken(h: Harness, actor: Actor): Promise<Actor> {
  const fresh = await signInTestUser(h.emulator, actor.email, actor.password);
  const ask = <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) =>
    graphql<T>(h.server.url, query, { token: fresh.idToken, variables });
  return { ...actor, idToken: fresh.idToken, ask };
}
