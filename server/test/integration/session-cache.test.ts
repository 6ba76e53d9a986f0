import { createThrowawayPostgres, type ThrowawayPostgres } from '@hearback/testkit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { firebaseAuth } from '../../src/auth/firebase-admin';
import { type Actor, refreshToken, signUp, signUpAdmin, signUpMember } from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';

/** Shorter than the default 30 s, so the test can wait for it. */
const REVOCATION_CHECK_MS = 4_000;
/** Shorter than the default 5 s, for the server that does not see the other's changes. */
const CALLER_MS = 1_000;

const ME = '{ me { id email role enabled organization { id } } }';
const ROLE = 'mutation ($id: ID!, $role: UserRole!) { updateUserRole(id: $id, role: $role) { id role } }';
const ENABLE =
  'mutation ($id: ID!, $enabled: Boolean!) { setUserEnabled(id: $id, enabled: $enabled) { id } }';
const REMOVE = 'mutation ($id: ID!) { removeUser(id: $id) }';
const ADMIN_READ = '{ auditEvents { id } }';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the Auth Emulator issues (an unsigned ID token), expiring when asked. */
function unsignedToken(account: Actor, expiresAt: number): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const projectId = inject('projectId');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    iat: now,
    exp: expiresAt,
    sub: account.uid,
    user_id: account.uid,
    email: account.email,
    email_verified: true,
    firebase: { identities: { email: [account.email] }, sign_in_provider: 'password' },
  })}.`;
}

const refusedAsSignedOut = (answer: Awaited<ReturnType<typeof graphql>>) => {
  expect(answer.status).toBe(401);
  expect(failure(answer)).toMatchObject({
    message: 'Your session has expired or is not valid. Sign in again.',
    extensions: { code: 'UNAUTHENTICATED' },
  });
};

describe.each(databaseKinds())('signed-in sessions kept between requests on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, { server: { sessionCache: { revocationCheckMs: REVOCATION_CHECK_MS } } });
  });
  afterAll(() => h?.stop());

  it('refuses a kept token once its revocation check is due, after Firebase disabled the account or revoked the session', async () => {
    const [disabled, revoked] = await Promise.all([signUp(h), signUp(h)]);
    // Both tokens were verified, revocation included, by now.
    const checked = Date.now();
    // Revocation compares whole seconds with the token's auth_time.
    await sleep(1_100);
    const firebase = firebaseAuth(h.emulator.projectId);
    await firebase.updateUser(disabled.uid, { disabled: true });
    await firebase.revokeRefreshTokens(revoked.uid);
    // The documented trade-off: until the check is due, this server answers from what it kept.
    for (const actor of [disabled, revoked]) {
      expect(ok(await actor.ask<{ me: { id: string } }>(ME)).me.id).toBe(actor.id);
    }
    await sleep(checked + REVOCATION_CHECK_MS + 50 - Date.now());
    for (const actor of [disabled, revoked]) refusedAsSignedOut(await actor.ask(ME));
    // Refused for good, not once: nothing of the refused token was kept.
    for (const actor of [disabled, revoked]) refusedAsSignedOut(await actor.ask(ME));
    // Signing in again is a new session, which Firebase allows the revoked account.
    const again = await refreshToken(h, revoked);
    expect(ok(await again.ask<{ me: { id: string } }>(ME)).me.id).toBe(revoked.id);
  });

  it('keeps a verified token no longer than the token itself is valid', async () => {
    const account = await signUp(h);
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const token = unsignedToken(account, expiresAt);
    const asked = () => graphql<{ me: { id: string } }>(h.server.url, ME, { token });
    expect(ok(await asked()).me.id).toBe(account.id);
    await sleep(expiresAt * 1000 + 50 - Date.now());
    refusedAsSignedOut(await asked());
  });

  it('answers every token as its own user, however requests of several people interleave', async () => {
    const ada = await signUp(h);
    const grace = await signUp(h);
    // Another token of Ada's (as from a second sign-in): another entry, the same person.
    const otherToken = unsignedToken(ada, Math.floor(Date.now() / 1000) + 600);
    expect(otherToken).not.toBe(ada.idToken);
    const adaAgain: Actor = {
      ...ada,
      idToken: otherToken,
      ask: (query, variables) => graphql(h.server.url, query, { token: otherToken, variables }),
    };
    const { admin, organisation } = await signUpAdmin(h, 'Interleaved Ltd');
    const actors = [ada, grace, adaAgain, admin];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const actor = actors[i % actors.length]!;
        return actor.ask<{ me: { id: string; email: string; organization: { id: string } | null } }>(ME);
      }),
    );
    answers.forEach((answer, i) => {
      const actor = actors[i % actors.length]!;
      expect(ok(answer).me).toMatchObject({ id: actor.id, email: actor.email.toLowerCase() });
      expect(ok(answer).me.organization).toEqual(actor === admin ? { id: organisation.id } : null);
    });
    // Tokens that do not verify are refused every time, whatever was kept for others.
    for (const token of ['not-a-token', ada.idToken.split('.').slice(0, 2).join('.')]) {
      for (let turn = 0; turn < 2; turn += 1) {
        const answer = await graphql(h.server.url, ME, { token });
        expect(answer.status).toBe(401);
      }
    }
  });

  it("takes a member's access away at once on this server when an Admin disables, demotes or removes them", async () => {
    const { admin, organisation } = await signUpAdmin(h, 'Immediate Ltd');
    const member = await signUpMember(h, organisation.id);
    const countProducts = () => member.ask<{ countProducts: number }>('{ countProducts }');

    // Each change comes right after a read, so what the server kept is what the change must undo.
    expect(ok(await countProducts()).countProducts).toBe(0);
    ok(await admin.ask(ENABLE, { id: member.id, enabled: false }));
    expect(failure(await countProducts())).toMatchObject({
      message: 'Your account is disabled. Ask an Admin of your organisation to enable it.',
      extensions: { code: 'FORBIDDEN' },
    });
    ok(await admin.ask(ENABLE, { id: member.id, enabled: true }));
    expect(ok(await countProducts()).countProducts).toBe(0);

    ok(await admin.ask(ROLE, { id: member.id, role: 'Admin' }));
    expect(ok(await member.ask<{ auditEvents: unknown[] }>(ADMIN_READ)).auditEvents).toEqual(
      expect.any(Array),
    );
    ok(await admin.ask(ROLE, { id: member.id, role: 'Member' }));
    expect(failure(await member.ask(ADMIN_READ)).extensions?.code).toBe('FORBIDDEN');

    expect(ok(await countProducts()).countProducts).toBe(0);
    expect(ok(await admin.ask(REMOVE, { id: member.id }))).toEqual({ removeUser: true });
    expect(failure(await countProducts())).toMatchObject({
      message: 'You do not belong to an organisation yet.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(ok(await member.ask<{ me: unknown }>(ME)).me).toMatchObject({ role: null, organization: null });
  });
});

describe.skipIf(!inject('postgresAvailable'))('signed-in callers on two servers of one PostgreSQL', () => {
  let database: ThrowawayPostgres;
  let first: Harness;
  let second: Harness;
  beforeAll(async () => {
    database = (await createThrowawayPostgres())!;
    first = await startHarness('postgres', { databaseUrl: database.url });
    second = await startHarness('postgres', {
      databaseUrl: database.url,
      server: { sessionCache: { callerMs: CALLER_MS } },
    });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await database?.drop();
  });

  it('authorises writes on the current rows at once, and reads within the documented bound', async () => {
    const { admin, organisation } = await signUpAdmin(first, 'Two Servers Ltd');
    const member = await signUpMember(first, organisation.id);
    const onSecond = await refreshToken(second, member);
    ok(await admin.ask(ROLE, { id: member.id, role: 'Admin' }));

    // Kept by the second server as an Admin, then demoted through the first.
    expect(ok(await onSecond.ask<{ auditEvents: unknown[] }>(ADMIN_READ)).auditEvents).toEqual(
      expect.any(Array),
    );
    ok(await admin.ask(ROLE, { id: member.id, role: 'Member' }));
    await sleep(CALLER_MS + 50);
    expect(failure(await onSecond.ask(ADMIN_READ)).extensions?.code).toBe('FORBIDDEN');

    // Kept as an Admin again; the write right after the demotion is judged on the new row.
    ok(await admin.ask(ROLE, { id: member.id, role: 'Admin' }));
    await sleep(CALLER_MS + 50);
    expect(ok(await onSecond.ask<{ auditEvents: unknown[] }>(ADMIN_READ)).auditEvents).toEqual(
      expect.any(Array),
    );
    ok(await admin.ask(ROLE, { id: member.id, role: 'Member' }));
    expect(failure(await onSecond.ask(ROLE, { id: admin.id, role: 'Member' }))).toMatchObject({
      message: 'Only an Admin can change roles.',
      extensions: { code: 'FORBIDDEN' },
    });
    const { users } = ok(await admin.ask<{ users: { id: string; role: string }[] }>('{ users { id role } }'));
    expect(users).toContainEqual({ id: admin.id, role: 'Admin' });
  });
});
