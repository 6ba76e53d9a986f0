import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../../src/jobs/enqueue';
import { createJobWorker } from '../../src/jobs/worker';
import { createLogger } from '../../src/logger';
import { createMailer } from '../../src/mail/mailer';
import {
  registerWeeklyReportJobs,
  weeklyReportSweep,
} from '../../src/services/notification/weekly-report-jobs';
import { type Actor, type Organisation, signUp, signUpAdmin, uniqueEmail } from '../support/actors';
import { markDomainProven, signUpAndAskToJoin } from '../support/domain-join';
import { ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { type CaughtMail, type MailCatcher, startMailCatcher } from '../support/mail';
import { attachedMember, createProduct } from '../support/widget-fixtures';

const SET_LANGUAGE = 'mutation ($update: UpdateMeInput!) { updateMe(update: $update) { language } }';
const INVITE =
  'mutation ($email: String!, $role: UserRole!) { inviteUser(email: $email, role: $role) { id } }';
const REQUEST_EXPORT = 'mutation ($input: RequestExportInput!) { requestExport(input: $input) { id } }';
const RESEND_VERIFICATION = 'mutation { resendVerification }';

/** What a recipient reads: the text as sent (line ends as the parser gives them), and the HTML. */
const readable = (mail: CaughtMail) => ({
  subject: mail.subject,
  text: mail.text.replace(/\r\n/g, '\n'),
  html: mail.html,
});

describe.each(databaseKinds())(
  'e-mails to dashboard users in their language on %s',
  { timeout: 120_000 },
  (kind) => {
    let h: Harness;
    let mail: MailCatcher;
    /** The organisation whose people read German: its Admin and a Member chose it. */
    let german: {
      admin: Actor;
      member: Actor;
      organisation: Organisation;
      domain: string;
      productId: string;
    };
    /** A second organisation, whose Admin chose English and whose Member chose nothing. */
    let english: {
      admin: Actor;
      member: Actor;
      organisation: Organisation;
      domain: string;
      productId: string;
    };

    const setLanguage = async (actor: Actor, language: 'en' | 'de' | null) => {
      ok(await actor.ask(SET_LANGUAGE, { update: { language } }));
    };
    const mailTo = (actor: Actor | string, subject: RegExp) => {
      const address = (typeof actor === 'string' ? actor : actor.email).toLowerCase();
      return mail.waitFor((m) => m.to.includes(address) && subject.test(m.subject), 30_000).then(readable);
    };

    const organisationWithDomain = async (name: string) => {
      const domain = `mail-${randomBytes(4).toString('hex')}.test`;
      const { admin, organisation } = await signUpAdmin(h, name, { website: `https://www.${domain}` });
      await markDomainProven(h, organisation.id);
      const productId = await createProduct(admin, `${name} app`);
      const member = await attachedMember(h, admin, organisation.id, [productId]);
      return { admin, member, organisation, domain, productId };
    };

    beforeAll(async () => {
      mail = await startMailCatcher();
      // The test runs the queue itself (drain), so every job's mail is sent before it reads.
      h = await startHarness(kind, { smtpUrl: mail.url, server: { jobsWorker: false } });
      german = await organisationWithDomain('Sprachschule GmbH');
      await setLanguage(german.admin, 'de');
      await setLanguage(german.member, 'de');
      english = await organisationWithDomain('Second Ltd');
      await setLanguage(english.admin, 'en');
    });

    afterAll(async () => {
      await h?.stop();
      await mail?.stop();
    });

    it("writes the weekly report in each reader's language: a German Member, the second organisation's English users", async () => {
      const worker = createJobWorker({
        db: h.server.database.db,
        logger: createLogger('silent'),
        pollIntervalMs: 50,
      });
      const mailer = createMailer({
        smtpUrl: mail.url,
        outboxDir: h.dataDir,
        from: 'test@hearback.test',
        logger: createLogger('silent'),
      });
      registerWeeklyReportJobs(worker, mailer, () => h.server.url);
      await enqueue(h.server.database.db, weeklyReportSweep, {}, { key: 'mail-language' });
      await worker.drain();
      mailer.close();

      const toGermanMember = await mailTo(german.member, /Bericht|report/);
      expect(toGermanMember.subject).toMatch(
        /^Ihr wöchentlicher Feedback-Bericht für Sprachschule GmbH: \d+\. \S+ \d{4} bis \d+\. \S+ \d{4}$/,
      );
      expect(toGermanMember.text).toContain('Hallo,\n\nHier ist die Woche vom ');
      expect(toGermanMember.text).toContain(
        'Sprachschule GmbH app\nNeues Feedback: 0\nDurchschnittliche Stimmung: diese Woche kein bewertetes Feedback\nHandlungsbedarf, noch offen: 0',
      );
      expect(toGermanMember.text).toContain(
        `Schalten Sie sie auf Ihrer Kontoseite aus: ${h.server.url}/account`,
      );
      expect(toGermanMember.html).toContain('<html lang="de" dir="ltr">');

      // The second organisation: its Admin chose English, its Member nothing (English too).
      for (const reader of [english.admin, english.member]) {
        const report = await mailTo(reader, /Bericht|report/);
        expect(report.subject).toMatch(
          /^Your weekly feedback report for Second Ltd: \d+ \w+ \d{4} to \d+ \w+ \d{4}$/,
        );
        expect(report.text).toContain(
          'Second Ltd app\nNew feedback: 0\nAverage sentiment: no scored feedback this week\nAttention recommended, still open: 0',
        );
        expect(report.text).not.toMatch(/Sprachschule|Hallo|Stimmung/);
        expect(report.html).toContain('<html lang="en" dir="ltr">');
      }
    });

    it("writes an invitation in the inviter's language", async () => {
      const toGerman = uniqueEmail('eingeladen');
      const toEnglish = uniqueEmail('invited');
      ok(await german.admin.ask(INVITE, { email: toGerman, role: 'Member' }));
      ok(await english.admin.ask(INVITE, { email: toEnglish, role: 'Admin' }));

      const inGerman = await mailTo(toGerman, /./);
      expect(inGerman.subject).toBe('Sie sind eingeladen, Sprachschule GmbH auf Hearback beizutreten');
      expect(inGerman.text).toMatch(
        /^\S+ hat Sie eingeladen, Sprachschule GmbH auf Hearback als Mitglied beizutreten\.\n\nEinladung annehmen: \S+\/auth\/sign-up\?inviteId=\S+\n\nDer Link gilt bis \d+\. \S+ \d{4} um \d\d:\d\d UTC\. Wenn Sie diese E-Mail nicht erwartet haben, ignorieren Sie sie\.$/,
      );
      expect(inGerman.html).toContain('<html lang="de" dir="ltr">');

      const inEnglish = await mailTo(toEnglish, /./);
      expect(inEnglish.subject).toBe('You are invited to join Second Ltd on Hearback');
      expect(inEnglish.text).toMatch(
        /^\S+ invited you to join Second Ltd on Hearback as an Admin\.\n\nAccept the invitation: \S+\/auth\/sign-up\?inviteId=\S+\n\nThe link works until \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT\. If you did not expect this e-mail, ignore it\.$/,
      );
      expect(inEnglish.html).toContain('<html lang="en" dir="ltr">');
    });

    it("tells each organisation's Admins of a request to join in their own language", async () => {
      const toGerman = await signUpAndAskToJoin(h, `neu@${german.domain}`, german.organisation.id);
      const toEnglish = await signUpAndAskToJoin(h, `new@${english.domain}`, english.organisation.id);

      const inGerman = await mailTo(german.admin, /beitreten|join/);
      expect(inGerman.subject).toBe(`${toGerman.email} möchte Sprachschule GmbH beitreten`);
      expect(inGerman.text).toContain(
        'hat sich mit einer Adresse der Domain Ihrer Organisation bei Hearback registriert',
      );
      expect(inGerman.text).toContain('Anfrage prüfen: ');

      const inEnglish = await mailTo(english.admin, /beitreten|join/);
      expect(inEnglish.subject).toBe(`${toEnglish.email} asked to join Second Ltd`);
      expect(inEnglish.text).toContain(
        `${toEnglish.email} signed up to Hearback with an address of your organisation's domain and asked to join Second Ltd.\n\nReview the request: `,
      );
      // Neither Admin hears of the other organisation's newcomer.
      const subjects = (actor: Actor) =>
        mail.messages.filter((m) => m.to.includes(actor.email.toLowerCase())).map((m) => m.subject);
      expect(subjects(german.admin).join('\n')).not.toContain(toEnglish.email);
      expect(subjects(english.admin).join('\n')).not.toContain(toGerman.email);
    });

    it('tells the requester of an export in their language', async () => {
      ok(
        await german.admin.ask(REQUEST_EXPORT, {
          input: { productId: german.productId, kind: 'Contacts', format: 'Csv' },
        }),
      );
      ok(
        await english.admin.ask(REQUEST_EXPORT, {
          input: { productId: english.productId, kind: 'Recordings', format: 'Csv' },
        }),
      );
      await h.server.jobs.drain();

      const inGerman = await mailTo(german.admin, /Export/);
      expect(inGerman.subject).toBe('Ihr Export von Kontakten für Sprachschule GmbH app ist fertig');
      expect(inGerman.text).toContain(
        'Der angeforderte Export von Kontakten für Sprachschule GmbH app ist fertig (Zeilen: 0).',
      );
      expect(inGerman.html).toContain('<html lang="de" dir="ltr">');
      const inEnglish = await mailTo(english.admin, /export/);
      expect(inEnglish.subject).toBe('Your export of recordings of Second Ltd app is ready');
      expect(inEnglish.text).toContain(
        'The export of recordings of Second Ltd app you asked for is ready (0 rows).',
      );
    });

    it('sends the verification link in the language the user chose', async () => {
      const unverified = await signUp(h, { prefix: 'unverified', verified: false });
      await setLanguage(unverified, 'de');
      ok(await unverified.ask(RESEND_VERIFICATION));
      const inGerman = await mailTo(unverified, /./);
      expect(inGerman.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Hearback');
      expect(inGerman.text).toMatch(
        /^Bestätigen Sie, dass dies Ihre E-Mail-Adresse ist, um Hearback zu nutzen:\n\nhttps?:\/\/\S+\n\nWenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail\.$/,
      );
    });
  },
);
