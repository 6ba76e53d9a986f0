// `pnpm --filter @hearback/server seed`: the demo data, with the same configuration as the server.
import path from 'node:path';
import { firebaseAuth } from '../auth/firebase-admin';
import { ConfigError, configFromEnv } from '../config/env';
import { createLogger } from '../logger';
import { localDiskStorage } from '../storage/local-disk';
import { s3Storage } from '../storage/s3';
import { uploadSigningSecret } from '../storage/signing-secret';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../storage/storage';
import { createDatabase } from './database';
import { seedDemo } from './seed';

try {
  const config = configFromEnv();
  const logger = createLogger(config.logLevel);
  const database = await createDatabase(config);
  try {
    await database.migrate();
    const auth = config.firebaseAuthEmulatorHost ? firebaseAuth(config.firebaseProjectId) : null;
    // The storage the server opens (http/widget-routes.ts), for the demo voice messages.
    const storage = config.s3
      ? s3Storage({ ...config.s3, maxBytes: config.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES })
      : await localDiskStorage({
          root: path.join(config.dataDir, 'uploads'),
          secret: await uploadSigningSecret(config.uploadSigningSecret, config.dataDir),
        });
    try {
      await seedDemo({ db: database.db, auth, logger, storage });
    } finally {
      storage.close?.();
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
