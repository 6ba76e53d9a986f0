import type { DashboardLanguage } from '@hearback/input-rules';
import type { CampaignStatus } from '../../generated/resolvers-types';
import { countMessage, type Message, message } from '../../i18n/message';
import type { MailMessage } from '../../mail/mailer';
import { type MailLine, userMail } from '../../mail/user-mail';
import { CAMPAIGN_STATUS_LABELS } from '../campaign/campaign-status-labels';
import type { CampaignWeek, ProductWeek, ReportWindow } from './weekly-report';

/** How the report writes days, shares and scores in one language. */
interface Formats {
  day(date: Date): string;
  percent(share: number): string;
  /** Two decimals, in the language's notation (`0.25`, `0,25`). */
  fixed(value: number): string;
}

function formatsOf(language: DashboardLanguage): Formats {
  // English keeps the day-month-year order its reports always had.
  const day = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const decimal = new Intl.NumberFormat(language).formatToParts(0.5).find((part) => part.type === 'decimal');
  return {
    day: (date) => day.format(date),
    percent: (share) => percent.format(share),
    fixed: (value) => value.toFixed(2).replace('.', decimal?.value ?? '.'),
  };
}

const ITEM = { verbatim: '  - ' };
const UNDER_ITEM = { verbatim: '    ' };

const score = (value: number, formats: Formats) => `${value > 0 ? '+' : ''}${formats.fixed(value)}`;

function sentimentLine(product: ProductWeek, formats: Formats): Message {
  if (product.averageSentiment == null) return message('Average sentiment: no scored feedback this week');
  const now = score(product.averageSentiment, formats);
  if (product.previousAverageSentiment == null) {
    return message('Average sentiment: {{score}} (none the week before)', { score: now });
  }
  const change = product.averageSentiment - product.previousAverageSentiment;
  // Two decimals are what is shown: a change that rounds to zero is no change.
  if (Math.abs(change) < 0.005)
    return message('Average sentiment: {{score}}, as the week before', { score: now });
  const values = {
    score: now,
    change: formats.fixed(Math.abs(change)),
    previous: score(product.previousAverageSentiment, formats),
  };
  return change > 0
    ? message('Average sentiment: {{score}}, up {{change}} from {{previous}} the week before', values)
    : message('Average sentiment: {{score}}, down {{change}} from {{previous}} the week before', values);
}

const statusLabel = (status: string): Message | string =>
  CAMPAIGN_STATUS_LABELS[status as CampaignStatus] ?? status;

function campaignLines(
  campaign: CampaignWeek,
  productPath: string,
  publicUrl: string,
  formats: Formats,
): MailLine[] {
  const rate =
    campaign.responseRate == null
      ? message('no invitation sent yet')
      : message('{{rate}} response rate ({{responses}} of {{sent}})', {
          rate: formats.percent(campaign.responseRate),
          responses: campaign.responses,
          sent: campaign.sent,
        });
  const campaignUrl = `${publicUrl}${productPath}/campaigns/${campaign.id}`;
  const lines: MailLine[] = [
    [
      ITEM,
      message('{{campaign}} ({{status}}): {{rate}}, {{newResponses}}', {
        campaign: campaign.name,
        status: statusLabel(campaign.status),
        rate,
        newResponses: countMessage(
          campaign.newResponses,
          '{{count}} new response',
          '{{count}} new responses',
        ),
      }),
    ],
    [UNDER_ITEM, { link: campaignUrl }],
  ];
  if (campaign.openAttention > 0) {
    lines.push([
      UNDER_ITEM,
      message('{{responses}} to look at: {{link}}', {
        responses: countMessage(campaign.openAttention, '{{count}} response', '{{count}} responses'),
        link: `${campaignUrl}/attention-recommended`,
      }),
    ]);
  }
  return lines;
}

function productSection(product: ProductWeek, publicUrl: string, formats: Formats): MailLine[] {
  const path = `/app/${product.id}`;
  const lines: MailLine[] = [
    { verbatim: product.name },
    product.newResponses > 0
      ? message('New feedback: {{count}} ({{responses}})', {
          count: product.newRecordings,
          responses: countMessage(
            product.newResponses,
            '{{count}} campaign response',
            '{{count}} campaign responses',
          ),
        })
      : message('New feedback: {{count}}', { count: product.newRecordings }),
    sentimentLine(product, formats),
    message('Attention recommended, still open: {{count}}', { count: product.openAttention }),
  ];
  if (product.campaigns.length > 0) {
    lines.push(message('Campaigns:'));
    for (const campaign of product.campaigns)
      lines.push(...campaignLines(campaign, path, publicUrl, formats));
  }
  lines.push(
    message('Feedback: {{link}}', { link: `${publicUrl}${path}/recordings` }),
    message('Campaigns: {{link}}', { link: `${publicUrl}${path}/campaigns` }),
  );
  return lines;
}

/** The weekly summary of the products one person can see, with links into the dashboard. */
export function weeklyReportMail(input: {
  to: string;
  firstName: string | null;
  organisationName: string;
  window: ReportWindow;
  products: ProductWeek[];
  publicUrl: string;
  language: DashboardLanguage;
}): MailMessage {
  const formats = formatsOf(input.language);
  const last = new Date(input.window.to.getTime() - 1);
  const span = message('{{from}} to {{to}}', { from: formats.day(input.window.from), to: formats.day(last) });
  const organisation = input.organisationName;
  return userMail({
    to: input.to,
    language: input.language,
    subject: message('Your weekly feedback report for {{organisation}}: {{span}}', { organisation, span }),
    paragraphs: [
      [input.firstName ? message('Hello {{name}},', { name: input.firstName }) : message('Hello,')],
      [message('Here is the week of {{span}} (UTC) in {{organisation}}.', { span, organisation })],
      ...input.products.map((product) => productSection(product, input.publicUrl, formats)),
      [
        message(
          'You receive this report because weekly reports are on for your account. Turn them off on your account page: {{link}}',
          { link: `${input.publicUrl}/account` },
        ),
      ],
    ],
  });
}
