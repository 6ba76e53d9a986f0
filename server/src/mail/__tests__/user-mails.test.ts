import type { DashboardLanguage } from '@hearback/input-rules';
import { describe, expect, it } from 'vitest';
import { attentionRecommendedMail } from '../../services/campaign/campaign-mail';
import { exportReadyMail } from '../../services/export/export-mail';
import { weeklyReportMail } from '../../services/notification/weekly-report-mail';
import type { MailMessage } from '../mailer';
import { domainConfirmationMail, invitationMail, joinRequestMail, verificationMail } from '../messages';
import english from './english-mails.json';
import { EXAMPLES as E } from './user-mail-examples';

/** Every mail to a dashboard user, written from the same example in a language. */
const mailsIn = (language: DashboardLanguage): Record<keyof typeof english, MailMessage> => ({
  invitationAdmin: invitationMail({ ...E.invitationAdmin, language }),
  invitationMember: invitationMail({ ...E.invitationMember, language }),
  joinRequest: joinRequestMail({ ...E.joinRequest, language }),
  verification: verificationMail({ ...E.verification, language }),
  domainConfirmation: domainConfirmationMail({ ...E.domainConfirmation, language }),
  attentionNegative: attentionRecommendedMail({ ...E.attentionNegative, language }),
  attentionKeywords: attentionRecommendedMail({ ...E.attentionKeywords, language }),
  exportRecordings: exportReadyMail({ ...E.exportRecordings, language }),
  exportResponses: exportReadyMail({ ...E.exportResponses, language }),
  weeklyNamed: weeklyReportMail({ ...E.weeklyNamed, products: [...E.weeklyNamed.products], language }),
  weeklyUnnamed: weeklyReportMail({ ...E.weeklyUnnamed, products: [...E.weeklyUnnamed.products], language }),
});

const names = Object.keys(english) as (keyof typeof english)[];

/** The English sentences of a mail: lines of three words or more besides links (not a name). */
const englishLines = (name: keyof typeof english) =>
  english[name].text
    .split('\n')
    .filter((line) => (line.replace(/https?:\S+/g, '').match(/\b[a-z]{2,}\b/g) ?? []).length >= 3);

describe("the mails to the dashboard's users", () => {
  const inEnglish = mailsIn('en');
  const inGerman = mailsIn('de');

  it.each(names)('%s: English subject and text exactly as before they had a German', (name) => {
    expect({ subject: inEnglish[name].subject, text: inEnglish[name].text }).toEqual(english[name]);
  });

  it.each(names)('%s: an HTML part that names its language and links every address', (name) => {
    for (const [language, mail] of [
      ['en', inEnglish[name]],
      ['de', inGerman[name]],
    ] as const) {
      expect(mail.html).toContain(`<html lang="${language}" dir="ltr">`);
      for (const url of mail.text.match(/https?:\/\/\S+/g) ?? []) {
        expect(mail.html).toContain(`<a href="${url.replaceAll('&', '&amp;')}" dir="ltr">`);
      }
    }
  });

  it.each(names)('%s: German keeps no English sentence, and the same links and names', (name) => {
    const german = inGerman[name];
    expect(german.subject).not.toBe(english[name].subject);
    for (const line of englishLines(name)) expect(german.text).not.toContain(line);
    expect(german.text.match(/https?:\/\/\S+/g)).toEqual(english[name].text.match(/https?:\/\/\S+/g));
    expect(german.to).toBe(inEnglish[name].to);
  });

  it('writes German sentences, dates and numbers', () => {
    expect(inGerman.invitationAdmin.subject).toBe('Sie sind eingeladen, Acme auf Hearback beizutreten');
    expect(inGerman.invitationAdmin.text).toContain(
      'Ann Admin hat Sie eingeladen, Acme auf Hearback als Admin beizutreten.',
    );
    expect(inGerman.invitationMember.text).toContain('als Mitglied beizutreten.');
    expect(inGerman.invitationAdmin.text).toContain('Der Link gilt bis 3. Dezember 2026 um 14:05 UTC.');
    expect(inGerman.exportRecordings.subject).toBe('Ihr Export von Aufnahmen für Shop app ist fertig');
    expect(inGerman.weeklyNamed.subject).toBe(
      'Ihr wöchentlicher Feedback-Bericht für Acme: 23. Nov. 2026 bis 30. Nov. 2026',
    );
    expect(inGerman.weeklyNamed.text).toContain('Neues Feedback: 12 (1 Kampagnenantwort)');
    expect(inGerman.weeklyNamed.text).toContain(
      'Durchschnittliche Stimmung: +0,40, 0,25 mehr als +0,15 in der Vorwoche',
    );
    expect(inGerman.weeklyNamed.text).toContain(
      // Intl writes a no-break space between the number and German's per cent sign.
      '  - Checkout survey (Läuft): Antwortquote 22,5\u00a0% (9 von 40), 1 neue Antwort',
    );
    expect(inGerman.weeklyNamed.text).toContain(
      '  - Spring (Entwurf): noch keine Einladung gesendet, 0 neue Antworten',
    );
  });
});
