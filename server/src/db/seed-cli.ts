// `pnpm --filter @hearback/server seed`: the demo data, with the same configuration as the server.
import { firebaseAuth } from '../auth/firebase-admin';
import { ConfigError, configFromEnv } from '../config/env';
import { createLogger } from '../logger';
import { createDatabase } from './database';
import { seedDemo } from './seed';

try {
  const config = configFromEnv();
  const logger = createLogger(config.logLevel);
  const database = await createDatabase(config);
  try {
    await database.migrate();
    const auth = config.firebaseAuthEmulatorHost ? firebaseAuth(config.firebaseProjectId) : null;
    await seedDemo({ db: database.db, auth, logger });
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
