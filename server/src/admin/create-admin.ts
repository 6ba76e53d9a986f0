import { hostname, userInfo } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { z } from 'zod';
import { firebaseAuth, useAuthEmulator } from '../auth/firebase-admin';
import type { AppConfig } from '../config/app-config';
import { createDatabase, type Database, type DatabaseHandle, type Transaction } from '../db/database';
import { type AuditChangeRow, auditEvents, organisations, users } from '../db/schema';
import { setScope, withScope } from '../db/scope';
import type { UserRole } from '../generated/resolvers-types';
import type { ServiceDependencies } from '../services/context';
import {
  foundOrganisation,
  joinAsAdmin,
  type OrganisationValues,
} from '../services/organization/create-organization';
import { createOrganizationSchema } from '../services/organization/organization-input';
import { resolveCaller } from '../services/user/resolve-caller';
import { emailAddress, isUuid } from '../services/validation/fields';
import { nameText } from '../services/validation/names';
import { readRowsOf } from './database-state';
import { embeddedDatabaseInUse, holdsDatabase, inUseMessage } from './embedded-database';
import { describeLevel, migrationLevel } from './migration-level';
import { adminDatabaseUrl, connect, requireRowSecurityBypass } from './postgres';
import { CommandFailure, type Verdicts } from './verdicts';

const SUBJECT = 'create-admin';

/** What the operator asked for, checked before anything is opened. */
export interface CreateAdminRequest {
  email: string;
  /** The person's name, for an account the command creates. */
  name: string | null;
  /** An existing organisation's id or name, or the name of the one to found. */
  organisation: string | null;
}

const requestSchema = z.object({
  email: emailAddress('--email'),
  name: nameText('--name').nullish(),
  organisation: nameText('--organisation').nullish(),
});

/** The request, or the sentence that says what is wrong with the options. */
export function parseCreateAdminRequest(
  options: Record<string, string | undefined>,
): CreateAdminRequest | string {
  if (options.email === undefined) return 'create-admin needs --email <e-mail>.';
  const parsed = requestSchema.safeParse(options);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'The options are not valid.';
  const { email, name, organisation } = parsed.data;
  return { email, name: name ?? null, organisation: organisation ?? null };
}

/** Who the audit log names for what the command does: nobody's account, the machine's user. */
function commandLineActor(): string {
  let user: string;
  try {
    user = userInfo().username;
  } catch {
    user = `uid ${process.getuid?.() ?? 'unknown'}`;
  }
  return `admin create-admin (command line, ${user}@${hostname()})`;
}

interface ExistingUser {
  id: string;
  firebaseUid: string;
  organisationId: string | null;
  role: UserRole | null;
  enabled: boolean;
}

interface Target {
  id: string;
  name: string;
}

/** What the command will do, decided from the database before Firebase is asked anything. */
type Plan =
  | { kind: 'found'; values: OrganisationValues }
  | { kind: 'join'; organisation: Target }
  | { kind: 'promote'; organisation: Target; from: UserRole | null; wasEnabled: boolean };

/**
 * Makes the person with the e-mail address the Admin of an organisation: a new one, or the one
 * `--organisation` names (by id or name) when it exists. Their Firebase account is created, with
 * a verified address and a link to set a password, unless the address has one already; their
 * user row is the one their first sign-in would make. Recorded in the organisation's audit log.
 */
export async function createAdmin(
  config: AppConfig,
  request: CreateAdminRequest,
  verdicts: Verdicts,
): Promise<void> {
  const database = await openDatabase(config);
  try {
    const db = database.db;
    const level = await migrationLevel(readRowsOf(database));
    if (level.pending.length > 0 || level.newerThanBuild) {
      throw new CommandFailure(
        'database',
        level.newerThanBuild
          ? `The database is at ${describeLevel(level)}: a newer release migrated it; use that release's admin command.`
          : `The database is at ${describeLevel(level)}: run \`admin migrate\` (or start the server once) first.`,
      );
    }
    const existing = await userByEmail(db, request.email);
    const plan = await planFor(db, request, existing);

    const access = firebaseAccess(config);
    const account = await firebaseAccount(access, request, verdicts);
    if (existing && existing.firebaseUid !== account.record.uid) {
      throw new CommandFailure(
        SUBJECT,
        `The user ${request.email} is bound to the Firebase account ${existing.firebaseUid}, but Firebase has ${account.record.uid} for that address: the accounts of this database and of FIREBASE_PROJECT_ID ${config.firebaseProjectId} do not belong together.`,
      );
    }
    const userId = existing?.id ?? (await firstSignIn(db, account.record));

    const organisation = await apply(db, plan, userId, request.email);
    verdicts.ok(
      SUBJECT,
      `${request.email} is the Admin of "${organisation.name}" (organisation ${organisation.id}), ${
        plan.kind === 'found'
          ? 'which was founded now'
          : plan.kind === 'join'
            ? 'an organisation that existed already'
            : `was ${plan.from ?? 'waiting for review'}${plan.wasEnabled ? '' : ' and disabled'} there`
      }`,
    );
    await reportSignIn(access, config, request.email, account, verdicts);
  } finally {
    await database.close();
  }
}

/**
 * The database as a role that row-level security does not bind (PGlite's, or a superuser): the
 * person and the organisation are looked up across every organisation, which the server's own
 * role may not do. The writes themselves run as the app's role, scoped as the server's requests are.
 */
async function openDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const url = adminDatabaseUrl(config.databaseUrl);
    const client = await connect(url, 'database');
    try {
      await requireRowSecurityBypass(
        client,
        'database',
        'create-admin could not find people and organisations across the organisations',
      );
    } finally {
      await client.end().catch(() => {});
    }
    return createDatabase({ databaseUrl: url, dataDir: config.dataDir, timeouts: config.databaseTimeouts });
  }
  if (!holdsDatabase(config.dataDir)) {
    throw new CommandFailure(
      'database',
      `There is no embedded database in ${config.dataDir} (DATA_DIR) yet: start the server once, or run \`admin migrate\`.`,
    );
  }
  if (embeddedDatabaseInUse(config.dataDir))
    throw new CommandFailure('database', inUseMessage(config.dataDir));
  return createDatabase({ dataDir: config.dataDir }).catch((error: unknown) => {
    throw new CommandFailure('database', `Cannot open the database: ${(error as Error).message}`);
  });
}

async function userByEmail(db: Database, email: string): Promise<ExistingUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      firebaseUid: users.firebaseUid,
      organisationId: users.organisationId,
      role: users.role,
      enabled: users.enabled,
    })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

async function organisationNamed(db: Database, idOrName: string): Promise<Target | null> {
  if (isUuid(idOrName)) {
    const [byId] = await db
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, idOrName));
    if (!byId) throw new CommandFailure(SUBJECT, `No organisation has the id ${idOrName}.`);
    return byId;
  }
  const named = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(sql`lower(${organisations.name}) = lower(${idOrName})`)
    .orderBy(organisations.createdAt);
  if (named.length > 1) {
    throw new CommandFailure(
      SUBJECT,
      `${named.length} organisations are named "${idOrName}" (${named.map((each) => each.id).join(', ')}): give --organisation the id of the one you mean.`,
    );
  }
  return named[0] ?? null;
}

async function planFor(
  db: Database,
  request: CreateAdminRequest,
  existing: ExistingUser | null,
): Promise<Plan> {
  const target = request.organisation ? await organisationNamed(db, request.organisation) : null;
  const current = existing?.organisationId
    ? (
        await db
          .select({ id: organisations.id, name: organisations.name })
          .from(organisations)
          .where(eq(organisations.id, existing.organisationId))
      )[0]
    : undefined;
  if (existing && current) {
    if (target?.id !== current.id) {
      throw new CommandFailure(
        SUBJECT,
        `${request.email} belongs to the organisation "${current.name}" (${current.id}), and a person belongs to one organisation: an Admin of it removes them first, or name it with --organisation.`,
      );
    }
    if (existing.role === 'Admin' && existing.enabled) {
      throw new CommandFailure(
        SUBJECT,
        `${request.email} is already an Admin of "${current.name}" (${current.id}).`,
      );
    }
    return { kind: 'promote', organisation: current, from: existing.role, wasEnabled: existing.enabled };
  }
  if (target) return { kind: 'join', organisation: target };
  // A new organisation, named as asked or after the address's domain; renamed in the dashboard.
  const name = request.organisation ?? request.email.slice(request.email.lastIndexOf('@') + 1);
  const checked = createOrganizationSchema.safeParse({ name });
  if (!checked.success)
    throw new CommandFailure(SUBJECT, checked.error.issues[0]?.message ?? 'The name is not valid.');
  return { kind: 'found', values: checked.data };
}

/** Firebase Auth as the server sees it: the emulator when FIREBASE_AUTH_EMULATOR_HOST is set. */
function firebaseAccess(config: AppConfig): { auth: Auth; where: string; emulator: boolean } {
  useAuthEmulator(config.firebaseAuthEmulatorHost);
  return {
    auth: firebaseAuth(config.firebaseProjectId),
    emulator: Boolean(config.firebaseAuthEmulatorHost),
    where: config.firebaseAuthEmulatorHost
      ? `the Auth Emulator at ${config.firebaseAuthEmulatorHost}`
      : `the Firebase project ${config.firebaseProjectId}`,
  };
}

type FirebaseAccess = ReturnType<typeof firebaseAccess>;

function firebaseFailure(access: FirebaseAccess, error: unknown): CommandFailure {
  return new CommandFailure(
    'firebase',
    `${access.where} did not answer as expected: ${(error as Error).message}${
      !access.emulator
        ? ' Creating accounts needs the project\'s service account (GOOGLE_APPLICATION_CREDENTIALS; docs/operations.md, "Firebase Authentication").'
        : ''
    }`,
  );
}

const codeOf = (error: unknown): string | undefined => (error as { code?: string }).code;

/** The address's Firebase account, created (verified, without a password) when there is none. */
async function firebaseAccount(
  access: FirebaseAccess,
  request: CreateAdminRequest,
  verdicts: Verdicts,
): Promise<{ record: UserRecord; created: boolean }> {
  const found = await access.auth.getUserByEmail(request.email).catch((error: unknown) => {
    if (codeOf(error) === 'auth/user-not-found') return null;
    throw firebaseFailure(access, error);
  });
  if (found) {
    if (request.name)
      verdicts.warning('firebase', `--name is not used: ${request.email} has an account already`);
    verdicts.ok(
      'firebase',
      `${request.email} has an account in ${access.where} already (uid ${found.uid}), which is used as it is${
        found.emailVerified ? '' : '; its address is not verified yet'
      }`,
    );
    if (found.disabled) {
      verdicts.warning(
        'firebase',
        `the account of ${request.email} is disabled in Firebase: it cannot sign in`,
      );
    }
    return { record: found, created: false };
  }
  const created = await access.auth
    .createUser({
      email: request.email,
      // The operator vouches for the address, as an invitation's link does for an invitee's.
      emailVerified: true,
      ...(request.name ? { displayName: request.name } : {}),
    })
    .catch(async (error: unknown) => {
      // Made meanwhile (the person signed up): theirs is used.
      if (codeOf(error) === 'auth/email-already-exists') return null;
      throw firebaseFailure(access, error);
    });
  if (!created) return firebaseAccount(access, request, verdicts);
  verdicts.ok('firebase', `created the account ${request.email} in ${access.where} (uid ${created.uid})`);
  return { record: created, created: true };
}

/**
 * The person's user row, made as their first sign-in makes it (services/user/resolve-caller.ts),
 * which only reads the database from what it is given.
 */
async function firstSignIn(db: Database, account: UserRecord): Promise<string> {
  const caller = await resolveCaller({ db } as ServiceDependencies, {
    uid: account.uid,
    email: account.email!.toLowerCase(),
    verified: account.emailVerified,
    displayName: account.displayName ?? null,
    photoUrl: account.photoURL ?? null,
  });
  return caller.id;
}

async function apply(db: Database, plan: Plan, userId: string, email: string): Promise<Target> {
  if (plan.kind === 'found') {
    return foundOrganisation(db, userId, plan.values, (tx, organisation) =>
      recordRoleChange(tx, organisation.id, userId, email, [{ field: 'role', from: null, to: 'Admin' }]),
    );
  }
  const { organisation } = plan;
  await withScope(db, { organisationId: organisation.id, userId }, async (tx) => {
    if (plan.kind === 'join') {
      if (!(await joinAsAdmin(tx, userId, organisation.id))) {
        throw new CommandFailure(
          SUBJECT,
          `${email} joined an organisation meanwhile: run the command again.`,
        );
      }
      await recordRoleChange(tx, organisation.id, userId, email, [
        { field: 'role', from: null, to: 'Admin' },
      ]);
      return;
    }
    const promoted = await tx
      .update(users)
      .set({ role: 'Admin', enabled: true, invitationAccepted: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.organisationId, organisation.id)))
      .returning({ id: users.id });
    if (promoted.length === 0) {
      throw new CommandFailure(
        SUBJECT,
        `${email} left "${organisation.name}" meanwhile: run the command again.`,
      );
    }
    await recordRoleChange(tx, organisation.id, userId, email, [
      { field: 'role', from: plan.from, to: 'Admin' },
      ...(plan.wasEnabled ? [] : [{ field: 'enabled', from: 'false', to: 'true' }]),
    ]);
  });
  return organisation;
}

/**
 * The organisation's audit log shows what the command did, under no user's account: the log's
 * actor is the command line and the machine's user, since the operator has no account here.
 */
async function recordRoleChange(
  tx: Transaction,
  organisationId: string,
  userId: string,
  email: string,
  changes: AuditChangeRow[],
): Promise<void> {
  // Row-level security admits an event without actor only in a scope without a user.
  await setScope(tx, { organisationId });
  await tx.insert(auditEvents).values({
    organisationId,
    actorId: null,
    actorEmail: commandLineActor(),
    action: 'UserRoleChanged',
    targetType: 'User',
    targetId: userId,
    targetLabel: email,
    changes,
  });
}

/** How the person gets in: a link to set a password for a new account, their own way otherwise. */
async function reportSignIn(
  access: FirebaseAccess,
  config: AppConfig,
  email: string,
  account: { record: UserRecord; created: boolean },
  verdicts: Verdicts,
): Promise<void> {
  const dashboard = config.publicUrl ? ` at ${config.publicUrl.replace(/\/+$/, '')}` : '';
  if (!account.created) {
    verdicts.ok(
      'sign-in',
      account.record.emailVerified
        ? `${email} signs in${dashboard} as before`
        : `${email} signs in${dashboard} as before, and verifies the address when the dashboard asks, before acting as Admin`,
    );
    return;
  }
  let link: string;
  try {
    link = await access.auth.generatePasswordResetLink(email);
  } catch (error) {
    // The Admin exists by now: the person can still ask the sign-in page for a reset mail.
    verdicts.warning(
      'sign-in',
      `no link to set a password: ${firebaseFailure(access, error).message} ${email} uses "Forgot password" on the sign-in page${dashboard} instead`,
    );
    return;
  }
  verdicts.ok(
    'sign-in',
    `give ${email} this link to set a password (it works once, for an hour): ${link} (or they sign in${dashboard} with an e-mail link, or with Google for that address)`,
  );
}
