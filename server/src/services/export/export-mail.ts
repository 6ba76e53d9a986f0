import type { DashboardLanguage } from '@hearback/input-rules';
import { message } from '../../i18n/message';
import type { MailMessage } from '../../mail/mailer';
import { userMail } from '../../mail/user-mail';
import { mailMoment } from '../../mail/visitor-mail';

/** What was exported, inside the mail's sentences. */
const KIND_NAMES = {
  Recordings: message('recordings'),
  Contacts: message('contacts'),
  CampaignResponses: message('campaign responses'),
} as const;

/** To the user who asked for an export, in their language. */
export function exportReadyMail(input: {
  to: string;
  kind: keyof typeof KIND_NAMES;
  productName: string;
  rows: number;
  /** The export page of the dashboard (exportPageUrl), never the file itself. */
  link: string;
  /** When the file is deleted. */
  expiresAt: Date;
  language: DashboardLanguage;
}): MailMessage {
  const { language } = input;
  const what = { what: KIND_NAMES[input.kind], product: input.productName };
  return userMail({
    to: input.to,
    language,
    subject: message('Your export of {{what}} of {{product}} is ready', what),
    paragraphs: [
      [
        message('The export of {{what}} of {{product}} you asked for is ready ({{rows}} rows).', {
          ...what,
          rows: input.rows,
        }),
      ],
      [
        message('Download it on the export page (you may be asked to sign in): {{link}}', {
          link: input.link,
        }),
      ],
      [
        message(
          "The file is kept until {{expiry}}; then it is deleted. For a new one, request the export again on the export page of the product's settings.",
          { expiry: mailMoment(language, input.expiresAt) },
        ),
      ],
    ],
  });
}
