import type { PGliteInterface } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database, Transaction } from '../../db/database';
import { withScope } from '../../db/scope';
import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { mimeEssence } from '../../storage/audio-types';
import { parseRecordingKey } from '../../storage/file-keys';
import type { FileStorage } from '../../storage/storage';
import { raiseAttention, sendAfterCommit } from '../campaign/attention';
import { type ClaimedResponse, claimWidgetResponse } from '../campaign/widget-campaign';
import { WIDGET_CONTACT_CTE } from '../contact/widget-contact';
import { announceRecording } from '../integration/deliver-job';
import { sentimentOf } from '../recording/sentiment';
import type { SubmissionInput } from '../recording/submission-input';
import { TRANSCRIPTION_OFF } from '../recording/transcription/engine-setting';
import { transcribeRecording } from '../recording/transcription/transcription-job';
import { isUuid } from '../validation/fields';
import { isRecordingStored } from './stored-submission';
import { submissionBatches } from './submission-batches';
import { totalsShardOf } from './totals-shard';
import { type VisitorIdentity, verifiedEmail } from './visitor-identity';
import { unknownWidget, WidgetApiError } from './widget-errors';
import { isWidgetKey, organisationOfKey } from './widget-scope';

export interface SubmitOptions {
  /** A speech engine is configured: a voice message gets a transcription job (else it is Off). */
  transcribe?: boolean;
  /** Mails the attention-recommended notices of campaign responses, after commit. */
  campaignMail?: { mailer: Mailer; logger: Logger; publicUrl: () => string };
}

/** What the host page said about the visitor, and the campaign prompt they answered (if any). */
export interface SubmissionClaim {
  identity?: VisitorIdentity;
  campaignId?: string;
}

/** The widget's submission: the body the API takes, and the language its form was shown in. */
export type WidgetSubmission = SubmissionInput & { formLanguage?: string };

export interface Submitted {
  id: string;
  /** False when the idempotency key was seen before: nothing was written this time. */
  created: boolean;
}

const unknownUpload = () =>
  new WidgetApiError(422, 'UNKNOWN_UPLOAD', 'The recording was never uploaded. Upload it, then send again.');

/**
 * Stores a widget submission once per idempotency key, as the organisation that owns the widget
 * key (row-level security), in one round trip: BEGIN with the scope, one statement and COMMIT
 * written together (submit-statement.ts).
 *
 * The statement checks the product, inserts the recording with `on conflict do nothing` on the
 * unique (organisation, idempotency key), and adds it to the product's sentiment totals only
 * when the row was really inserted: the database decides which of two racing requests stores it.
 * When an active integration wants new feedback, the same statement queues its announcement.
 * Everything that needs no database (sentiment, the upload's file) happens before the
 * transaction, so the totals row is locked for the statement and the commit only.
 */
export async function submitSubmission(
  db: Database,
  key: string | null,
  productId: string | null,
  input: WidgetSubmission,
  storage: FileStorage,
  options: SubmitOptions = {},
  claim: SubmissionClaim = {},
): Promise<Submitted> {
  if (!isWidgetKey(key) || !productId || !isUuid(productId)) throw unknownWidget();
  const organisationId = await organisationOfKey(db, key);
  if (!organisationId) throw unknownWidget();
  const product = productId.toLowerCase();

  // An upload of another widget or one never completed is refused, but only after the product
  // check: an unknown or inactive product answers 404/403 first, as for every other call.
  let audioSize: number | null = null;
  let audioKnown = true;
  if (input.audio) {
    const owner = parseRecordingKey(input.audio.fileKey);
    // Only a complete file is ever under its key (the PUT renames it into place).
    const file =
      owner?.organisationId === organisationId && owner.productId === product
        ? await storage.stat(input.audio.fileKey)
        : null;
    audioKnown = file !== null;
    audioSize = file?.size ?? null;
  }
  const words =
    input.text ??
    (input.answers
      ?.map((answer) => answer.text)
      .filter(Boolean)
      .join('\n') ||
      null);
  const sentiment = sentimentOf(words);
  const score = sentiment?.score ?? null;

  const values = [
    organisationId,
    product,
    input.id.toLowerCase(),
    input.messageType,
    input.text ?? null,
    input.phoneNumber ?? null,
    input.answers ? JSON.stringify(input.answers) : null,
    input.contact?.name ?? null,
    input.contact?.email ?? null,
    input.contact?.phoneNumber ?? null,
    input.contact?.purpose ?? null,
    input.page?.url ?? null,
    input.page?.title ?? null,
    input.page?.language ?? null,
    input.audio?.fileKey ?? null,
    input.audio ? mimeEssence(input.audio.contentType) : null,
    audioSize,
    input.audio?.durationMs ?? null,
    score,
    sentiment?.label ?? null,
    input.createdAt ? new Date(input.createdAt).toISOString() : null,
    audioKnown,
    Boolean(options.transcribe && input.audio),
    null,
    null,
    // The product's contact this e-mail names: made, or completed, from what the visitor gave.
    input.contact?.email?.toLowerCase() ?? null,
    false,
    input.formLanguage ?? null,
  ];
  if (!claim.identity && !claim.campaignId) {
    const outcome = await inTenant(db, organisationId, values);
    refuseUnlessStored(outcome, audioKnown);
    return { id: input.id, created: outcome!.stored > 0 };
  }

  const mails: MailMessage[] = [];
  const outcome = await withScope(db, { organisationId }, async (tx) => {
    const email = await verifiedEmail(tx, organisationId, claim.identity);
    // A retry of a stored submission claims nothing: the statement below answers it as a replay.
    const response =
      email && claim.campaignId && isUuid(claim.campaignId) && !(await isRecordingStored(tx, input.id))
        ? await claimWidgetResponse(
            tx,
            { organisationId, productId: product },
            {
              campaignId: claim.campaignId.toLowerCase(),
              email,
              questionIds: input.answers?.map((answer) => answer.questionId) ?? [],
            },
          )
        : null;
    const row = await runSubmitSql(tx, identifiedValues(values, input, email, response));
    // Thrown inside the transaction: a claimed response is undone with the refused submission.
    refuseUnlessStored(row, audioKnown);
    if (response && row!.recording_id) {
      mails.push(
        ...(await raiseAttention(
          tx,
          {
            organisationId,
            campaign: response.campaign,
            recordingId: row!.recording_id,
            contactId: response.contactId,
            sentiment: sentiment?.label ?? null,
            words: words ?? '',
          },
          options.campaignMail?.publicUrl() ?? '',
        )),
      );
    }
    return row!;
  });
  if (options.campaignMail && mails.length > 0) {
    await sendAfterCommit(options.campaignMail.mailer, options.campaignMail.logger, mails);
  }
  return { id: input.id, created: outcome.stored > 0 };
}

function refuseUnlessStored(outcome: Outcome | undefined, audioKnown: boolean): void {
  if (!outcome || outcome.active === null) throw unknownWidget();
  if (!outcome.active) {
    throw new WidgetApiError(403, 'INACTIVE_PRODUCT', 'This product does not take feedback at the moment.');
  }
  if (!audioKnown) throw unknownUpload();
}

/**
 * The statement's values for a visitor the host page identified. A claimed campaign response
 * names its campaign and contact, and the contact's name and address when the widget asked for
 * none. A signed identity may also correct the contact it names ($27): an unsigned e-mail only
 * fills in what the contact lacks, since anyone can type anyone's address.
 */
function identifiedValues(
  values: unknown[],
  input: SubmissionInput,
  email: string | null,
  response: ClaimedResponse | null,
): unknown[] {
  const next = [...values];
  if (response) {
    next[7] = input.contact?.name ?? response.contactName;
    next[8] = input.contact?.email ?? response.contactEmail;
    next[23] = response.campaign.id;
    next[24] = response.contactId;
  }
  next[26] = email !== null && email === next[25];
  return next;
}

/**
 * The whole submission after the scope is set: the product check, the insert that the unique
 * (organisation, idempotency key) decides, and the totals only when a row was inserted.
 * $1 organisation, $2 product, $3–$21 the recording's columns, $22 whether the upload exists,
 * $23 whether to enqueue its transcription, $24 and $25 the campaign and contact of a campaign
 * response, $26 the lower-case e-mail of the product's contact to make or complete, $27 whether
 * the given name and phone replace the contact's (a signed identity) or only fill in blanks,
 * $28 the language the form was shown in, $29 the connection's totals shard (totals-shard.ts).
 * The product is found only under the tenant the transaction's scope set, so the statement
 * stores nothing should it ever run outside that scope.
 */
const SUBMIT_SQL = `
  with product as (
    select is_active from products
    where organisation_id = $1::uuid and id = $2::uuid
      and current_setting('app.organisation_id', true) = $1::text
  ), stored as (
    insert into recordings (
      organisation_id, product_id, idempotency_key, message_type, text, phone_number, answers,
      contact_name, contact_email, contact_phone_number, contact_purpose,
      page_url, page_title, page_language, form_language,
      audio_file_key, audio_content_type, audio_size, audio_duration_ms,
      sentiment_score, sentiment_label, submitted_at, campaign_id, contact_id,
      sentiment_source, transcription_status, transcription_reason, transcription_requests
    )
    select $1::uuid, $2::uuid, $3::text, $4::widget_purpose, $5::text, $6::text, $7::jsonb,
      $8::text, $9::text, $10::text, $11::text, $12::text, $13::text, $14::text, $28::text,
      $15::text, $16::text, $17::integer, $18::integer,
      $19::real, $20::sentiment_label, $21::timestamptz, $24::uuid, $25::uuid,
      case when $19::real is not null then 'Text'::sentiment_source end,
      -- A voice message is the first request for its transcription (services/recording/
      -- transcription/request-transcription.ts), or Off when this server has no engine.
      case when $15::text is null then null
        when $23::boolean then 'Queued'::transcription_status
        else 'Off'::transcription_status end,
      case when $15::text is not null and not $23::boolean then '${TRANSCRIPTION_OFF}' end,
      case when $23::boolean then 1 else 0 end
    from product
    where product.is_active and $22::boolean
    on conflict (organisation_id, idempotency_key) do nothing
    returning id
  ), totals as (
    -- The product's row of this connection (totals-shard.ts), so concurrent submissions to one
    -- product do not wait for each other's commit. The score is added as the double the
    -- JavaScript computed, not as the stored real.
    insert into product_sentiment as t
      (organisation_id, product_id, shard, recordings_count, sentiment_count, sentiment_sum)
    select $1::uuid, $2::uuid, $29::smallint, 1,
      case when $19::double precision is null then 0 else 1 end,
      coalesce($19::double precision, 0)
    from stored
    on conflict (organisation_id, product_id, shard) do update set
      recordings_count = t.recordings_count + excluded.recordings_count,
      sentiment_count = t.sentiment_count + excluded.sentiment_count,
      sentiment_sum = t.sentiment_sum + excluded.sentiment_sum,
      updated_at = now()
  ), queued as (
    -- The transcription job (jobs/transcribe-recording.ts) of request 1, keyed as
    -- transcriptionJobKey, in this statement rather than through requestTranscription: it
    -- exists exactly when the recording does, at no extra round trip.
    insert into jobs (organisation_id, kind, payload, idempotency_key, max_attempts)
    select $1::uuid, '${transcribeRecording.kind}', jsonb_build_object('recordingId', stored.id, 'request', 1),
      'recording:' || stored.id || ':v1', ${transcribeRecording.maxAttempts}
    from stored
    where $23::boolean
    on conflict (kind, coalesce(organisation_id, '00000000-0000-0000-0000-000000000000'::uuid), idempotency_key)
      where idempotency_key is not null
      do nothing
  ), announced as (
    -- The integrations' fan-out (services/integration/deliver-job.ts), only when the
    -- organisation has an integration wanting new feedback: one probe of a partial index.
    insert into jobs (organisation_id, kind, payload, idempotency_key, max_attempts)
    select $1::uuid, '${announceRecording.kind}', jsonb_build_object('recordingId', stored.id),
      'recording:' || stored.id, ${announceRecording.maxAttempts}
    from stored
    where exists (
      select 1 from integrations
      where organisation_id = $1::uuid and is_active and 'recording.created' = any(events)
    )
    on conflict (kind, coalesce(organisation_id, '00000000-0000-0000-0000-000000000000'::uuid), idempotency_key)
      where idempotency_key is not null
      do nothing
  ), ${WIDGET_CONTACT_CTE}
  select (select is_active from product) as active, (select count(*) from stored)::int as stored,
    (select id from stored) as recording_id`;

/** Prepared once per connection: PostgreSQL then skips parsing and planning the statement. */
const SUBMIT_STATEMENT = { name: 'hearback_widget_submit_v6', text: SUBMIT_SQL };

interface Outcome {
  active: boolean | null;
  stored: number;
  recording_id: string | null;
}

const batchesOfPool = new WeakMap<pg.Pool, ReturnType<typeof submissionBatches<Outcome>>>();

/**
 * Runs SUBMIT_SQL in a transaction scoped to the organisation: on PostgreSQL in one round trip,
 * together with the other submissions that arrived meanwhile (submission-batches.ts). PGlite is in-process, one connection: round trips cost it nothing, so
 * it runs the statement through its own transaction.
 */
async function inTenant(
  db: Database,
  organisationId: string,
  values: unknown[],
): Promise<Outcome | undefined> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    let batches = batchesOfPool.get(client);
    if (!batches) {
      batches = submissionBatches<Outcome>(
        client,
        SUBMIT_STATEMENT,
        (connection) => [totalsShardOf(connection)],
        // An organisation's submissions in a batch lock their product's totals ($2), their
        // contacts ($26) and their keys ($3) in this order: two batches never the other way round.
        (a, b) =>
          compareValues(a.values, b.values, 1) ||
          compareValues(a.values, b.values, 25) ||
          compareValues(a.values, b.values, 2),
      );
      batchesOfPool.set(client, batches);
    }
    return batches.run(organisationId, values);
  }
  return withScope(db, { organisationId }, (tx) => runSubmitSql(tx, values));
}

const compareValues = (a: unknown[], b: unknown[], at: number): number => {
  const left = String(a[at] ?? '');
  const right = String(b[at] ?? '');
  return left < right ? -1 : left > right ? 1 : 0;
};

/** SUBMIT_SQL in a scoped drizzle transaction, through its own client (PGlite's or node-postgres'). */
async function runSubmitSql(tx: Transaction, values: unknown[]): Promise<Outcome | undefined> {
  const { client } = (tx as unknown as { session: { client: Pick<PGliteInterface, 'query'> } }).session;
  const result = await client.query<Outcome>(SUBMIT_SQL, [...values, totalsShardOf(client)]);
  return result.rows[0];
}
