import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { organisations, productSettings, recordings } from '../../db/schema';
import { withScope } from '../../db/scope';
import { apiError, badUserInput, conflict, notFound } from '../../errors/app-errors';
import type {
  FeedbackEmailVerificationSent,
  MutationResendFeedbackEmailVerificationArgs,
  MutationSendFeedbackEmailVerificationArgs,
  MutationVerifyFeedbackEmailArgs,
  VerifiedFeedbackEmail,
} from '../../generated/resolvers-types';
import type { MessageText } from '../../i18n/message';
import { feedbackEmailVerificationMail } from '../../mail/messages';
import { chooseVisitorLanguage } from '../../mail/visitor-languages';
import type { ServiceContext } from '../context';
import { mailThrottleOf } from '../rate-limit/mail-throttle';
import { isUuid } from '../validation/fields';
import { isWidgetKey, organisationOfKey } from '../widget/widget-scope';
import type { FeedbackEmailClaim } from './email-verification-token';

/** One recording cannot be used to send its address more than one mail in this time. */
export const FEEDBACK_EMAIL_RESEND_MS = 5 * 60_000;
/** Any real token is about 100 characters; a longer one is not worth decoding. */
const TOKEN_MAX = 200;

export const FEEDBACK_NOT_FOUND = 'We could not find this feedback.';

export const VERIFICATION_PATH = '/feedback/verify';

export type LinkProblem = 'INVALID_LINK' | 'EXPIRED_LINK';

/** BAD_USER_INPUT on the token, with `reason` so the page can offer a new link for an expired one. */
const linkError = (reason: LinkProblem, text: MessageText) =>
  apiError(text, { code: 'BAD_USER_INPUT', field: 'token', reason });

const invalidLink = () =>
  linkError(
    'INVALID_LINK',
    'This confirmation link is not valid. Open the link exactly as it is in the e-mail.',
  );

interface ConfirmableRecording {
  id: string;
  email: string;
  productId: string;
  formLanguage: string | null;
  pageLanguage: string | null;
}

/**
 * The recording a confirmation is asked for, when one may be mailed now: it has an address, not
 * confirmed yet, and none was sent in the last few minutes. `lock` holds the row until commit.
 */
async function confirmableRecording(
  tx: Transaction,
  organisationId: string,
  which: SQL,
  lock: boolean,
): Promise<ConfirmableRecording> {
  const query = tx
    .select({
      id: recordings.id,
      productId: recordings.productId,
      formLanguage: recordings.formLanguage,
      pageLanguage: recordings.pageLanguage,
      email: recordings.contactEmail,
      verifiedAt: recordings.contactEmailVerifiedAt,
      sentAt: recordings.contactEmailVerificationSentAt,
    })
    .from(recordings)
    .where(and(eq(recordings.organisationId, organisationId), which));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(FEEDBACK_NOT_FOUND);
  if (!row.email) throw badUserInput('This feedback has no e-mail address to confirm.');
  if (row.verifiedAt) throw conflict('This e-mail address is already confirmed.');
  if (row.sentAt && Date.now() - row.sentAt.getTime() < FEEDBACK_EMAIL_RESEND_MS) {
    throw conflict('A confirmation link was sent a few minutes ago. Check your inbox, or ask again later.');
  }
  return {
    id: row.id,
    email: row.email,
    productId: row.productId,
    formLanguage: row.formLanguage,
    pageLanguage: row.pageLanguage,
  };
}

/**
 * Mails the confirmation link of one recording, in the transaction that records the sending (the
 * row is locked, so two clicks send one mail). The mail is counted first against the hourly
 * allowances per address and per organisation (services/rate-limit/mail-throttle.ts), in
 * PostgreSQL so every server counts together; past them nothing is sent, quietly: the answer and
 * the recorded sending are those of a sent mail, so a script learns nothing from them.
 */
async function mailConfirmation(
  ctx: ServiceContext,
  organisationId: string,
  which: SQL,
): Promise<FeedbackEmailVerificationSent> {
  // Read once unlocked to know whom the mail is for: the count comes before the sending
  // transaction, which on PGlite holds the only connection.
  const asked = await withScope(ctx.db, { organisationId }, (tx) =>
    confirmableRecording(tx, organisationId, which, false),
  );
  const allowed = await mailThrottleOf(ctx.db).feedbackConfirmationMail(organisationId, asked.email);
  return withScope(ctx.db, { organisationId }, async (tx) => {
    const row = await confirmableRecording(tx, organisationId, which, true);
    const [organisation] = await tx
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, organisationId));
    const [product] = await tx
      .select({ language: productSettings.widgetLanguage })
      .from(productSettings)
      .where(
        and(eq(productSettings.organisationId, organisationId), eq(productSettings.productId, row.productId)),
      );
    // The language the visitor was asked in (the widget's form), else the one their page spoke
    // (a submission of an older widget), else the product's; English when none is written.
    const language = chooseVisitorLanguage([row.formLanguage, row.pageLanguage, product?.language]);
    await tx
      .update(recordings)
      .set({ contactEmailVerificationSentAt: new Date() })
      .where(and(eq(recordings.organisationId, organisationId), eq(recordings.id, row.id)));
    const { token, expiresAt } = ctx.feedbackEmailTokens.issue({ organisationId, recordingId: row.id });
    if (!allowed) {
      ctx.logger.warn(
        { organisationId, recordingId: row.id },
        'Feedback confirmation e-mail not sent: the hourly allowance of its address or organisation is spent',
      );
      return { email: row.email, expiresAt };
    }
    // The confirmation page opens in the mail's language.
    const link = `${ctx.publicUrl()}${VERIFICATION_PATH}?token=${encodeURIComponent(token)}${language ? `&lang=${language}` : ''}`;
    await ctx.mailer.send(
      feedbackEmailVerificationMail({
        to: row.email,
        organisationName: organisation?.name ?? null,
        link,
        expiresAt,
        language: language ?? 'en',
      }),
    );
    return { email: row.email, expiresAt };
  });
}

/**
 * Public: the visitor who just sent a recording through the widget API asks for the link. The
 * widget key names the organisation, the product and the submission id (known only to the
 * visitor's browser) name the recording; nothing else is needed, and the mail goes only to the
 * address that recording already holds.
 */
export async function sendFeedbackEmailVerification(
  ctx: ServiceContext,
  args: MutationSendFeedbackEmailVerificationArgs,
): Promise<FeedbackEmailVerificationSent> {
  if (!isWidgetKey(args.key) || !isUuid(args.productId) || !isUuid(args.submissionId)) {
    throw notFound(FEEDBACK_NOT_FOUND);
  }
  const organisationId = await organisationOfKey(ctx.db, args.key);
  if (!organisationId) throw notFound(FEEDBACK_NOT_FOUND);
  return mailConfirmation(
    ctx,
    organisationId,
    and(
      eq(recordings.productId, args.productId.toLowerCase()),
      eq(recordings.idempotencyKey, args.submissionId.toLowerCase()),
    )!,
  );
}

function readToken(ctx: ServiceContext, token: string) {
  if (token.length > TOKEN_MAX) return { status: 'invalid' } as const;
  return ctx.feedbackEmailTokens.read(token);
}

/** Public: a new link from an expired one. Its signature still proves it reached that mailbox. */
export async function resendFeedbackEmailVerification(
  ctx: ServiceContext,
  args: MutationResendFeedbackEmailVerificationArgs,
): Promise<FeedbackEmailVerificationSent> {
  const reading = readToken(ctx, args.token);
  if (reading.status === 'invalid') throw invalidLink();
  const { organisationId, recordingId } = reading.claim;
  return mailConfirmation(ctx, organisationId, eq(recordings.id, recordingId));
}

/** Public: confirms the address of the recording the link names; confirming twice is no error. */
export async function verifyFeedbackEmail(
  ctx: ServiceContext,
  args: MutationVerifyFeedbackEmailArgs,
): Promise<VerifiedFeedbackEmail> {
  const reading = readToken(ctx, args.token);
  if (reading.status === 'invalid') throw invalidLink();
  if (reading.status === 'expired') {
    throw linkError('EXPIRED_LINK', 'This confirmation link has expired. Ask for a new link.');
  }
  const { organisationId, recordingId }: FeedbackEmailClaim = reading.claim;
  return withScope(ctx.db, { organisationId }, async (tx) => {
    const [confirmed] = await tx
      .update(recordings)
      .set({ contactEmailVerifiedAt: sql`coalesce(${recordings.contactEmailVerifiedAt}, now())` })
      .where(and(eq(recordings.organisationId, organisationId), eq(recordings.id, recordingId)))
      .returning({ email: recordings.contactEmail });
    if (!confirmed?.email) throw notFound('The feedback this link confirms no longer exists.');
    const [organisation] = await tx
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, organisationId));
    return { email: confirmed.email, organisationName: organisation?.name ?? '' };
  });
}
