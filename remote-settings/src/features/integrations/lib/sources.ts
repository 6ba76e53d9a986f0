import type { IntegrationEvent, IntegrationKind } from '../../../gql/graphql';

/** The sources of /settings/integrations/{source}, in tab order. */
export const INTEGRATION_SOURCES = [
  { key: 'slack', kind: 'Slack', label: 'Slack' },
  { key: 'webhook', kind: 'Webhook', label: 'Webhooks' },
] as const satisfies readonly { key: string; kind: IntegrationKind; label: string }[];

export type IntegrationSource = (typeof INTEGRATION_SOURCES)[number]['key'];

export const isIntegrationSource = (source: string | undefined): source is IntegrationSource =>
  INTEGRATION_SOURCES.some((entry) => entry.key === source);

export const kindOf = (source: IntegrationSource): IntegrationKind =>
  INTEGRATION_SOURCES.find((entry) => entry.key === source)!.kind;

export const EVENT_LABELS: Record<IntegrationEvent, string> = {
  RecordingCreated: 'New feedback',
  AttentionRecommended: 'Attention recommended',
};

export const EVENT_OPTIONS = (Object.keys(EVENT_LABELS) as IntegrationEvent[]).map((value) => ({
  value,
  label: EVENT_LABELS[value],
}));
