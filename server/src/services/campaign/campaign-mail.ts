import type { DashboardLanguage } from '@hearback/input-rules';
import { message } from '../../i18n/message';
import type { MailMessage } from '../../mail/mailer';
import { userMail } from '../../mail/user-mail';
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

/** To a user told of a response that needs attention, in their language. */
export function attentionRecommendedMail(input: {
  to: string;
  language: DashboardLanguage;
  campaignName: string;
  /** The keywords it mentions, quoted and listed; null when it is negative. */
  keywords: string | null;
  link: string;
}): MailMessage {
  const campaign = input.campaignName;
  return userMail({
    to: input.to,
    language: input.language,
    subject: message('A response to "{{campaign}}" needs attention', { campaign }),
    paragraphs: [
      [
        input.keywords === null
          ? message('A response to the campaign "{{campaign}}" is negative.', { campaign })
          : message('A response to the campaign "{{campaign}}" mentions {{keywords}}.', {
              campaign,
              keywords: input.keywords,
            }),
      ],
      [message('Open it:'), { link: input.link }],
    ],
  });
}
