import type { IntegrationEvent, IntegrationKind } from '../../../gql/graphql';
import { settingsText as t } from '../../../i18n/translations';

/** The sources of /settings/integrations/{source}, in tab order. */
export const INTEGRATION_SOURCES = [
  { key: 'slack', kind: 'Slack' },
  { key: 'webhook', kind: 'Webhook' },
] as const satisfies readonly { key: string; kind: IntegrationKind }[];

export type IntegrationSource = (typeof INTEGRATION_SOURCES)[number]['key'];

export const isIntegrationSource = (source: string | undefined): source is IntegrationSource =>
  INTEGRATION_SOURCES.some((entry) => entry.key === source);

export const kindOf = (source: IntegrationSource): IntegrationKind =>
  INTEGRATION_SOURCES.find((entry) => entry.key === source)!.kind;

/** A source's tab: Slack is a name, the same in every language. */
export const sourceLabel = (kind: IntegrationKind): string => (kind === 'Slack' ? 'Slack' : t('Webhooks'));

export function eventLabel(event: IntegrationEvent): string {
  switch (event) {
    case 'RecordingCreated':
      return t('New feedback');
    case 'AttentionRecommended':
      return t('Attention recommended');
  }
}

const EVENTS: readonly IntegrationEvent[] = ['RecordingCreated', 'AttentionRecommended'];

export const eventOptions = () => EVENTS.map((value) => ({ value, label: eventLabel(value) }));
