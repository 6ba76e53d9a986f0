import { signInTestUser } from '@hearback/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseAuth } from '../../src/auth/firebase-admin';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_PASSWORD,
  DEMO_ORGANISATION_NAME,
} from '../../src/db/demo-credentials.js';
import { seedDemo } from '../../src/db/seed';
import { createLogger } from '../../src/logger';
import { graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';

interface Overview {
  me: { role: string; organization: { name: string } };
  getAllProducts: { name: string; platform: { name: string } }[];
  countUsers: number;
  getPlatforms: { name: string; isLegacy: boolean }[];
  getProductCategories: { id: string; name: string }[];
}

const OVERVIEW = `{
  me { role organization { name } }
  getAllProducts { name platform { name } }
  countUsers
  getPlatforms { name isLegacy }
  getProductCategories { id name }
}`;

describe.each(databaseKinds())('demo seed on %s', (kind) => {
  let h: Harness;
  const overviewOf = async (email: string, password: string) => {
    const { idToken } = await signInTestUser(h.emulator, email, password);
    return ok(await graphql<Overview>(h.server.url, OVERVIEW, { token: idToken }));
  };

  beforeAll(async () => {
    h = await startHarness(kind, { seedDemo: true });
  });
  afterAll(() => h?.stop());

  it('lets the demo Admin sign in with the documented password and see three products', async () => {
    const overview = await overviewOf(DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    expect(overview.me).toEqual({ role: 'Admin', organization: { name: DEMO_ORGANISATION_NAME } });
    expect(overview.getAllProducts.map((p) => p.platform.name).sort()).toEqual(['Android', 'Web', 'iOS']);
    expect(overview.countUsers).toBe(2);
    expect(overview.getPlatforms).toContainEqual({ name: 'Windows Phone', isLegacy: true });
  });

  it('gives the demo Member the products they are attached to', async () => {
    const overview = await overviewOf(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    expect(overview.me.role).toBe('Member');
    expect(overview.getAllProducts).toHaveLength(2);
  });

  it('is idempotent', async () => {
    const before = await overviewOf(DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    await seedDemo({
      db: h.server.database.db,
      auth: firebaseAuth(h.emulator.projectId),
      logger: createLogger('silent'),
    });
    expect(await overviewOf(DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD)).toEqual(before);
  });
});
