import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ID, renderPage } from '../../../test/render-page';
import {
  AssignAttentionItemMutation,
  AttentionItemsQuery,
  ResolveAttentionItemMutation,
  TeammatesQuery,
} from '../api/attention-operations';
import { AttentionView } from '../components/AttentionView';

const item = (patch: Record<string, unknown> = {}) => ({
  __typename: 'AttentionItem' as const,
  id: 'a1',
  reason: 'Keyword',
  matchedKeywords: ['refund'],
  assigneeId: null,
  assigneeEmail: null,
  resolved: false,
  resolvedAt: null,
  resolutionNote: null,
  contactEmail: 'ada@example.com',
  createdAt: '2026-11-21T10:00:00.000Z',
  recording: {
    __typename: 'Recording' as const,
    id: 'r1',
    text: 'I want a refund.',
    sentimentLabel: 'Neutral',
    answers: [],
  },
  ...patch,
});

const listed = (resolved: boolean, items: unknown[]): MockLink.MockedResponse => ({
  request: {
    query: AttentionItemsQuery,
    variables: { campaignId: CAMPAIGN_ID, paging: { limit: 20, offset: 0 }, filter: { resolved } },
  },
  result: {
    data: {
      campaign: { __typename: 'Campaign', id: CAMPAIGN_ID, name: 'Checkout survey' },
      attentionItems: items,
      countAttentionItems: items.length,
    },
  },
  maxUsageCount: 5,
});

const teammates: MockLink.MockedResponse = {
  request: { query: TeammatesQuery },
  result: {
    data: {
      users: [
        { __typename: 'UserListItem', id: 'u2', email: 'bo@example.com', firstName: 'Bo', lastName: 'Lee' },
      ],
    },
  },
};

describe('AttentionView (/campaigns/{id}/attention-recommended)', { timeout: 120_000 }, () => {
  it('assigns a response to a teammate and resolves it with a note', async () => {
    const assigned: MockLink.MockedResponse = {
      request: { query: AssignAttentionItemMutation, variables: { id: 'a1', assigneeId: 'u2' } },
      result: { data: { assignAttentionItem: item({ assigneeId: 'u2', assigneeEmail: 'bo@example.com' }) } },
    };
    const resolved: MockLink.MockedResponse = {
      request: { query: ResolveAttentionItemMutation, variables: { id: 'a1', note: 'Refunded.' } },
      result: {
        data: {
          resolveAttentionItem: item({
            resolved: true,
            resolutionNote: 'Refunded.',
            resolvedAt: '2026-11-22T10:00:00Z',
          }),
        },
      },
    };
    const { user } = renderPage(<AttentionView id={CAMPAIGN_ID} />, {
      mocks: [listed(false, [item()]), teammates, assigned, resolved, listed(false, [])],
    });
    expect(await screen.findByText('I want a refund.')).toBeTruthy();
    expect(screen.getByText('Keyword: refund')).toBeTruthy();
    await user.click(screen.getByLabelText('Assign ada@example.com'));
    await user.click(await screen.findByTitle('Bo Lee'));
    expect(await screen.findByText('Assigned.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('What was done?'), 'Refunded.');
    await user.click(dialog.querySelector('.ant-btn-primary') as HTMLElement);
    expect(await screen.findByText('Resolved.')).toBeTruthy();
  });
});
