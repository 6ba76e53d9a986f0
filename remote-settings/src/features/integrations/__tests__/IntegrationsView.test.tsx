import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSettings } from '../../../test/render-settings';
import { IntegrationDeliveriesQuery } from '../api/deliveries-query';
import {
  CreateIntegrationMutation,
  ReplayIntegrationDeliveryMutation,
  SendIntegrationTestMutation,
} from '../api/integration-mutations';
import { IntegrationsQuery } from '../api/integrations-query';
import { IntegrationsView } from '../components/IntegrationsView';

const integration = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Integration' as const,
  id,
  kind: 'Webhook' as const,
  name,
  url: `https://hooks.example.com/${id}`,
  events: ['RecordingCreated' as const],
  active: true,
  createdBy: 'ada@example.com',
  createdAt: '2026-11-20T09:00:00.000Z',
  ...extra,
});

const delivery = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'IntegrationDelivery' as const,
  id,
  integrationId: 'i1',
  event: 'recording.created',
  eventId: `event-${id}`,
  state: 'Succeeded' as const,
  attempts: 1,
  responseStatus: 200,
  lastError: null,
  replayOf: null,
  createdAt: '2026-11-23T09:00:00.000Z',
  lastAttemptAt: '2026-11-23T09:00:01.000Z',
  ...extra,
});

const CRM = integration('i1', 'CRM sync');
const SECRET = `whsec_${'s'.repeat(43)}`;

const listMock = (integrations: unknown[], kind = 'Webhook') => ({
  request: { query: IntegrationsQuery, variables: { kind, paging: { limit: 10, offset: 0 } } },
  result: { data: { integrations, countIntegrations: integrations.length } },
});

const logMock = (deliveries: unknown[], integrationId = 'i1') => ({
  request: {
    query: IntegrationDeliveriesQuery,
    variables: { integrationId, paging: { limit: 10, offset: 0 } },
  },
  result: { data: { integrationDeliveries: deliveries, countIntegrationDeliveries: deliveries.length } },
});

describe('IntegrationsView (settings/integrations)', { timeout: 240_000 }, () => {
  it('lists webhooks with the delivery log: status, response code, attempts, time', async () => {
    const failed = delivery('d2', {
      state: 'Failed',
      attempts: 6,
      responseStatus: 503,
      lastError: 'The receiver answered HTTP 503',
    });
    renderSettings(<IntegrationsView kind="Webhook" />, [listMock([CRM]), logMock([failed, delivery('d1')])]);
    expect(await screen.findByText('CRM sync')).toBeTruthy();
    expect(screen.getByText('https://hooks.example.com/i1')).toBeTruthy();
    expect(await screen.findByText('Delivery log: CRM sync')).toBeTruthy();
    expect(await screen.findByText('HTTP 503')).toBeTruthy();
    expect(screen.getByText('HTTP 200')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('Succeeded')).toBeTruthy();
    expect(screen.getByText('6')).toBeTruthy();
    expect(screen.getAllByText(new Date(failed.createdAt).toLocaleString())).toHaveLength(2);
    expect(screen.getByText('Verifying deliveries')).toBeTruthy();
  });

  it('adds a webhook and shows its signing secret once', async () => {
    const created = vi.fn(() => ({
      data: {
        createIntegration: {
          __typename: 'CreatedIntegration',
          signingSecret: SECRET,
          integration: integration('i2', 'Warehouse', { url: 'https://example.com/hook' }),
        },
      },
    }));
    const { user } = renderSettings(<IntegrationsView kind="Webhook" />, [
      listMock([]),
      {
        request: {
          query: CreateIntegrationMutation,
          variables: {
            input: {
              kind: 'Webhook',
              name: 'Warehouse',
              url: 'https://example.com/hook',
              events: ['RecordingCreated', 'AttentionRecommended'],
            },
          },
        },
        result: created,
      },
      listMock([integration('i2', 'Warehouse', { url: 'https://example.com/hook' })]),
      logMock([], 'i2'),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Please enter name.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter URL.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Warehouse');
    await user.type(within(dialog).getByLabelText('URL'), 'https://example.com/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(SECRET)).toBeTruthy();
    expect(within(dialog).getByText('Copy the secret now: it will not be shown again.')).toBeTruthy();
    expect(created).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Warehouse')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it('sends a test message', async () => {
    const test = vi.fn(() => ({
      data: {
        sendIntegrationTest: delivery('d3', { event: 'integration.test', state: 'Pending', attempts: 0 }),
      },
    }));
    const { user } = renderSettings(<IntegrationsView kind="Webhook" />, [
      listMock([CRM]),
      logMock([]),
      { request: { query: SendIntegrationTestMutation, variables: { id: 'i1' } }, result: test },
      logMock([delivery('d3', { event: 'integration.test' })]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Send test message to CRM sync' }));
    expect(await screen.findByText('A test message to CRM sync was queued.')).toBeTruthy();
    expect(await screen.findByText('integration.test')).toBeTruthy();
    expect(test).toHaveBeenCalledOnce();
  });

  it('replays a delivery', async () => {
    const replayed = vi.fn(() => ({
      data: { replayIntegrationDelivery: delivery('d4', { replayOf: 'd1', state: 'Pending', attempts: 0 }) },
    }));
    const { user } = renderSettings(<IntegrationsView kind="Webhook" />, [
      listMock([CRM]),
      logMock([delivery('d1', { state: 'Failed', responseStatus: 500 })]),
      { request: { query: ReplayIntegrationDeliveryMutation, variables: { id: 'd1' } }, result: replayed },
      logMock([delivery('d4', { replayOf: 'd1' }), delivery('d1', { state: 'Failed', responseStatus: 500 })]),
    ]);
    // The log is asked for once the list has answered.
    expect(await screen.findByText('HTTP 500', {}, { timeout: 30_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Replay recording.created/ }));
    expect(await screen.findByText('The recording.created event was queued again.')).toBeTruthy();
    expect(await screen.findByText('HTTP 200')).toBeTruthy();
    expect(replayed).toHaveBeenCalledOnce();
  });

  it('adds a Slack channel without a secret and shows the masked URL', async () => {
    const slack = integration('s1', '#feedback', {
      kind: 'Slack',
      url: 'https://hooks.slack.com/services/…',
    });
    renderSettings(<IntegrationsView kind="Slack" />, [listMock([slack], 'Slack'), logMock([], 's1')]);
    expect(await screen.findByText('#feedback')).toBeTruthy();
    expect(screen.getByText('https://hooks.slack.com/services/…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Slack channel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send test message to #feedback' })).toBeTruthy();
    expect(screen.queryByText('Verifying deliveries')).toBeNull();
  });

  it('shows a Member the integrations and their log without a way to change them', async () => {
    renderSettings(<IntegrationsView kind="Webhook" />, [listMock([CRM]), logMock([delivery('d1')])], {
      role: 'Member',
    });
    expect(await screen.findByText('CRM sync')).toBeTruthy();
    expect(await screen.findByText('HTTP 200')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add webhook' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Send test message/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Replay/ })).toBeNull();
    expect(screen.getByRole('switch', { name: 'CRM sync active' }).hasAttribute('disabled')).toBe(true);
  });
});
