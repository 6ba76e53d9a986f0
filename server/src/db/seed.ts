import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import type { Logger } from 'pino';
import { newWidgetCredentials } from '../services/organization/widget-credentials';
import type { FileStorage } from '../storage/storage';
import type { Database } from './database';
import { ensureFirebaseAccount } from './demo-accounts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_PASSWORD,
  DEMO_ORGANISATION_NAME,
} from './demo-credentials.js';
import { seedDemoCampaign } from './demo-feedback/seed-campaign';
import { seedDemoFeedback } from './demo-feedback/seed-feedback';
import { organisations, products, productUsers, users } from './schema';
import { withScope } from './scope';
import { type Catalogue, seedCatalogue } from './seed-catalogue';

/** Fixed, so re-running the seed finds the organisation it made before. */
export const DEMO_ORGANISATION_ID = 'd3e00000-0000-4000-8000-000000000001';

export interface SeedOptions {
  db: Database;
  /** firebase-admin Auth talking to the Auth Emulator; demo accounts are never made elsewhere. */
  auth: Auth | null;
  logger: Logger;
  /**
   * The server's file storage, which the demo voice messages are stored in as uploads are;
   * without it they are left out (and added by the next seed that has it).
   */
  storage?: FileStorage | null;
  /** The instant the demo's dates count back from (tests pin it). */
  now?: Date;
}

/**
 * Idempotent: the catalogue, then (with the emulator) the demo organisation, its Admin and
 * Member, three products, one per current platform, and their feedback of the last 60 days
 * (demo-feedback/): every widget purpose, voice messages queued for transcription, and a
 * finished campaign with its answers.
 */
export async function seedDemo({
  db,
  auth,
  logger,
  storage = null,
  now = new Date(),
}: SeedOptions): Promise<void> {
  const catalogue = await seedCatalogue(db);
  if (!auth) {
    logger.warn(
      'Demo accounts are only created in the Firebase Auth Emulator (set FIREBASE_AUTH_EMULATOR_HOST); only the catalogue was seeded.',
    );
    return;
  }
  const adminUid = await ensureFirebaseAccount(auth, {
    email: DEMO_ADMIN_EMAIL,
    password: DEMO_ADMIN_PASSWORD,
    displayName: 'Ada Admin',
  });
  const memberUid = await ensureFirebaseAccount(auth, {
    email: DEMO_MEMBER_EMAIL,
    password: DEMO_MEMBER_PASSWORD,
    displayName: 'Max Member',
  });
  // The seed writes tenant data like the app does: as hearback_app, inside the demo tenant.
  await withScope(db, { organisationId: DEMO_ORGANISATION_ID }, async (tx) => {
    await tx
      .insert(organisations)
      .values({
        id: DEMO_ORGANISATION_ID,
        name: DEMO_ORGANISATION_NAME,
        website: 'https://demo.hearback.test',
        websiteDomain: 'demo.hearback.test',
        // The demo Admin's own address is at the domain: the e-mail proof, as if they had opened the link.
        domainVerifiedAt: new Date(),
        domainVerificationMethod: 'AdminEmail',
        country: 'GB',
        type: 'Company',
        ...newWidgetCredentials(),
        trialEndsAt: new Date(Date.now() + 14 * 86_400_000),
      })
      .onConflictDoNothing({ target: organisations.id });

    const demoUsers = await tx
      .insert(users)
      .values([
        demoUser(adminUid, DEMO_ADMIN_EMAIL, 'Ada', 'Admin', 'Admin'),
        demoUser(memberUid, DEMO_MEMBER_EMAIL, 'Max', 'Member', 'Member'),
      ])
      .onConflictDoUpdate({
        target: users.email,
        // The emulator may have been reset while the database was kept: follow its new uids.
        set: {
          firebaseUid: sql`excluded.firebase_uid`,
          organisationId: sql`excluded.organisation_id`,
          role: sql`excluded.role`,
          enabled: true,
          verified: true,
          invitationAccepted: true,
        },
      })
      .returning({ id: users.id, email: users.email });
    const adminId = demoUsers.find((row) => row.email === DEMO_ADMIN_EMAIL)!.id;
    const memberId = demoUsers.find((row) => row.email === DEMO_MEMBER_EMAIL)!.id;

    const wanted = demoProducts(catalogue);
    const existing = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(
        and(
          eq(products.organisationId, DEMO_ORGANISATION_ID),
          inArray(
            products.name,
            wanted.map((product) => product.name),
          ),
        ),
      );
    const missing = wanted.filter((product) => !existing.some((row) => row.name === product.name));
    const inserted =
      missing.length === 0
        ? []
        : await tx
            .insert(products)
            .values(missing.map(({ memberAttached: _memberAttached, ...product }) => product))
            .returning({ id: products.id, name: products.name });
    const idByName = new Map([...existing, ...inserted].map((row) => [row.name, row.id]));

    await tx
      .insert(productUsers)
      .values(
        wanted.flatMap((product) => {
          const productId = idByName.get(product.name)!;
          const attached = product.memberAttached ? [adminId, memberId] : [adminId];
          return attached.map((userId) => ({ organisationId: DEMO_ORGANISATION_ID, productId, userId }));
        }),
      )
      .onConflictDoNothing();

    const organisationId = DEMO_ORGANISATION_ID;
    const feedback = await seedDemoFeedback(tx, {
      organisationId,
      productIds: idByName,
      storage,
      now,
      logger,
    });
    const campaign = await seedDemoCampaign(tx, { organisationId, productIds: idByName, adminId, now });
    if (feedback > 0 || campaign) logger.info({ recordings: feedback, campaign }, 'Demo feedback added');
  });
  logger.info({ admin: DEMO_ADMIN_EMAIL, member: DEMO_MEMBER_EMAIL }, 'Demo organisation ready');
}

function demoUser(
  firebaseUid: string,
  email: string,
  firstName: string,
  lastName: string,
  role: 'Admin' | 'Member',
) {
  return {
    firebaseUid,
    email,
    firstName,
    lastName,
    role,
    organisationId: DEMO_ORGANISATION_ID,
    enabled: true,
    verified: true,
    invitationAccepted: true,
  };
}

function demoProducts({ platformIds, categoryIds }: Catalogue) {
  const base = { organisationId: DEMO_ORGANISATION_ID, isActive: true, isGambling: false };
  return [
    {
      ...base,
      name: 'Demo Fashion Store',
      url: 'https://shop.demo.hearback.test',
      type: 'Website' as const,
      platformId: platformIds.get('Web')!,
      categoryId: categoryIds.get('shopping')!,
      subCategoryId: categoryIds.get('shopping.fashion')!,
      memberAttached: true,
    },
    {
      ...base,
      name: 'Demo Bank for iOS',
      url: 'https://apps.apple.com/app/demo-bank',
      type: 'App' as const,
      platformId: platformIds.get('iOS')!,
      categoryId: categoryIds.get('finance')!,
      subCategoryId: categoryIds.get('finance.banking')!,
      memberAttached: true,
    },
    {
      ...base,
      name: 'Demo Puzzle Quest',
      url: 'https://play.google.com/store/apps/details?id=test.hearback.puzzle',
      type: 'Game' as const,
      platformId: platformIds.get('Android')!,
      categoryId: categoryIds.get('games')!,
      subCategoryId: categoryIds.get('games.puzzle')!,
      memberAttached: false,
    },
  ];
}
