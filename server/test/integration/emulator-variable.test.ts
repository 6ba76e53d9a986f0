import { createTestUser } from '@hearback/testkit';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { signUpAdmin, uniqueEmail } from '../support/actors';
import { graphql } from '../support/graphql';
import { type Harness, startHarness } from '../support/harness';

/**
 * An unsigned ID token naming an existing account: what the Auth Emulator issues, and what a
 * forger sends to a production server that wrongly believes it talks to the emulator.
 */
function unsignedToken(projectId: string, uid: string, email: string): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    sub: uid,
    user_id: uid,
    email,
    email_verified: true,
    firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
  })}.`;
}

describe('FIREBASE_AUTH_EMULATOR_HOST as the configuration validated it', () => {
  let harness: Harness | undefined;
  const original = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  afterEach(async () => {
    await harness?.stop();
    harness = undefined;
    if (original === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = original;
  });

  /** A server whose configuration says "no emulator" while the raw variable holds `raw`. */
  async function serverWithRawVariable(raw: string): Promise<{ token: string; harness: Harness }> {
    // The account exists, as a real one would in Firebase.
    const account = await createTestUser(
      { url: inject('emulatorUrl'), projectId: inject('projectId') },
      { email: uniqueEmail('forged'), password: 'password-1234', verified: true },
    );
    process.env.FIREBASE_AUTH_EMULATOR_HOST = raw;
    harness = await startHarness('pglite', { server: { firebaseAuthEmulatorHost: undefined } });
    return { token: unsignedToken(inject('projectId'), account.uid, account.email), harness };
  }

  it.each([
    ['a blank', ''],
    ['a whitespace-only', '  '],
  ])('with %s raw value, refuses unsigned tokens and clears the variable', async (_what, raw) => {
    const { token, harness: server } = await serverWithRawVariable(raw);
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    const answer = await graphql(server.server.url, '{ me { email } }', { token });
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('with a real emulator address, talks to the emulator (whose tokens are unsigned)', async () => {
    harness = await startHarness('pglite');
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe(inject('emulatorHost'));
    const { admin } = await signUpAdmin(harness, 'Emulator Ltd');
    const forged = unsignedToken(inject('projectId'), admin.uid, admin.email);
    const answer = await graphql<{ me: { email: string } }>(harness.server.url, '{ me { email } }', {
      token: forged,
    });
    // The emulator's own trust model: this is why the variable must never leak into production.
    expect(answer.data?.me.email).toBe(admin.email);
  });
});
