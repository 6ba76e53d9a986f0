// The operators' command line: `pnpm --filter @hearback/server admin <command>` from source,
// `node admin.js <command>` in the compiled server. Configured like the server, from the same
// environment variables.
import { parseArgs } from 'node:util';
import type { AppConfig } from '../config/app-config';
import { ConfigError, configFromEnv } from '../config/env';
import { backup } from './backup';
import { doctor } from './doctor';
import { migrate } from './migrate';
import { restore } from './restore';
import { CommandFailure, printedVerdicts, type Verdicts } from './verdicts';

/** Exit codes: 0 done (warnings allowed), 1 failed, 2 not understood or not configured. */
const FAILED = 1;
const USAGE = 2;

type Options = Record<string, string | undefined>;

interface Command {
  summary: string;
  help: string;
  /** The one positional argument, when the command takes it. */
  argument?: string;
  /** Named string options (`--email <e-mail>`), with how they show in the list of commands. */
  options?: { names: string[]; synopsis: string };
  /** Says what is wrong with the options, before anything is opened; null when nothing is. */
  checkOptions?(options: Options): Promise<string | null>;
  run(config: AppConfig, argument: string | undefined, verdicts: Verdicts, options: Options): Promise<void>;
}

const CREATE_ADMIN_HELP = `Usage: admin create-admin --email <e-mail> [--name <name>] [--organisation <name or id>]

Makes the person with this e-mail address the Admin of an organisation, so that a new
installation can be used without demo data:
  --organisation     an existing organisation (its name, or its id when names repeat): the
                     person joins it as Admin, or becomes Admin there if they are a Member.
                     Otherwise a new organisation of that name is founded with them as its
                     Admin; without the option it is named after the address's domain.
  --name             the person's name, for an account the command creates.

People sign in with Firebase Authentication, and the server knows a person by their Firebase
account (its uid), so the command makes sure the account exists before the person does:
  - no account for the address: one is created in the Auth Emulator when
    FIREBASE_AUTH_EMULATOR_HOST is set, else in the project FIREBASE_PROJECT_ID (which needs
    its service account, GOOGLE_APPLICATION_CREDENTIALS), with the address marked verified
    (you vouch for it), and a link to set a password is printed: give it to the person. They
    may also sign in with an e-mail link, or with Google for that address.
  - an account exists: it is used as it is (its password and sign-ins stay theirs). An address
    not yet verified must be verified, at sign-in, before the person acts as Admin.
The person's user row is made as their first sign-in would make it. A person belongs to one
organisation: one who belongs to another is refused, as is one who is already its Admin.
The change is recorded in the organisation's audit log, with this command as the actor.

PostgreSQL needs a role that row-level security does not bind, as for restore: a superuser
(ADMIN_DATABASE_URL when DATABASE_URL's role is bound). The database must be migrated, and the
embedded database not open in a server (stop it first).`;

const COMMANDS: Record<string, Command> = {
  migrate: {
    summary: 'apply the migrations this build ships that the database lacks',
    help: `Usage: admin migrate

Applies the pending migrations with the server's own migrator (as every server start does) and
says which were applied. Safe while servers run on PostgreSQL (migrations take a lock); the
embedded database must not be open in a server.`,
    run: (config, _argument, verdicts) => migrate(config, verdicts),
  },
  backup: {
    summary: 'write the database and the uploaded files into one .tar.gz',
    argument: 'archive.tar.gz',
    help: `Usage: admin backup <archive.tar.gz>

Writes one new archive (never over an existing file) with:
  manifest.json      format, time, database kind, migration level, rows per table, files
  database.pgdump    PostgreSQL: pg_dump --format=custom of one snapshot, taken while servers run
  PG_VERSION, base/… the embedded database's files: only with its server stopped
  uploads/…          the uploaded files (local disk storage; an S3 bucket is backed up with its
                     own tools, and the archive then holds the database only)
  secrets-encryption-key, upload-signing-secret
                     the keys the server generated into DATA_DIR, when their variables are unset

PostgreSQL needs pg_dump, and a role that row-level security does not bind: set
ADMIN_DATABASE_URL when DATABASE_URL's role is bound by it (README, "Backup and restore").`,
    run: (config, archive, verdicts) => backup(config, archive!, verdicts),
  },
  restore: {
    summary: 'restore an archive into an empty database and an empty file storage',
    argument: 'archive.tar.gz',
    help: `Usage: admin restore <archive.tar.gz>

Restores an archive made by \`admin backup\` into the database and DATA_DIR this configuration
names. Both must be empty (a new PostgreSQL database, or a DATA_DIR without a database, and no
uploaded files): anything else is refused before a single change. PostgreSQL needs pg_restore
and a superuser (ADMIN_DATABASE_URL); the restore is one transaction. Row counts are checked
against the archive's manifest.`,
    run: (config, archive, verdicts) => restore(config, archive!, verdicts),
  },
  'create-admin': {
    summary: 'make the person with an e-mail address the Admin of a new or existing organisation',
    options: { names: ['email', 'name', 'organisation'], synopsis: '--email <e-mail>' },
    help: CREATE_ADMIN_HELP,
    // Loaded when used: Firebase's SDK and the services would slow every other command's start.
    checkOptions: async (options) => {
      const request = (await import('./create-admin')).parseCreateAdminRequest(options);
      return typeof request === 'string' ? request : null;
    },
    run: async (config, _argument, verdicts, options) => {
      const { createAdmin, parseCreateAdminRequest } = await import('./create-admin');
      const request = parseCreateAdminRequest(options);
      if (typeof request === 'string') throw new CommandFailure('create-admin', request);
      await createAdmin(config, request, verdicts);
    },
  },
  doctor: {
    summary: 'check the configuration, database, file storage, mail and transcription',
    help: `Usage: admin doctor

One line per check, "ok", "warning" or "failed: <reason>":
  config         the server's own validation of the environment
  database       connects and reads the migration level (an embedded database that a server
                 holds open is asked of that server's /health/ready instead)
  storage        writes, reads and deletes a probe object (local disk or S3)
  mail           connects and logs in to SMTP_URL, when set
  transcription  the engine the server would use, and whether it can run or be reached
Exits 1 when any check failed.`,
    run: (config, _argument, verdicts) => doctor(config, verdicts),
  },
};

const usage = `Usage: admin <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(
    ([name, command]) =>
      `  ${`${name}${command.argument ? ` <${command.argument}>` : ''}${command.options ? ` ${command.options.synopsis}` : ''}`.padEnd(34)}${command.summary}`,
  )
  .join('\n')}

Configured by the server's environment variables (README, "Configuration").
\`admin <command> --help\` says more about one command.`;

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(usage);
    return name ? 0 : USAGE;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${usage}`);
    return USAGE;
  }
  let parsed: { values: Options & { help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: rest,
      options: {
        help: { type: 'boolean', short: 'h' },
        ...Object.fromEntries((command.options?.names ?? []).map((option) => [option, { type: 'string' }])),
      },
      allowPositionals: true,
    }) as typeof parsed;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${command.help}`);
    return USAGE;
  }
  if (parsed.values.help) {
    console.log(command.help);
    return 0;
  }
  const wanted = command.argument ? 1 : 0;
  if (parsed.positionals.length !== wanted) {
    console.error(
      `${command.argument ? `${name} takes one argument, the <${command.argument}>` : `${name} takes no arguments`}.\n\n${command.help}`,
    );
    return USAGE;
  }
  const { help: _, ...options } = parsed.values;
  const problem = await command.checkOptions?.(options);
  if (problem) {
    console.error(`${problem}\n\n${command.help}`);
    return USAGE;
  }

  const verdicts = printedVerdicts();
  let config: AppConfig | ConfigError;
  try {
    config = configFromEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    config = error;
  }
  if (config instanceof ConfigError) {
    // The doctor reports it among its checks; the other commands cannot start without it.
    if (name === 'doctor') {
      await doctor(config, verdicts);
      return FAILED;
    }
    verdicts.failed('config', config.problems.join(' '));
    return USAGE;
  }
  try {
    await command.run(config, parsed.positionals[0], verdicts, options);
  } catch (error) {
    if (error instanceof CommandFailure) verdicts.failed(error.subject, error.message);
    else verdicts.failed(name, (error as Error).message || String(error));
  }
  return verdicts.anyFailed ? FAILED : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(FAILED);
  },
);
