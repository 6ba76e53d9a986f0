import type { IntegrationEnvelope } from './integration-events';

/** A Slack incoming-webhook message: `text` for notifications, one mrkdwn section to read. */
export interface SlackMessage {
  text: string;
  blocks: { type: 'section'; text: { type: 'mrkdwn'; text: string } }[];
}

/** Slack's mrkdwn needs &, < and > escaped; nothing else. */
const escapeMrkdwn = (value: unknown): string =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const quote = (text: unknown): string =>
  text
    ? `\n${escapeMrkdwn(text)
        .slice(0, 2_000)
        .split('\n')
        .map((line) => `>${line}`)
        .join('\n')}`
    : '';

function summaryOf(event: IntegrationEnvelope): { headline: string; body: string } {
  const data = event.data;
  switch (event.type) {
    case 'recording.created':
      return {
        headline: `New feedback for ${escapeMrkdwn(data.productName ?? 'a product')}`,
        body: `${escapeMrkdwn(data.messageType ?? 'Feedback')}${data.sentiment ? ` · ${escapeMrkdwn(data.sentiment)}` : ''}${quote(data.text)}`,
      };
    case 'attention.recommended':
      return {
        headline: `A response needs attention${data.campaignName ? ` in ${escapeMrkdwn(data.campaignName)}` : ''}`,
        body: `${data.reason ? escapeMrkdwn(data.reason) : 'Attention recommended'}${quote(data.text)}`,
      };
    default:
      return {
        headline: 'Hearback test message',
        body: 'This channel will receive the events you chose for this integration.',
      };
  }
}

export function slackMessage(event: IntegrationEnvelope): SlackMessage {
  const { headline, body } = summaryOf(event);
  const link = typeof event.data.url === 'string' ? `\n<${event.data.url}|Open in Hearback>` : '';
  return {
    text: headline,
    blocks: [{ type: 'section', text: { type: 'mrkdwn', text: `*${headline}*\n${body}${link}` } }],
  };
}
