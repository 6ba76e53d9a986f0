import type { MailMessage } from '../../mail/mailer';
import type { VisitorLanguage } from '../../mail/visitor-languages';
import { fill, lines, link, ownWords, visitorMail } from '../../mail/visitor-mail';

/**
 * To a contact: the campaign's invitation, in the product's widget language when it has one
 * (English unless told). The campaign's message is the organisation's own words, as written.
 */
export function campaignInvitationMail(input: {
  to: string;
  contactName: string | null;
  organisationName: string;
  productName: string;
  message: string;
  respondLink: string;
  unsubscribeLink: string;
  language?: VisitorLanguage;
}): MailMessage {
  const language = input.language ?? 'en';
  return visitorMail({
    to: input.to,
    language,
    subject: fill(language, 'invitation.subject', {
      organisation: input.organisationName,
      product: input.productName,
    }),
    paragraphs: [
      input.contactName
        ? fill(language, 'invitation.greetingNamed', { name: input.contactName })
        : fill(language, 'invitation.greeting'),
      ownWords(input.message),
      lines(fill(language, 'invitation.answer'), link(input.respondLink)),
      fill(language, 'invitation.unsubscribe', { link: { link: input.unsubscribeLink } }),
    ],
  });
}

export function attentionRecommendedMail(input: {
  to: string;
  campaignName: string;
  reason: string;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `A response to "${input.campaignName}" needs attention`,
    text: [
      `A response to the campaign "${input.campaignName}" ${input.reason}.`,
      '',
      'Open it:',
      input.link,
    ].join('\n'),
  };
}
