import type { DashboardLanguage } from '@hearback/input-rules';
import { message } from '../i18n/message';
import type { MailMessage } from './mailer';
import { userMail } from './user-mail';
import type { VisitorLanguage } from './visitor-languages';
import { fill, link, mailMoment, visitorMail } from './visitor-mail';
import { VISITOR_TEXTS } from './visitor-texts';

/**
 * The e-mails Hearback sends: plain text every client shows, and the same words as HTML that
 * names their language; nothing is tracked. A visitor's mails speak the visitor's language
 * (./visitor-mail.ts); a dashboard user's speak the language they chose for the dashboard
 * (./user-mail.ts). The message to the installation's contact address stays English: it goes
 * to whoever runs the installation, not to a user.
 */

export function invitationMail(input: {
  to: string;
  organisationName: string;
  role: string;
  invitedBy: string;
  link: string;
  expiresAt: Date;
  /** The inviter's: the invitee's own account, if any, is outside the organisation. */
  language: DashboardLanguage;
}): MailMessage {
  const { language } = input;
  const who = { inviter: input.invitedBy, organisation: input.organisationName };
  return userMail({
    to: input.to,
    language,
    subject: message('You are invited to join {{organisation}} on Hearback', who),
    paragraphs: [
      [
        input.role === 'Admin'
          ? message('{{inviter}} invited you to join {{organisation}} on Hearback as an Admin.', who)
          : message('{{inviter}} invited you to join {{organisation}} on Hearback as a Member.', who),
      ],
      [message('Accept the invitation: {{link}}', { link: input.link })],
      [
        message('The link works until {{expiry}}. If you did not expect this e-mail, ignore it.', {
          expiry: mailMoment(language, input.expiresAt),
        }),
      ],
    ],
  });
}

export function joinRequestMail(input: {
  to: string;
  email: string;
  organisationName: string;
  reviewLink: string;
  language: DashboardLanguage;
}): MailMessage {
  const who = { email: input.email, organisation: input.organisationName };
  return userMail({
    to: input.to,
    language: input.language,
    subject: message('{{email}} asked to join {{organisation}}', who),
    paragraphs: [
      [
        message(
          "{{email}} signed up to Hearback with an address of your organisation's domain and asked to join {{organisation}}.",
          who,
        ),
      ],
      [message('Review the request: {{link}}', { link: input.reviewLink })],
    ],
  });
}

export function verificationMail(input: {
  to: string;
  link: string;
  language: DashboardLanguage;
}): MailMessage {
  return userMail({
    to: input.to,
    language: input.language,
    subject: message('Verify your e-mail address for Hearback'),
    paragraphs: [
      [message('Confirm that this is your e-mail address to start using Hearback:')],
      [{ link: input.link }],
      [message('If you did not sign up, ignore this e-mail.')],
    ],
  });
}

export function contactMail(input: {
  to: string;
  from: string;
  organisationName: string | null;
  subject: string;
  message: string;
}): MailMessage {
  return {
    to: input.to,
    replyTo: input.from,
    subject: `[Hearback contact] ${input.subject}`,
    text: [
      `From: ${input.from}${input.organisationName ? ` (${input.organisationName})` : ''}`,
      '',
      input.message,
    ].join('\n'),
  };
}

/**
 * To a visitor: confirm the address they left with their feedback. In the language they wrote
 * it in (./visitor-languages.ts), English unless told.
 */
export function feedbackEmailVerificationMail(input: {
  to: string;
  /** Null when the organisation's name cannot be read: the mail then says "the organisation". */
  organisationName: string | null;
  link: string;
  expiresAt: Date;
  language?: VisitorLanguage;
}): MailMessage {
  const language = input.language ?? 'en';
  const organisation = input.organisationName ?? VISITOR_TEXTS[language]['confirmation.organisationFallback'];
  return visitorMail({
    to: input.to,
    language,
    subject: fill(language, 'confirmation.subject', { organisation }),
    paragraphs: [
      fill(language, 'confirmation.intro', { organisation }),
      link(input.link),
      fill(language, 'confirmation.expiry', { expiry: mailMoment(language, input.expiresAt) }),
    ],
  });
}

export function domainConfirmationMail(input: {
  to: string;
  organisationName: string;
  domain: string;
  link: string;
  expiresAt: Date;
  language: DashboardLanguage;
}): MailMessage {
  const { language } = input;
  const owner = { organisation: input.organisationName, domain: input.domain };
  return userMail({
    to: input.to,
    language,
    subject: message('Confirm that {{organisation}} owns {{domain}}', owner),
    paragraphs: [
      [
        message(
          'You asked to prove on Hearback that {{organisation}} owns the domain {{domain}}. Open this link while signed in as yourself to confirm it:',
          owner,
        ),
      ],
      [{ link: input.link }],
      [
        message(
          'Once the domain is confirmed, people who sign up with an address at {{domain}} are offered to ask to join {{organisation}}; nobody joins unless they ask and an Admin accepts them.',
          owner,
        ),
      ],
      [
        message('The link works until {{expiry}}. If you did not ask for this, ignore this e-mail.', {
          expiry: mailMoment(language, input.expiresAt),
        }),
      ],
    ],
  });
}
