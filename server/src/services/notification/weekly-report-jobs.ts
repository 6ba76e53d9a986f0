import { and, eq } from 'drizzle-orm';
import { organisations, users } from '../../db/schema';
import { withScope } from '../../db/scope';
import { mailLanguageOf } from '../../i18n/stored-language';
import { enqueue } from '../../jobs/enqueue';
import { jobType, PermanentJobError } from '../../jobs/job-type';
import { periodStart } from '../../jobs/periods';
import { asQueue } from '../../jobs/queue-role';
import type { JobHandler, JobWorker } from '../../jobs/worker';
import type { Mailer } from '../../mail/mailer';
import { notificationRecipients } from './notification-recipients';
import { productWeeks, reportWindowEndingAt } from './weekly-report';
import { weeklyReportMail } from './weekly-report-mail';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Mondays 09:00 UTC (the Unix epoch was a Thursday, so periods start 4 days and 9 hours in). */
export const WEEKLY_REPORT_PERIOD = { everyMs: 7 * DAY_MS, offsetMs: 4 * DAY_MS + 9 * HOUR_MS };

/** `2026-W48`: the ISO 8601 week of a day (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(instant: Date): string {
  const day = new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
  // The Thursday of the same week decides the year.
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const week = Math.ceil(((day.getTime() - Date.UTC(day.getUTCFullYear(), 0, 1)) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export interface WeeklyReportPayload {
  /** The ISO week of the period the report belongs to: half of every key. */
  week: string;
  /** The window, fixed once by the sweep so that every retry and every person reports the same days. */
  from: string;
  to: string;
}

export interface PersonalReportPayload extends WeeklyReportPayload {
  userId: string;
}

/** Installation-wide, weekly: hands each organisation its own job. */
export const weeklyReportSweep = jobType<Record<string, never>>('report.weekly', { maxAttempts: 3 });
/** One organisation: one send job per person the weekly report goes to. */
export const organisationWeeklyReport = jobType<WeeklyReportPayload>('report.weekly-organisation');
/** One person's report, keyed by the person and the ISO week: once per person per week. */
export const sendWeeklyReport = jobType<PersonalReportPayload>('report.weekly-send', {
  maxAttempts: 8,
  backoff: { baseMs: 30_000, maxMs: 3_600_000 },
});

/**
 * Reads the organisations' ids as the queue's role (migration 0017: that column only) and
 * enqueues one job per organisation, keyed by the week: a sweep that runs again (a second
 * server, a restart catching up) enqueues nothing twice.
 */
export const weeklyReportSweepHandler = (): JobHandler<Record<string, never>> => async (_payload, job) => {
  const now = new Date();
  const week = isoWeek(new Date(periodStart(WEEKLY_REPORT_PERIOD, now.getTime())));
  const window = reportWindowEndingAt(now);
  const payload = { week, from: window.from.toISOString(), to: window.to.toISOString() };
  const all = await asQueue(job.db, (tx) =>
    tx.select({ id: organisations.id }).from(organisations).orderBy(organisations.id),
  );
  for (const { id: organisationId } of all) {
    await withScope(job.db, { organisationId }, (tx) =>
      enqueue(tx, organisationWeeklyReport, payload, { organisationId, key: `weekly-report:${week}` }),
    );
  }
  job.logger.info({ organisations: all.length, week }, 'Weekly reports handed out');
};

/** Who the organisation's rule and each person's own switch let the report reach. */
export const organisationWeeklyReportHandler =
  (): JobHandler<WeeklyReportPayload> => async (payload, job) => {
    const organisationId = job.organisationId;
    if (!organisationId) throw new PermanentJobError('A weekly report job needs an organisation.');
    await job.inOrganisation(async (tx) => {
      const { email } = await notificationRecipients(tx, { organisationId, topic: 'WeeklyReport' });
      for (const recipient of email) {
        await enqueue(
          tx,
          sendWeeklyReport,
          { ...payload, userId: recipient.id },
          { organisationId, key: `weekly-report:${recipient.id}:${payload.week}` },
        );
      }
    });
  };

/**
 * Reads in one short transaction, mails outside it. The person is asked again whether they
 * still want the report (the switch may have changed since the organisation's job ran); someone
 * who can open no product gets nothing.
 */
export const sendWeeklyReportHandler =
  (mailer: Mailer, publicUrl: () => string): JobHandler<PersonalReportPayload> =>
  async (payload, job) => {
    const organisationId = job.organisationId;
    if (!organisationId) throw new PermanentJobError('A weekly report job needs an organisation.');
    const window = { from: new Date(payload.from), to: new Date(payload.to) };
    const report = await job.inOrganisation(async (tx) => {
      const { email } = await notificationRecipients(tx, {
        organisationId,
        topic: 'WeeklyReport',
        userId: payload.userId,
      });
      if (email.length === 0) return null;
      const [person] = await tx
        .select({
          email: users.email,
          firstName: users.firstName,
          role: users.role,
          language: users.language,
        })
        .from(users)
        .where(and(eq(users.organisationId, organisationId), eq(users.id, payload.userId)));
      const [organisation] = await tx
        .select({ name: organisations.name })
        .from(organisations)
        .where(eq(organisations.id, organisationId));
      if (!person?.role || !organisation) return null;
      const products = await productWeeks(
        tx,
        { userId: payload.userId, organisationId, role: person.role },
        window,
      );
      return { person, organisationName: organisation.name, products };
    });
    if (!report || report.products.length === 0) return;
    await mailer.send(
      weeklyReportMail({
        to: report.person.email,
        firstName: report.person.firstName,
        organisationName: report.organisationName,
        window,
        products: report.products,
        publicUrl: publicUrl(),
        language: mailLanguageOf(report.person.language),
      }),
    );
  };

/** The weekly report's jobs and its Monday schedule, for jobs/register-jobs.ts (and tests). */
export function registerWeeklyReportJobs(worker: JobWorker, mailer: Mailer, publicUrl: () => string): void {
  worker.register(weeklyReportSweep, weeklyReportSweepHandler());
  worker.register(organisationWeeklyReport, organisationWeeklyReportHandler());
  worker.register(sendWeeklyReport, sendWeeklyReportHandler(mailer, publicUrl));
  worker.every(weeklyReportSweep, { ...WEEKLY_REPORT_PERIOD, payload: {} });
}
