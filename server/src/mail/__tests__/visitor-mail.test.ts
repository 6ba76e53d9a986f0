import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { campaignInvitationMail } from '../../services/campaign/campaign-mail';
import { invitationLinks } from '../../services/campaign/invitation-token';
import { createMailer } from '../mailer';
import { feedbackEmailVerificationMail } from '../messages';
import { chooseVisitorLanguage, VISITOR_LANGUAGES } from '../visitor-languages';
import { en, VISITOR_TEXTS } from '../visitor-texts';

const expiresAt = new Date('2030-01-02T10:00:00.000Z');
const LINK = 'https://hearback.example/feedback/verify?token=abc.def&lang=de';
const RESPOND = 'https://hearback.example/feedback?invitation=t.s';
const UNSUBSCRIBE = `${RESPOND}&unsubscribe=1`;

const confirmation = (language?: (typeof VISITOR_LANGUAGES)[number]) =>
  feedbackEmailVerificationMail({
    to: 'grace@visitor.example.org',
    organisationName: 'Acme Shoes',
    link: LINK,
    expiresAt,
    language,
  });

const invitation = (language?: (typeof VISITOR_LANGUAGES)[number], contactName: string | null = 'Grace') =>
  campaignInvitationMail({
    to: 'grace@visitor.example.org',
    contactName,
    organisationName: 'Acme',
    productName: 'Shop',
    message: 'Tell us how checkout went.\nIt takes a minute.',
    respondLink: RESPOND,
    unsubscribeLink: UNSUBSCRIBE,
    language,
  });

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the e-mails to visitors', () => {
  it('keep their English texts, word for word', () => {
    for (const mail of [confirmation(), confirmation('en')]) {
      expect(mail.subject).toBe('Confirm your e-mail address for Acme Shoes');
      expect(mail.text).toBe(
        [
          'You left feedback for Acme Shoes with this e-mail address. Confirm that it is yours, so that they know they can reach you:',
          '',
          LINK,
          '',
          `The link works until ${expiresAt.toUTCString()}. If you did not leave any feedback, ignore this e-mail.`,
        ].join('\n'),
      );
    }
    expect(invitation().subject).toBe('Acme would like your feedback on Shop');
    expect(invitation().text).toBe(
      [
        'Hello Grace,',
        '',
        'Tell us how checkout went.\nIt takes a minute.',
        '',
        'Answer here (a minute or two):',
        RESPOND,
        '',
        `To receive no more mail about this, unsubscribe: ${UNSUBSCRIBE}`,
      ].join('\n'),
    );
    expect(invitation('en', null).text.startsWith('Hello,\n\n')).toBe(true);
    expect(
      feedbackEmailVerificationMail({ to: 'a@b.example', organisationName: null, link: LINK, expiresAt })
        .subject,
    ).toBe('Confirm your e-mail address for the organisation');
  });

  it('are written in German for a German visitor, dates the German way', () => {
    const mail = confirmation('de');
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse für Acme Shoes');
    expect(mail.text).toBe(
      [
        'Sie haben mit dieser E-Mail-Adresse Feedback an Acme Shoes gesendet. Bitte bestätigen Sie, dass die Adresse Ihnen gehört, damit man Sie darüber erreichen kann:',
        '',
        LINK,
        '',
        'Der Link ist gültig bis 2. Januar 2030 um 10:00 UTC. Falls Sie kein Feedback gegeben haben, können Sie diese E-Mail einfach ignorieren.',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.html).toContain(`<a href="${LINK.replace('&', '&amp;')}" dir="ltr">`);

    const invited = invitation('de');
    expect(invited.subject).toBe('Acme bittet um Ihr Feedback zu Shop');
    expect(invited.text).toContain('Hallo Grace,\n\nTell us how checkout went.');
    expect(invited.text).toContain(
      `Wenn Sie dazu keine E-Mails mehr erhalten möchten, melden Sie sich hier ab: ${UNSUBSCRIBE}`,
    );
  });

  it('are written in Arabic, right to left, for an Arabic visitor', () => {
    const mail = confirmation('ar');
    // The organisation's Latin name is isolated so that it keeps its place in the Arabic sentence.
    expect(mail.subject).toBe('أكّد بريدك الإلكتروني لدى \u2068Acme Shoes\u2069');
    const [intro, link, expiry] = mail.text.split('\n\n');
    expect(intro).toBe(
      'لقد تركت ملاحظات لدى \u2068Acme Shoes\u2069 باستخدام عنوان البريد الإلكتروني هذا. أكّد أنه عنوانك حتى يعرفوا أنه يمكنهم التواصل معك:',
    );
    expect(link).toBe(LINK);
    expect(expiry).toMatch(
      /^يظل الرابط صالحًا حتى \u2068.*يناير.*UTC\u2069\. إذا لم تترك أي ملاحظات، فتجاهل هذه الرسالة\.$/,
    );
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<div lang="ar" dir="rtl"');
    expect(mail.html).toContain('<bdi>Acme Shoes</bdi>');

    const invited = invitation('ar');
    expect(invited.subject).toBe('تودّ \u2068Acme\u2069 معرفة رأيك في \u2068Shop\u2069');
    // The unsubscribe link is a line of its own, and the campaign's message keeps its own direction.
    expect(invited.text.endsWith(`فيمكنك إلغاء اشتراكك من هنا:\n${UNSUBSCRIBE}`)).toBe(true);
    expect(invited.text.startsWith('مرحبًا \u2068Grace\u2069،\n\n')).toBe(true);
    expect(invited.html).toContain('<p dir="auto">Tell us how checkout went.<br>\nIt takes a minute.</p>');
  });

  it('go out as plain text with an HTML alternative that names the language and direction', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'hearback-visitor-mail-'));
    try {
      const mailer = createMailer({
        outboxDir: folder,
        from: 'Hearback <no-reply@h.test>',
        logger: createLogger('silent'),
      });
      await mailer.send(confirmation('he'));
      mailer.close();
      const [file] = await readdir(folder);
      const eml = await readFile(path.join(folder, file!), 'utf8');
      expect(eml).toMatch(/^Content-Type: multipart\/alternative;/m);
      expect(eml).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
      expect(eml).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
      expect(eml).toContain('lang=3D"he" dir=3D"rtl"');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('are complete in every language, with the placeholders English has', () => {
    for (const language of VISITOR_LANGUAGES) {
      const texts: Record<string, string> = VISITOR_TEXTS[language];
      expect(Object.keys(texts).sort(), language).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        expect(texts[key]!.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(texts[key]!), `${language} ${key}`).toEqual(placeholders(text));
        if (language !== 'en') expect(texts[key], `${language} ${key}`).not.toBe(text);
      }
      const mail = confirmation(language);
      expect(`${mail.subject}\n${mail.text}`, language).not.toMatch(/[{}]/);
      expect(invitation(language).text, language).not.toMatch(/[{}]/);
    }
  });

  it('link to pages that speak the mail’s language', () => {
    expect(invitationLinks('https://h.example', 'o.s', 'de')).toEqual({
      respond: 'https://h.example/feedback?invitation=o.s&lang=de',
      unsubscribe: 'https://h.example/feedback?invitation=o.s&lang=de&unsubscribe=1',
    });
    expect(invitationLinks('https://h.example', 'o.s', null).respond).toBe(
      'https://h.example/feedback?invitation=o.s',
    );
  });

  it('choose the first language they can be written in', () => {
    expect(chooseVisitorLanguage(['de-AT', 'fr'])).toBe('de');
    expect(chooseVisitorLanguage(['pt-PT'])).toBe('pt-BR');
    expect(chooseVisitorLanguage(['ko', null, 'he-IL'])).toBe('he');
    expect(chooseVisitorLanguage(['en-GB', 'de'])).toBe('en');
    expect(chooseVisitorLanguage(['ko', undefined, ''])).toBeNull();
  });
});
