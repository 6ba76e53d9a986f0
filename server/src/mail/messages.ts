import type { MailMessage } from './mailer';

/** The e-mails Hearback sends, as plain text: every client shows it, and nothing is tracked. */

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

export function feedbackEmailVerificationMail(input: {
  to: string;
  organisationName: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  return {
    to: input.to,
    subject: `Confirm your e-mail address for ${input.organisationName}`,
    text: [
      `You left feedback for ${input.organisationName} with this e-mail address. Confirm that it is yours, so that they know they can reach you:`,
      '',
      input.link,
      '',
      `The link works until ${input.expiresAt.toUTCString()}. If you did not leave any feedback, ignore this e-mail.`,
    ].join('\n'),
  };
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
