import { createServer } from './app';
import { ConfigError, configFromEnv } from './config/env';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_PASSWORD,
} from './db/demo-credentials.js';
import { createLogger } from './logger';
import { DataDirError } from './storage/data-dir';

async function main(): Promise<void> {
  let config: ReturnType<typeof configFromEnv>;
  try {
    config = configFromEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  const logger = createLogger(config.logLevel);
  logger.info(
    {
      database: config.databaseUrl ? 'postgres' : `pglite (${config.dataDir})`,
      emulator: config.firebaseAuthEmulatorHost ?? null,
    },
    'Starting Hearback',
  );
  const server = await createServer({ ...config, logger });
  logger.info({ url: server.url }, `Hearback listening on ${server.url}`);
  if (config.seedDemo && config.firebaseAuthEmulatorHost) {
    logger.info(
      `Demo sign-in: ${DEMO_ADMIN_EMAIL} / ${DEMO_ADMIN_PASSWORD} (Admin), ${DEMO_MEMBER_EMAIL} / ${DEMO_MEMBER_PASSWORD} (Member)`,
    );
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A folder the operator must fix is said in one sentence; anything else with its stack.
  if (error instanceof DataDirError) console.error(`Hearback could not start: ${error.message}`);
  else console.error('Hearback could not start:', error);
  process.exit(1);
});
