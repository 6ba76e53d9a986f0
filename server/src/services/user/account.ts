import {
  DASHBOARD_LANGUAGES,
  type DashboardLanguage,
  isDashboardLanguage,
  sameOriginPath,
} from '@hearback/input-rules';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { contactMessages, organisations, users } from '../../db/schema';
import { withScope } from '../../db/scope';
import { badUserInput, conflict, forbidden, notFound } from '../../errors/app-errors';
import type { UpdateMeInput, User } from '../../generated/resolvers-types';
import { mailLanguageOfUser } from '../../i18n/stored-language';
import { validationMessage } from '../../i18n/validation-messages';
import { contactMail, verificationMail } from '../../mail/messages';
import type { ServiceContext } from '../context';
import { mailThrottleOf } from '../rate-limit/mail-throttle';
import { emailAddress, isUuid, NAME_MAX, optionalHttpUrl, tooLongMessage } from '../validation/fields';
import { isOneLine, oneLineMessage } from '../validation/names';
import { parseInput } from '../validation/parse-input';
import { readProfile } from './get-me';

/** Whether the caller accepted the terms; only for their own address, so no one can probe others. */
export async function userTermsAccepted(ctx: ServiceContext, email: string): Promise<boolean> {
  const caller = await ctx.caller();
  const asked = parseInput(emailAddress(), email, 'email');
  if (asked !== caller.email) throw forbidden('You can only check the terms of your own e-mail address.');
  return withScope(ctx.db, { organisationId: caller.organisationId, userId: caller.id }, async (tx) => {
    const [row] = await tx.select({ at: users.termsAcceptedAt }).from(users).where(eq(users.id, caller.id));
    return Boolean(row?.at);
  });
}

/** Records the caller's acceptance of the terms at sign-up; the first acceptance is the one kept. */
export async function acceptTerms(ctx: ServiceContext, botCheck: string): Promise<boolean> {
  const caller = await ctx.caller();
  await ctx.botCheck.verify(botCheck, 'sign_up');
  await withScope(ctx.db, { organisationId: caller.organisationId, userId: caller.id }, (tx) =>
    tx
      .update(users)
      .set({ termsAcceptedAt: new Date() })
      .where(and(eq(users.id, caller.id), isNull(users.termsAcceptedAt))),
  );
  return true;
}

const optionalName = (label: string) =>
  z
    .string()
    .trim()
    .max(NAME_MAX, { error: tooLongMessage(label, NAME_MAX) })
    .refine(isOneLine, { error: oneLineMessage(label) })
    .transform((value) => (value === '' ? null : value))
    .nullish();

const dashboardLanguage = z
  .custom<DashboardLanguage>(isDashboardLanguage, {
    error: validationMessage("Choose one of the dashboard's languages: {{codes}}.", {
      codes: DASHBOARD_LANGUAGES.map((language) => language.code).join(', '),
    }),
  })
  .nullish();

const updateMeSchema = z.object({
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
  photoURL: optionalHttpUrl('Photo URL'),
  isCampaignNotificationEnabled: z.boolean().nullish(),
  isReportNotificationEnabled: z.boolean().nullish(),
  language: dashboardLanguage,
});

/**
 * The caller's own names, photo, notification preferences and dashboard language; absent fields
 * stay as they are.
 */
export async function updateMe(ctx: ServiceContext, update: UpdateMeInput): Promise<User> {
  const caller = await ctx.caller();
  const patch = parseInput(updateMeSchema, update, 'update');
  const values: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (patch.firstName !== undefined) values.firstName = patch.firstName;
  if (patch.lastName !== undefined) values.lastName = patch.lastName;
  if (patch.photoURL !== undefined) values.photoUrl = patch.photoURL;
  // Null is meaningful here: the dashboard goes back to following the browser.
  if (patch.language !== undefined) values.language = patch.language;
  // A preference is on or off: null leaves it as it is rather than inventing a third state.
  if (patch.isCampaignNotificationEnabled != null)
    values.isCampaignNotificationEnabled = patch.isCampaignNotificationEnabled;
  if (patch.isReportNotificationEnabled != null)
    values.isReportNotificationEnabled = patch.isReportNotificationEnabled;
  await withScope(ctx.db, { organisationId: caller.organisationId, userId: caller.id }, (tx) =>
    tx.update(users).set(values).where(eq(users.id, caller.id)),
  );
  return readProfile(ctx.db, caller.id, caller.organisationId);
}

/**
 * E-mails the caller a Firebase verification link that ends on /verify?id=<their id> (and the page
 * they were on their way to, so the way in ends there), a few times an hour at most (RATE_LIMITED
 * after that).
 */
export async function resendVerification(ctx: ServiceContext, returnTo?: string | null): Promise<boolean> {
  const caller = await ctx.caller();
  const returnPath = returnTo == null ? null : sameOriginPath(returnTo);
  if (returnTo != null && returnPath === null) {
    throw badUserInput('The return path must be a page of this dashboard.', 'returnTo');
  }
  if (caller.verified) throw conflict('Your e-mail address is already verified.');
  await mailThrottleOf(ctx.db).verificationMail(caller.id);
  const verifyPage = new URL(`${ctx.publicUrl()}/verify`);
  verifyPage.searchParams.set('id', caller.id);
  if (returnPath) verifyPage.searchParams.set('returnTo', returnPath);
  const link = await ctx.auth.generateEmailVerificationLink(caller.email, { url: verifyPage.href });
  const language = await withScope(
    ctx.db,
    { organisationId: caller.organisationId, userId: caller.id },
    (tx) => mailLanguageOfUser(tx, caller.id),
  );
  await ctx.mailer.send(verificationMail({ to: caller.email, link, language }));
  return true;
}

const BAD_LINK = 'This verification link is not valid.';

/**
 * Asks Firebase whether the account behind the user id has verified its e-mail, and records it.
 * Public, since the link may be opened in a browser where nobody is signed in.
 */
export async function verifyEmail(ctx: ServiceContext, id: string): Promise<boolean> {
  if (!isUuid(id)) throw notFound(BAD_LINK);
  const [row] = await withScope(ctx.db, { userId: id }, (tx) =>
    tx
      .select({
        id: users.id,
        firebaseUid: users.firebaseUid,
        organisationId: users.organisationId,
        verified: users.verified,
      })
      .from(users)
      .where(eq(users.id, id)),
  );
  if (!row) throw notFound(BAD_LINK);
  if (row.verified) return true;
  const account = await ctx.auth.getUser(row.firebaseUid).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/user-not-found') throw notFound(BAD_LINK);
    throw error;
  });
  if (!account.emailVerified) return false;
  await withScope(ctx.db, { organisationId: row.organisationId, userId: row.id }, (tx) =>
    tx
      .update(users)
      .set({ verified: true, updatedAt: new Date() })
      .where(and(eq(users.id, row.id), eq(users.verified, false))),
  );
  return true;
}

export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;

const contactSchema = z.object({
  subject: z
    .string({ error: 'Subject is required.' })
    .trim()
    .min(1, { error: 'Subject is required.' })
    .max(SUBJECT_MAX, { error: tooLongMessage('Subject', SUBJECT_MAX) }),
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, { error: 'Message is required.' })
    .max(MESSAGE_MAX, { error: tooLongMessage('Message', MESSAGE_MAX) }),
});

/**
 * Stores the message and e-mails it to the operator, in one transaction: if the mail cannot be
 * handed over, nothing is kept and the sender is told to try again.
 */
export async function sendContactMessage(
  ctx: ServiceContext,
  input: { subject: string; message: string },
  botCheck: string,
): Promise<boolean> {
  const caller = await ctx.caller();
  const { subject, message } = parseInput(contactSchema, input, 'input');
  await ctx.botCheck.verify(botCheck, 'contact');
  await withScope(ctx.db, { organisationId: caller.organisationId, userId: caller.id }, async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        organisationId: caller.organisationId,
        userId: caller.id,
        email: caller.email,
        subject,
        message,
      })
      .returning({ id: contactMessages.id });
    const [organisation] = caller.organisationId
      ? await tx
          .select({ name: organisations.name })
          .from(organisations)
          .where(eq(organisations.id, caller.organisationId))
      : [];
    await ctx.mailer.send(
      contactMail({
        to: ctx.contactEmail,
        from: caller.email,
        organisationName: organisation?.name ?? null,
        subject,
        message,
      }),
    );
    await tx.update(contactMessages).set({ emailedAt: new Date() }).where(eq(contactMessages.id, stored!.id));
  });
  return true;
}
