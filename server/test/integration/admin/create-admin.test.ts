import { cp } from 'node:fs/promises';
import path from 'node:path';
import { createThrowawayPostgres, freePort, signInTestUser, type ThrowawayPostgres } from '@hearback/testkit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Actor, type Organisation, signUp, signUpAdmin, signUpMember } from '../../support/actors';
import { graphql, ok } from '../../support/graphql';
import { type DatabaseKind, type Harness, startHarness } from '../../support/harness';
import { removeFolder, runAdmin, scratchFolder } from './run-admin';

interface Me {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
  verified: boolean;
  organization: { id: string; name: string } | null;
}

const ME = '{ me { id email firstName lastName role verified organization { id name } } }';
const USERS = '{ users { email role } }';
const AUDIT = '{ auditEvents { action actorId actorEmail targetLabel changes { field from to } } }';

/** Each admin run is a process of its own that loads the server's code: slow on a busy machine. */
const SLOW = 300_000;

const kinds: DatabaseKind[] = inject('postgresAvailable') ? ['pglite', 'postgres'] : ['pglite'];
if (!inject('postgresAvailable')) console.warn('!! No PostgreSQL: create-admin is tested on PGlite ONLY.');

/** The organisation id and the password link of a create-admin run's output. */
function outcomeOf(stdout: string): { organisationId: string; link: string | null } {
  const organisationId = /is the Admin of ".+" \(organisation ([0-9a-f-]{36})\)/.exec(stdout)?.[1];
  if (!organisationId) throw new Error(`No organisation in:\n${stdout}`);
  return { organisationId, link: /this link to set a password [^:]*: (\S+)/.exec(stdout)?.[1] ?? null };
}

/** What the person does with the printed link: sets a password through the emulator's REST API. */
async function setPasswordWith(link: string, password: string): Promise<void> {
  const oobCode = new URL(link).searchParams.get('oobCode');
  expect(oobCode).toBeTruthy();
  const response = await fetch(
    `${inject('emulatorUrl')}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword: password }),
    },
  );
  expect(response.status, await response.clone().text()).toBe(200);
}

describe.each(kinds)('admin create-admin on %s', (kind) => {
  let work: string;
  let dataDir: string;
  let postgres: ThrowawayPostgres | undefined;
  let h: Harness | undefined;
  /** An organisation the commands must leave as it is. */
  let bystander: { admin: Actor; organisation: Organisation };
  /** The existing organisation people are added to. */
  let joined: { admin: Actor; organisation: Organisation };
  /** Signed in once, in no organisation yet. */
  let loner: Actor;
  let member: Actor;
  const env = (): Record<string, string> => ({
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    FIREBASE_PROJECT_ID: inject('projectId'),
    FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
  });
  const createAdmin = (...args: string[]) => runAdmin(['create-admin', ...args], env());
  const serving = async (): Promise<Harness> => {
    h ??= await startHarness(kind, { dataDir, databaseUrl: postgres?.url });
    return h;
  };
  /** The embedded database can be changed only with its server stopped; PostgreSQL's while it runs. */
  const readyForCommands = async () => {
    if (kind === 'pglite') {
      await h?.stop();
      h = undefined;
    }
  };
  const ask = async <T>(token: string, query: string) =>
    ok(await graphql<T>((await serving()).server.url, query, { token }));

  beforeAll(async () => {
    work = await scratchFolder(`create-admin-${kind}`);
    dataDir = path.join(work, 'data');
    if (kind === 'pglite') await cp(inject('pgliteTemplate'), dataDir, { recursive: true });
    else postgres = (await createThrowawayPostgres())!;
    const server = await serving();
    bystander = await signUpAdmin(server, 'Bystander Ltd');
    joined = await signUpAdmin(server, 'Joined Ltd');
    loner = await signUp(server, { prefix: 'loner' });
    member = await signUpMember(server, joined.organisation.id);
  });

  afterAll(async () => {
    await h?.stop();
    await postgres?.drop();
    await removeFolder(work);
  });

  it(
    'refuses options it cannot use, before it opens anything',
    async () => {
      const bad = await createAdmin('--email', 'not-an-address');
      expect(bad.code, bad.output).toBe(2);
      expect(bad.stderr).toMatch(/^--email must be a valid e-mail address, such as ann@example\.com\./);
      expect(bad.stderr).toContain('Usage: admin create-admin --email <e-mail>');

      const missing = await createAdmin('--name', 'Ada');
      expect(missing.code, missing.output).toBe(2);
      expect(missing.stderr).toMatch(/^create-admin needs --email <e-mail>\./);

      const twoLines = await createAdmin('--email', 'ada@example.com', '--organisation', 'Acme\nLtd');
      expect(twoLines.code, twoLines.output).toBe(2);
      expect(twoLines.stderr).toMatch(/^--organisation must be one line of text/);
    },
    SLOW,
  );

  it.runIf(kind === 'pglite')(
    'refuses the embedded database while a server holds it',
    async () => {
      await serving();
      const run = await createAdmin('--email', 'held@test.hearback.test');
      expect(run.code, run.output).toBe(1);
      expect(run.stderr).toContain(
        `database: failed: The embedded database in ${dataDir} is open in a running server or command (pid ${process.pid}, since `,
      );
    },
    SLOW,
  );

  it(
    'founds an organisation for a new person, who sets a password with the printed link and is its Admin',
    async () => {
      await readyForCommands();
      const email = `founder-${Date.now().toString(36)}@test.hearback.test`;
      const run = await createAdmin(
        '--email',
        email.toUpperCase(),
        '--name',
        'Ada Lovelace',
        '--organisation',
        'Founded Here Ltd',
      );
      expect(run.code, run.output).toBe(0);
      expect(run.stdout).toMatch(
        new RegExp(`^firebase: ok: created the account ${email} in the Auth Emulator at `, 'm'),
      );
      expect(run.stdout).toMatch(
        new RegExp(
          `^create-admin: ok: ${email} is the Admin of "Founded Here Ltd" \\(organisation [0-9a-f-]{36}\\), which was founded now$`,
          'm',
        ),
      );
      const { organisationId, link } = outcomeOf(run.stdout);
      expect(link).not.toBeNull();

      await setPasswordWith(link!, 'a-new-password-1234');
      const founder = await signInTestUser(
        { url: inject('emulatorUrl'), projectId: inject('projectId') },
        email,
        'a-new-password-1234',
      );
      const { me } = await ask<{ me: Me }>(founder.idToken, ME);
      expect(me).toMatchObject({
        email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        role: 'Admin',
        verified: true,
        organization: { id: organisationId, name: 'Founded Here Ltd' },
      });
      // Admin-only reads answer, and show this organisation only.
      const { users } = await ask<{ users: { email: string; role: string }[] }>(founder.idToken, USERS);
      expect(users).toEqual([{ email, role: 'Admin' }]);
      const { auditEvents } = await ask<{ auditEvents: unknown[] }>(founder.idToken, AUDIT);
      expect(auditEvents).toEqual([
        {
          action: 'UserRoleChanged',
          actorId: null,
          actorEmail: expect.stringMatching(/^admin create-admin \(command line, .+@.+\)$/),
          targetLabel: email,
          changes: [{ field: 'role', from: null, to: 'Admin' }],
        },
      ]);

      // The bystander's organisation is as it was.
      const other = await ask<{ me: Me }>(bystander.admin.idToken, ME);
      expect(other.me).toMatchObject({
        role: 'Admin',
        organization: { id: bystander.organisation.id, name: 'Bystander Ltd' },
      });
      expect((await ask<{ users: unknown[] }>(bystander.admin.idToken, USERS)).users).toEqual([
        { email: bystander.admin.email, role: 'Admin' },
      ]);
      expect((await ask<{ auditEvents: unknown[] }>(bystander.admin.idToken, AUDIT)).auditEvents).toEqual([]);
    },
    SLOW,
  );

  it(
    'adds people to an existing organisation as Admins: one with an account, and a Member',
    async () => {
      await readyForCommands();
      const byName = await createAdmin('--email', loner.email, '--organisation', 'joined ltd');
      expect(byName.code, byName.output).toBe(0);
      expect(byName.stdout).toContain(`firebase: ok: ${loner.email} has an account in the Auth Emulator at`);
      expect(byName.stdout).toContain(
        `create-admin: ok: ${loner.email} is the Admin of "Joined Ltd" (organisation ${joined.organisation.id}), an organisation that existed already`,
      );
      expect(byName.stdout).toContain(`sign-in: ok: ${loner.email} signs in as before`);
      expect(outcomeOf(byName.stdout).link).toBeNull();

      const byId = await createAdmin('--email', member.email, '--organisation', joined.organisation.id);
      expect(byId.code, byId.output).toBe(0);
      expect(byId.stdout).toContain(
        `create-admin: ok: ${member.email} is the Admin of "Joined Ltd" (organisation ${joined.organisation.id}), was Member there`,
      );

      // Their own sessions go on, now as Admins of that organisation.
      for (const person of [loner, member]) {
        const { me } = await ask<{ me: Me }>(person.idToken, ME);
        expect(me).toMatchObject({
          id: person.id,
          role: 'Admin',
          organization: { id: joined.organisation.id },
        });
      }
      const { users } = await ask<{ users: { email: string; role: string }[] }>(joined.admin.idToken, USERS);
      expect(users.map((user) => `${user.email} ${user.role}`).sort()).toEqual(
        [`${joined.admin.email} Admin`, `${loner.email} Admin`, `${member.email} Admin`].sort(),
      );
      const { auditEvents } = await ask<{ auditEvents: { targetLabel: string; changes: unknown[] }[] }>(
        joined.admin.idToken,
        AUDIT,
      );
      expect(auditEvents.map((event) => [event.targetLabel, event.changes])).toEqual([
        [member.email, [{ field: 'role', from: 'Member', to: 'Admin' }]],
        [loner.email, [{ field: 'role', from: null, to: 'Admin' }]],
      ]);
      expect((await ask<{ users: unknown[] }>(bystander.admin.idToken, USERS)).users).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'refuses an Admin of the organisation, and a person of another organisation',
    async () => {
      await readyForCommands();
      const again = await createAdmin('--email', loner.email, '--organisation', 'Joined Ltd');
      expect(again.code, again.output).toBe(1);
      expect(again.stderr).toContain(
        `create-admin: failed: ${loner.email} is already an Admin of "Joined Ltd" (${joined.organisation.id}).`,
      );
      const elsewhere = await createAdmin('--email', bystander.admin.email, '--organisation', 'Joined Ltd');
      expect(elsewhere.code, elsewhere.output).toBe(1);
      expect(elsewhere.stderr).toContain(
        `create-admin: failed: ${bystander.admin.email} belongs to the organisation "Bystander Ltd" (${bystander.organisation.id})`,
      );
      const { me } = await ask<{ me: Me }>(bystander.admin.idToken, ME);
      expect(me.organization?.id).toBe(bystander.organisation.id);
    },
    SLOW,
  );

  it(
    'says so when the database cannot be reached',
    async () => {
      await readyForCommands();
      if (kind === 'postgres') {
        const port = await freePort();
        const run = await runAdmin(['create-admin', '--email', 'nobody@test.hearback.test'], {
          ...env(),
          DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/hearback`,
        });
        expect(run.code, run.output).toBe(1);
        expect(run.stderr).toMatch(
          new RegExp(
            `^database: failed: Cannot connect to PostgreSQL \\(DATABASE_URL\\): .*ECONNREFUSED 127\\.0\\.0\\.1:${port}`,
            'm',
          ),
        );
      } else {
        const empty = path.join(work, 'no-database');
        const run = await runAdmin(['create-admin', '--email', 'nobody@test.hearback.test'], {
          ...env(),
          DATA_DIR: empty,
        });
        expect(run.code, run.output).toBe(1);
        expect(run.stderr).toContain(
          `database: failed: There is no embedded database in ${empty} (DATA_DIR) yet: start the server once, or run \`admin migrate\`.`,
        );
      }
    },
    SLOW,
  );
});
