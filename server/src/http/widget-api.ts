import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Database } from '../db/database';
import { isUnstorableText, UNSTORABLE_TEXT } from '../db/pg-error';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { VISITOR_LANGUAGES } from '../mail/visitor-languages';
import type { Metrics } from '../metrics';
import { widgetCampaignPrompt } from '../services/campaign/widget-campaign';
import { submissionSchema, uploadRequestSchema } from '../services/recording/submission-input';
import { UUID_PATTERN } from '../services/validation/fields';
import { publicWidgetSettings } from '../services/widget/public-settings';
import { clientAddress, createRateLimiter, type RateLimits } from '../services/widget/rate-limit';
import { isRecordingStored } from '../services/widget/stored-submission';
import { submitSubmission } from '../services/widget/submit-submission';
import { identitySchema, verifiedEmail } from '../services/widget/visitor-identity';
import { WidgetApiError } from '../services/widget/widget-errors';
import { inWidget, isWidgetKey } from '../services/widget/widget-scope';
import { isAcceptedAudioType } from '../storage/audio-types';
import { newRecordingKey } from '../storage/file-keys';
import { LOCAL_UPLOAD_PATH, type LocalDiskStorage } from '../storage/local-disk';
import type { FileStorage } from '../storage/storage';
import { requestProtocol } from './request-protocol';
import { sendJson } from './respond';

export const WIDGET_API_PREFIX = '/widget/v1/';

/** The widget is embedded on any site and sends no cookies, so any origin may call. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT',
  'access-control-allow-headers': 'content-type, idempotency-key',
  'access-control-max-age': '600',
  'access-control-expose-headers': 'retry-after',
};

/** A submission is a few KB of text; this leaves room for 50 long answers, and no more. */
const SUBMISSION_MAX_BYTES = 64 * 1024;
const UPLOAD_REQUEST_MAX_BYTES = 4 * 1024;
const PROMPT_REQUEST_MAX_BYTES = 2 * 1024;
/** Settings change rarely; a minute of caching spares the API one request per page view. */
const SETTINGS_CACHE = 'public, max-age=60';

export interface WidgetApiOptions {
  db: Database;
  logger: Logger;
  /** Counts submissions and uploaded bytes for /metrics. */
  metrics?: Metrics;
  storage: FileStorage;
  rateLimits: RateLimits;
  /** Proxies in front of the server whose X-Forwarded-For entries are believed; 0: none. */
  trustedProxyHops: number;
  uploadMaxBytes: number;
  /** A speech-to-text provider is configured: voice recordings get a transcription job. */
  transcribe?: boolean;
  /** Mails the attention-recommended notices of campaign responses; without it, in-app only. */
  mailer?: Mailer;
  /** The dashboard's public URL, for the links of those notices. */
  publicUrl?: () => string;
}

/**
 * The submission's body with what it may add: for a visitor the host page identified, the
 * identity and the campaign answered (README: identification); and the language the widget's
 * form was shown in, which the visitor's confirmation e-mail follows. One schema, parsed once.
 */
const widgetSubmissionSchema = submissionSchema.safeExtend({
  identity: identitySchema.optional(),
  campaignId: z.string().regex(UUID_PATTERN, { error: 'The campaign id must be a UUID.' }).optional(),
  formLanguage: z
    .enum(VISITOR_LANGUAGES, {
      error: `The form language must be one of the widget's languages: ${VISITOR_LANGUAGES.join(', ')}.`,
    })
    .optional(),
});

/**
 * The public widget API (contract: remote-feedback/widget/README.md): plain JSON over HTTP,
 * authenticated by the organisation's public widget key and a product id in the query string.
 */
export function createWidgetApi(options: WidgetApiOptions) {
  const { db, logger, metrics, storage, trustedProxyHops, uploadMaxBytes } = options;
  const limiter = createRateLimiter(db, options.rateLimits);

  const reply = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    sendJson(res, status, body, { ...CORS, 'cache-control': 'no-store', ...headers });

  const limit = async (req: IncomingMessage, key: string) => {
    const decision = await limiter.hit({
      ip: clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxyHops),
      // A malformed key is a 404 anyway; it must not grow the counters' table either.
      key: isWidgetKey(key) ? key : null,
    });
    if (!decision.allowed) {
      throw new WidgetApiError(429, 'RATE_LIMITED', 'Too many messages at once. Try again in a moment.', {
        'retry-after': String(decision.retryAfterSeconds),
      });
    }
  };

  /** Where the client reached us, so the upload URL points back at the same server. */
  const originOf = (req: IncomingMessage) => {
    const proto = requestProtocol(req, trustedProxyHops);
    const host = req.headers.host ?? '';
    if (!/^[A-Za-z0-9.\-[\]:]+$/.test(host)) {
      throw new WidgetApiError(400, 'BAD_HOST', 'The request has no usable Host header.');
    }
    return `${proto}://${host}`;
  };

  const routes: Record<
    string,
    (req: IncomingMessage, res: ServerResponse, query: URLSearchParams) => Promise<void>
  > = {
    async 'GET settings'(_req, res, query) {
      const settings = await inWidget(db, query.get('key'), query.get('product'), publicWidgetSettings);
      reply(res, 200, settings, { 'cache-control': SETTINGS_CACHE });
    },

    /**
     * The campaign prompt for a visitor the host page identified: the first open Widget campaign
     * whose segment holds them and that they have not answered, or null. A POST, so the e-mail
     * travels in the body, not in URLs that logs keep; an unsigned or badly signed identity gets
     * null like anyone else (and `verified: false`, which tells the site's developer, not a forger,
     * anything: without the secret no signature can be made).
     */
    async 'POST prompt'(req, res, query) {
      const body = parseWith(identitySchema, await readJson(req, PROMPT_REQUEST_MAX_BYTES));
      const answer = await inWidget(db, query.get('key'), query.get('product'), async (tx, widget) => {
        const email = await verifiedEmail(tx, widget.organisationId, body);
        return {
          verified: email !== null,
          campaign: email ? await widgetCampaignPrompt(tx, widget, email) : null,
        };
      });
      reply(res, 200, answer);
    },

    async 'POST uploads'(req, res, query) {
      const key = query.get('key') ?? '';
      await limit(req, key);
      const body = parseWith(uploadRequestSchema, await readJson(req, UPLOAD_REQUEST_MAX_BYTES));
      const fileKey = await inWidget(db, key, query.get('product'), async (tx, widget) => {
        if (body.submissionId && (await isRecordingStored(tx, body.submissionId))) {
          // Its file is part of a stored recording now: nobody may replace it.
          throw new WidgetApiError(409, 'ALREADY_SENT', 'This message has already been sent.');
        }
        return newRecordingKey(widget.organisationId, widget.productId, body.submissionId);
      });
      // An upload's file is never replaced by a PUT (the store refuses to): a new ticket for a
      // message not sent yet (a retry after a lost answer) clears what an earlier one uploaded.
      if (body.submissionId) await storage.remove(fileKey);
      if (!isAcceptedAudioType(body.contentType)) {
        throw new WidgetApiError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Only audio recordings (WebM, Ogg, MP4 or WAV) can be uploaded.',
        );
      }
      if (body.size > uploadMaxBytes) {
        throw new WidgetApiError(
          413,
          'TOO_LARGE',
          `The recording is too large: at most ${Math.floor(uploadMaxBytes / 1024 / 1024)} MB can be uploaded.`,
        );
      }
      const ticket = await storage.createUploadTicket({
        fileKey,
        contentType: body.contentType,
        maxBytes: body.size,
        origin: originOf(req),
      });
      reply(res, 201, {
        uploadUrl: ticket.uploadUrl,
        fileKey,
        expiresAt: ticket.expiresAt.toISOString(),
        ...(ticket.headers ? { headers: ticket.headers } : {}),
      });
    },

    async 'POST submissions'(req, res, query) {
      const key = query.get('key') ?? '';
      // The counters' round trip runs while the body arrives; a 429 still wins over a bad body.
      const [limited, raw] = await Promise.allSettled([limit(req, key), readJson(req, SUBMISSION_MAX_BYTES)]);
      if (limited.status === 'rejected') throw limited.reason;
      if (raw.status === 'rejected') throw raw.reason;
      const { identity, campaignId, ...body } = parseWith(widgetSubmissionSchema, raw.value);
      const idempotencyKey = req.headers['idempotency-key'];
      if (typeof idempotencyKey !== 'string' || idempotencyKey.toLowerCase() !== body.id.toLowerCase()) {
        throw new WidgetApiError(
          400,
          'IDEMPOTENCY_KEY',
          'The Idempotency-Key header must be sent, equal to the submission id.',
        );
      }
      const stored = await submitSubmission(
        db,
        key,
        query.get('product'),
        body,
        storage,
        {
          transcribe: options.transcribe,
          campaignMail: options.mailer && {
            mailer: options.mailer,
            logger,
            publicUrl: options.publicUrl ?? (() => ''),
          },
        },
        { identity, campaignId },
      );
      metrics?.countWidgetSubmission(stored.created ? 'created' : 'replayed');
      reply(res, stored.created ? 201 : 200, { id: stored.id });
    },
  };

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS);
        res.end();
        return;
      }
      if (url.pathname === LOCAL_UPLOAD_PATH && req.method === 'PUT' && storage.kind === 'local') {
        const outcome = await (storage as LocalDiskStorage).receive(req, url.searchParams);
        if (outcome.status === 200) {
          metrics?.countUploadBytes(outcome.size);
          reply(res, 200, {});
        } else reply(res, outcome.status, { code: outcome.code, message: outcome.message });
        return;
      }
      const route = routes[`${req.method} ${url.pathname.slice(WIDGET_API_PREFIX.length)}`];
      if (!route) {
        throw new WidgetApiError(404, 'NOT_FOUND', 'There is no such widget API call.');
      }
      await route(req, res, url.searchParams);
    } catch (caught) {
      // A NUL character or half of a surrogate pair the database refused came from the caller.
      const error = isUnstorableText(caught)
        ? new WidgetApiError(422, 'INVALID_REQUEST', UNSTORABLE_TEXT)
        : caught;
      if (error instanceof WidgetApiError) {
        if (url.pathname.endsWith('/submissions')) metrics?.countWidgetSubmission('refused');
        reply(res, error.status, { code: error.code, message: error.message }, error.headers);
        return;
      }
      // A client that hung up mid-body (a closed tab, a load generator stopping) is not a fault.
      if (req.destroyed && (error as NodeJS.ErrnoException).code === 'ECONNRESET') return;
      logger.error({ err: error, url: req.url }, 'Widget API request failed');
      if (res.headersSent) res.destroy();
      // 503: the widget keeps the submission and sends it again later.
      else
        reply(res, 503, {
          code: 'UNAVAILABLE',
          message: 'Something went wrong. The message will be sent again.',
        });
    }
  }

  return { handle, close: () => limiter.close() };
}

async function readJson(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new WidgetApiError(413, 'TOO_LARGE', `The request body is larger than ${maxBytes} bytes.`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  // Reading on past the limit (within reason) lets the client receive its 413 on a live socket.
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes * 4) break;
    if (size <= maxBytes) chunks.push(chunk);
  }
  if (size > maxBytes) {
    throw new WidgetApiError(413, 'TOO_LARGE', `The request body is larger than ${maxBytes} bytes.`);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new WidgetApiError(400, 'INVALID_JSON', 'The request body is not valid JSON.');
  }
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new WidgetApiError(
    422,
    'INVALID_REQUEST',
    parsed.error.issues[0]?.message ?? 'The request is not valid.',
  );
}
