import type { MailMessage } from './mailer';
import type { VisitorLanguage } from './visitor-languages';
import { fill, link, mailMoment, visitorMail } from './visitor-mail';
import { VISITOR_TEXTS } from './visitor-texts';

/**
 * The e-mails Hearback sends, as plain text: every client shows it, and nothing is tracked. A
 * visitor's mails speak the visitor's language and carry an HTML part that names it and its
 * direction (./visitor-mail.ts); the dashboard users' mails are English.
 */

export function invitationMail(input: {
  to: string;
  organisationName: string;
  role: string;
  invitedBy: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  return {
    to: input.to,
    subject: `You are invited to join ${input.organisationName} on Hearback`,
    text: [
      `${input.invitedBy} invited you to join ${input.organisationName} on Hearback as ${input.role === 'Admin' ? 'an Admin' : 'a Member'}.`,
      '',
      `Accept the invitation: ${input.link}`,
      '',
      `The link works until ${input.expiresAt.toUTCString()}. If you did not expect this e-mail, ignore it.`,
    ].join('\n'),
  };
}

export function joinRequestMail(input: {
  to: string;
  email: string;
  organisationName: string;
  reviewLink: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `${input.email} asked to join ${input.organisationName}`,
    text: [
      `${input.email} signed up to Hearback with an address of your organisation's domain and asked to join ${input.organisationName}.`,
      '',
      `Review the request: ${input.reviewLink}`,
    ].join('\n'),
  };
}

export function verificationMail(input: { to: string; link: string }): MailMessage {
  return {
    to: input.to,
    subject: 'Verify your e-mail address for Hearback',
    text: [
      'Confirm that this is your e-mail address to start using Hearback:',
      '',
      input.link,
      '',
      'If you did not sign up, ignore this e-mail.',
    ].join('\n'),
  };
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
}): MailMessage {
  return {
    to: input.to,
    subject: `Confirm that ${input.organisationName} owns ${input.domain}`,
    text: [
      `You asked to prove on Hearback that ${input.organisationName} owns the domain ${input.domain}. Open this link while signed in as yourself to confirm it:`,
      '',
      input.link,
      '',
      `Once the domain is confirmed, people who sign up with an address at ${input.domain} are offered to ask to join ${input.organisationName}; nobody joins unless they ask and an Admin accepts them.`,
      '',
      `The link works until ${input.expiresAt.toUTCString()}. If you did not ask for this, ignore this e-mail.`,
    ].join('\n'),
  };
}
