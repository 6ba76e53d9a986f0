import { createGoogleTestUser, createTestUser, markEmailVerified, signInTestUser } from '@hearback/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseAuth } from '../../src/auth/firebase-admin';
import { signUp, signUpAdmin, uniqueEmail } from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';

const ME = `{ me { id email firstName lastName role enabled verified organization { id } organizationType
  isCampaignNotificationEnabled isReportNotificationEnabled lastActivity } }`;

describe.each(databaseKinds())('authentication on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h?.stop());

  it('answers UNAUTHENTICATED with HTTP 401 without a token', async () => {
    const answer = await graphql(h.server.url, '{ me { id } }');
    expect(answer.status).toBe(401);
    expect(failure(answer)).toMatchObject({
      message: 'Sign in to continue.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('answers UNAUTHENTICATED with HTTP 401 for a forged or malformed token', async () => {
    for (const token of ['not-a-token', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
      const answer = await graphql(h.server.url, '{ getAllProducts { id } }', { token });
      expect(answer.status).toBe(401);
      expect(failure(answer).extensions?.code).toBe('UNAUTHENTICATED');
      expect(failure(answer).message).toBe('Your session has expired or is not valid. Sign in again.');
    }
  });

  it('treats the empty authorization header the dashboard sends when signed out as no token', async () => {
    const answer = await graphql(h.server.url, '{ countProducts }', { headers: { authorization: '' } });
    expect(answer.status).toBe(401);
  });

  it('serves public operations without a token', async () => {
    const answer = await graphql<{ health: boolean }>(h.server.url, '{ health }');
    expect(answer.status).toBe(200);
    expect(ok(answer).health).toBe(true);
  });

  it('creates the user on first sight from the verified token', async () => {
    const account = await createTestUser(h.emulator, {
      email: uniqueEmail('First.Sight'),
      password: 'password-1234',
      verified: true,
      displayName: 'Grace Hopper',
    });
    const { me } = ok(
      await graphql<{ me: Record<string, unknown> }>(h.server.url, ME, { token: account.idToken }),
    );
    expect(me).toMatchObject({
      email: account.email.toLowerCase(),
      firstName: 'Grace',
      lastName: 'Hopper',
      role: null,
      enabled: true,
      verified: true,
      organization: null,
      organizationType: null,
      isCampaignNotificationEnabled: true,
      isReportNotificationEnabled: true,
    });
    expect(Date.parse(me.lastActivity as string)).toBeGreaterThan(Date.now() - 60_000);
    const again = ok(await graphql<{ me: { id: string } }>(h.server.url, ME, { token: account.idToken }));
    expect(again.me.id).toBe(me.id);
  });

  it('syncs verified from the token on every call', async () => {
    const account = await createTestUser(h.emulator, {
      email: uniqueEmail('unverified'),
      password: 'password-1234',
    });
    const first = ok(
      await graphql<{ me: { verified: boolean } }>(h.server.url, ME, { token: account.idToken }),
    );
    expect(first.me.verified).toBe(false);
    await markEmailVerified(h.emulator, account.uid);
    const fresh = await signInTestUser(h.emulator, account.email, account.password);
    const second = ok(
      await graphql<{ me: { verified: boolean } }>(h.server.url, ME, { token: fresh.idToken }),
    );
    expect(second.me.verified).toBe(true);
  });

  it('counts a Google sign-in as verified', async () => {
    const google = await createGoogleTestUser(h.emulator, { email: uniqueEmail('google') });
    const { me } = ok(
      await graphql<{ me: { verified: boolean } }>(h.server.url, ME, { token: google.idToken }),
    );
    expect(me.verified).toBe(true);
  });

  it('lets an unverified user read me but not organisation data', async () => {
    const user = await signUp(h, { verified: false });
    expect(ok(await user.ask<{ me: { verified: boolean } }>(ME)).me.verified).toBe(false);
    const answer = await user.ask('{ getAllProducts { id } }');
    expect(answer.status).toBe(200);
    expect(failure(answer).extensions?.code).toBe('FORBIDDEN');
  });

  it('gives a user without organisation FORBIDDEN for organisation data and null for organizationsQuery', async () => {
    const user = await signUp(h);
    expect(
      ok(await user.ask<{ organizationsQuery: null }>('{ organizationsQuery { id } }')).organizationsQuery,
    ).toBe(null);
    for (const query of [
      '{ getProducts { id } }',
      '{ countUsers }',
      '{ users { id } }',
      '{ getAllProducts { id } }',
    ]) {
      expect(failure(await user.ask(query))).toMatchObject({
        message: 'You do not belong to an organisation yet.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });

  it('writes lastActivity at most once a minute', async () => {
    const user = await signUp(h);
    const read = async () =>
      ok(await user.ask<{ me: { lastActivity: string } }>('{ me { lastActivity } }')).me.lastActivity;
    const first = await read();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await read()).toBe(first);
  });

  // Against Google, only Admin mutations pay for the revocation check; firebase-admin checks every
  // token when it talks to the emulator, so this proves the refusal, not the difference.
  it('refuses an Admin mutation with a revoked session', async () => {
    const { admin } = await signUpAdmin(h, 'Revoked Ltd');
    // Revocation compares whole seconds with the token's auth_time.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await firebaseAuth(h.emulator.projectId).revokeRefreshTokens(admin.uid);
    const answer = await admin.ask(
      'mutation ($input: CreateProductInput!) { createOneProduct(input: $input) { id } }',
      {
        input: { name: 'After Revocation', type: 'App', platformId: '00000000-0000-4000-8000-000000000000' },
      },
    );
    expect(answer.status).toBe(401);
    expect(failure(answer).extensions?.code).toBe('UNAUTHENTICATED');
  });
});
