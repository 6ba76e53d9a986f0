import type { MailMessage } from '../../mail/mailer';

export function campaignInvitationMail(input: {
  to: string;
  contactName: string | null;
  organisationName: string;
  productName: string;
  message: string;
  respondLink: string;
  unsubscribeLink: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `${input.organisationName} would like your feedback on ${input.productName}`,
    text: [
      input.contactName ? `Hello ${input.contactName},` : 'Hello,',
      '',
      input.message,
      '',
      'Answer here (a minute or two):',
      input.respondLink,
      '',
      `To receive no more mail about this, unsubscribe: ${input.unsubscribeLink}`,
    ].join('\n'),
  };
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
