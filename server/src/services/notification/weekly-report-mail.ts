import type { MailMessage } from '../../mail/mailer';
import type { CampaignWeek, ProductWeek, ReportWindow } from './weekly-report';

const day = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const score = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`;

function sentimentLine(product: ProductWeek): string {
  if (product.averageSentiment == null) return 'Average sentiment: no scored feedback this week';
  const now = `Average sentiment: ${score(product.averageSentiment)}`;
  if (product.previousAverageSentiment == null) return `${now} (none the week before)`;
  const change = product.averageSentiment - product.previousAverageSentiment;
  // Two decimals are what is shown: a change that rounds to zero is no change.
  if (Math.abs(change) < 0.005) return `${now}, as the week before`;
  return `${now}, ${change > 0 ? 'up' : 'down'} ${Math.abs(change).toFixed(2)} from ${score(product.previousAverageSentiment)} the week before`;
}

function campaignLines(campaign: CampaignWeek, productPath: string, publicUrl: string): string[] {
  const rate =
    campaign.responseRate == null
      ? 'no invitation sent yet'
      : `${percent.format(campaign.responseRate)} response rate (${campaign.responses} of ${campaign.sent})`;
  const lines = [
    `  - ${campaign.name} (${campaign.status}): ${rate}, ${count(campaign.newResponses, 'new response')}`,
    `    ${publicUrl}${productPath}/campaigns/${campaign.id}`,
  ];
  if (campaign.openAttention > 0) {
    lines.push(
      `    ${count(campaign.openAttention, 'response')} to look at: ${publicUrl}${productPath}/campaigns/${campaign.id}/attention-recommended`,
    );
  }
  return lines;
}

function productSection(product: ProductWeek, publicUrl: string): string[] {
  const path = `/app/${product.id}`;
  const lines = [
    product.name,
    `New feedback: ${product.newRecordings}${product.newResponses > 0 ? ` (${count(product.newResponses, 'campaign response')})` : ''}`,
    sentimentLine(product),
    `Attention recommended, still open: ${product.openAttention}`,
  ];
  if (product.campaigns.length > 0) {
    lines.push('Campaigns:');
    for (const campaign of product.campaigns) lines.push(...campaignLines(campaign, path, publicUrl));
  }
  lines.push(`Feedback: ${publicUrl}${path}/recordings`, `Campaigns: ${publicUrl}${path}/campaigns`);
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
}): MailMessage {
  const last = new Date(input.window.to.getTime() - 1);
  const span = `${day.format(input.window.from)} to ${day.format(last)}`;
  return {
    to: input.to,
    subject: `Your weekly feedback report for ${input.organisationName}: ${span}`,
    text: [
      input.firstName ? `Hello ${input.firstName},` : 'Hello,',
      '',
      `Here is the week of ${span} (UTC) in ${input.organisationName}.`,
      ...input.products.flatMap((product) => ['', ...productSection(product, input.publicUrl)]),
      '',
      `You receive this report because weekly reports are on for your account. Turn them off on your account page: ${input.publicUrl}/account`,
    ].join('\n'),
  };
}
