import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { Metrics } from '../metrics';
import { DEFAULT_RATE_LIMITS } from '../services/widget/rate-limit';
import { localDiskStorage } from '../storage/local-disk';
import { type S3StorageConfig, s3Storage } from '../storage/s3';
import { uploadSigningSecret } from '../storage/signing-secret';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../storage/storage';
import { sendJson } from './respond';
import { createWidgetApi, WIDGET_API_PREFIX } from './widget-api';
import { WIDGET_FILES_PREFIX, widgetFiles } from './widget-files';

export interface WidgetRoutesConfig {
  dataDir: string;
  staticRoot?: string;
  uploadSigningSecret?: string;
  uploadMaxBytes?: number;
  trustedProxyHops?: number;
  widgetRateLimitPerIp?: number;
  widgetRateLimitPerKey?: number;
  s3?: Omit<S3StorageConfig, 'maxBytes'>;
  /** A speech engine is configured: voice messages are queued for it (else they are Off). */
  transcribe?: boolean;
}

/** Everything under `/widget/`: the public API (`/widget/v1/…`) and the widget's own files. */
export async function createWidgetRoutes(
  config: WidgetRoutesConfig,
  db: Database,
  logger: Logger,
  metrics?: Metrics,
  campaignMail?: { mailer: Mailer; publicUrl: () => string },
) {
  const uploadMaxBytes = config.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
  const storage = config.s3
    ? s3Storage({ ...config.s3, maxBytes: uploadMaxBytes })
    : await localDiskStorage({
        root: path.join(config.dataDir, 'uploads'),
        secret: await uploadSigningSecret(config.uploadSigningSecret, config.dataDir),
      });
  const api = createWidgetApi({
    db,
    logger,
    metrics,
    storage,
    uploadMaxBytes,
    trustedProxyHops: config.trustedProxyHops ?? 0,
    transcribe: config.transcribe === true,
    mailer: campaignMail?.mailer,
    publicUrl: campaignMail?.publicUrl,
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      perIp: config.widgetRateLimitPerIp ?? DEFAULT_RATE_LIMITS.perIp,
      perKey: config.widgetRateLimitPerKey ?? DEFAULT_RATE_LIMITS.perKey,
    },
  });
  const files = config.staticRoot ? widgetFiles(config.staticRoot) : null;
  const notFound = (res: ServerResponse) =>
    sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not found.' }, { 'access-control-allow-origin': '*' });

  return {
    storage,
    matches: (pathname: string) => pathname.startsWith(WIDGET_FILES_PREFIX),
    handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> | void {
      if (url.pathname.startsWith(WIDGET_API_PREFIX)) return api.handle(req, res, url);
      if (files && (req.method === 'GET' || req.method === 'HEAD'))
        return files(req, res, () => notFound(res));
      notFound(res);
    },
    async close() {
      await api.close();
      storage.close?.();
    },
  };
}
