import type { MailMessage } from '../../mail/mailer';

const KIND_NAMES = {
  Recordings: 'recordings',
  Contacts: 'contacts',
  CampaignResponses: 'campaign responses',
} as const;

export function exportReadyMail(input: {
  to: string;
  kind: keyof typeof KIND_NAMES;
  productName: string;
  rows: number;
  /** The export page of the dashboard (exportPageUrl), never the file itself. */
  link: string;
  /** When the file is deleted. */
  expiresAt: Date;
}): MailMessage {
  const what = KIND_NAMES[input.kind];
  return {
    to: input.to,
    subject: `Your export of ${what} of ${input.productName} is ready`,
    text: [
      `The export of ${what} of ${input.productName} you asked for is ready (${input.rows} rows).`,
      '',
      `Download it on the export page (you may be asked to sign in): ${input.link}`,
      '',
      `The file is kept until ${input.expiresAt.toUTCString()}; then it is deleted. For a new one, request the export again on the export page of the product's settings.`,
    ].join('\n'),
  };
}
