import type { MockLink } from '@apollo/client/testing';
import { setDashboardLanguage } from '@hearback/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_ID, renderPage } from '../../../test/render-page';
import { RuleCountQuery } from '../api/rule-count-query';
import { SegmentMembersQuery } from '../api/segment-members-query';
import {
  AddSegmentMemberMutation,
  RemoveSegmentMembersMutation,
  UpdateSegmentMutation,
} from '../api/segment-mutations';
import { SegmentQuery } from '../api/segment-query';
import { SegmentView } from '../components/SegmentView';

const segment = (kind: 'Static' | 'Dynamic', rules: unknown = null, size = 2) => ({
  __typename: 'Segment' as const,
  id: 'seg-1',
  productId: PRODUCT_ID,
  name: kind === 'Static' ? 'VIP' : 'Unhappy UK',
  description: null,
  kind,
  rules,
  size,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

const contact = (id: string, email: string, attributes: { key: string; value: string }[] = []) => ({
  __typename: 'Contact' as const,
  id,
  email,
  name: email.split('@')[0]!,
  phoneNumber: null,
  externalId: null,
  attributes: attributes.map((attribute) => ({ __typename: 'ContactAttribute' as const, ...attribute })),
});

const ANN = contact('c1', 'ann@example.com', [{ key: 'country', value: 'UK' }]);
const BOB = contact('c2', 'bob@example.com');

const segmentMock = (value: ReturnType<typeof segment>): MockLink.MockedResponse => ({
  request: { query: SegmentQuery, variables: { id: 'seg-1' } },
  result: { data: { segment: value } },
  maxUsageCount: 5,
});

const membersMock = (
  rows: unknown[],
  filter: Record<string, unknown> = {},
  total = rows.length,
): MockLink.MockedResponse => ({
  request: {
    query: SegmentMembersQuery,
    variables: { segmentId: 'seg-1', paging: { limit: 20, offset: 0 }, filter },
  },
  result: { data: { segmentMembers: rows, countSegmentMembers: total } },
  maxUsageCount: 5,
});

const UK_NEGATIVE = {
  type: 'group',
  match: 'all',
  rules: [
    { type: 'attribute', key: 'country', operator: 'equals', value: 'UK' },
    { type: 'feedback', operator: 'gave', sentiment: 'Negative', withinDays: 30 },
  ],
};

const countMock = (rules: unknown, answer: number | string): MockLink.MockedResponse => ({
  request: { query: RuleCountQuery, variables: { productId: PRODUCT_ID, rules } },
  result:
    typeof answer === 'number'
      ? { data: { countSegmentRuleMatches: answer } }
      : { errors: [new GraphQLError(answer, { extensions: { code: 'BAD_USER_INPUT' } })] },
  maxUsageCount: 5,
});

/** The rule editor re-renders a tree of antd selects on each change: slow in jsdom on a busy machine. */
const SLOW = { timeout: 60_000 };

describe('SegmentView (/segments/{id})', { timeout: 300_000 }, () => {
  it('shows a Static segment with its members, searched on the server', async () => {
    const { user } = renderPage(<SegmentView productId={PRODUCT_ID} segmentId="seg-1" />, {
      mocks: [segmentMock(segment('Static')), membersMock([ANN, BOB]), membersMock([BOB], { search: 'bob' })],
    });
    expect(await screen.findByRole('heading', { name: 'VIP' })).toBeTruthy();
    expect(await screen.findByText('ann@example.com', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('country: UK')).toBeTruthy();
    await user.type(screen.getByLabelText('Search members'), 'bob');
    await waitFor(() => expect(screen.queryByText('ann@example.com')).toBeNull());
    expect(screen.getByText('1 found')).toBeTruthy();
  });

  it('lets an Admin add a member by e-mail', async () => {
    const added: MockLink.MockedResponse = {
      request: {
        query: AddSegmentMemberMutation,
        variables: {
          segmentId: 'seg-1',
          input: { email: 'cat@example.com', name: 'Cat', phoneNumber: null, externalId: null },
        },
      },
      result: { data: { addSegmentMember: contact('c3', 'cat@example.com') } },
    };
    const { user } = renderPage(<SegmentView productId={PRODUCT_ID} segmentId="seg-1" />, {
      mocks: [segmentMock(segment('Static')), membersMock([ANN, BOB]), added],
    });
    await screen.findByText('bob@example.com', {}, SLOW);
    await user.click(screen.getByRole('button', { name: /Add member/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('E-mail'), 'cat@example.com');
    await user.type(within(dialog).getByLabelText('Name'), 'Cat');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('cat@example.com was added to the segment.', {}, SLOW)).toBeTruthy();
  });

  it('lets an Admin remove selected members', async () => {
    const removed: MockLink.MockedResponse = {
      request: { query: RemoveSegmentMembersMutation, variables: { segmentId: 'seg-1', contactIds: ['c2'] } },
      result: { data: { removeSegmentMembers: { __typename: 'Segment', id: 'seg-1', size: 1 } } },
    };
    const { user } = renderPage(<SegmentView productId={PRODUCT_ID} segmentId="seg-1" />, {
      mocks: [segmentMock(segment('Static')), membersMock([ANN, BOB]), removed],
    });
    const bobRow = (await screen.findByText('bob@example.com', {}, SLOW)).closest('tr')!;
    await user.click(within(bobRow).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Remove selected' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Remove selected' })).toHaveProperty('disabled', true),
      SLOW,
    );
  });

  it("edits a Dynamic segment's rules with a live count and saves them", async () => {
    const edited = {
      ...UK_NEGATIVE,
      rules: [{ ...UK_NEGATIVE.rules[0], value: 'FR' }, UK_NEGATIVE.rules[1]],
    };
    const saved: MockLink.MockedResponse = {
      request: { query: UpdateSegmentMutation, variables: { id: 'seg-1', update: { rules: edited } } },
      result: { data: { updateSegment: segment('Dynamic', edited, 3) } },
    };
    const { user } = renderPage(<SegmentView productId={PRODUCT_ID} segmentId="seg-1" />, {
      mocks: [
        segmentMock(segment('Dynamic', UK_NEGATIVE)),
        membersMock([ANN]),
        countMock(UK_NEGATIVE, 2),
        countMock(
          { ...UK_NEGATIVE, rules: [{ ...UK_NEGATIVE.rules[0], value: '' }, UK_NEGATIVE.rules[1]] },
          'Value is required: text to compare with.',
        ),
        countMock(edited, 3),
        saved,
      ],
    });
    expect(await screen.findByText('2 contacts match these rules now', {}, SLOW)).toBeTruthy();
    const value = screen.getByLabelText('Value');
    fireEvent.change(value, { target: { value: '' } });
    // The server says what is wrong with the unfinished rule.
    expect(await screen.findByText('Value is required: text to compare with.', {}, SLOW)).toBeTruthy();
    fireEvent.change(value, { target: { value: 'FR' } });
    expect(await screen.findByText('3 contacts match these rules now', {}, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('The segment was saved.', {}, SLOW)).toBeTruthy();
  });

  it('shows Members the rules without letting them change anything', async () => {
    renderPage(<SegmentView productId={PRODUCT_ID} segmentId="seg-1" />, {
      role: 'Member',
      mocks: [segmentMock(segment('Dynamic', UK_NEGATIVE)), membersMock([ANN]), countMock(UK_NEGATIVE, 2)],
    });
    expect(await screen.findByText('2 contacts match these rules now', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save rules' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByLabelText('Value')).toHaveProperty('disabled', true);
  });
});

describe('SegmentView in German', { timeout: 300_000 }, () => {
  afterEach(() => setDashboardLanguage('en', { remember: false }));

  it("speaks German: the segment's size, its rules and their live count", async () => {
    await setDashboardLanguage('de', { remember: false });
    renderPage(<SegmentView productId={PRODUCT_ID} segmentId="seg-1" />, {
      mocks: [
        segmentMock(segment('Dynamic', UK_NEGATIVE, 12_345)),
        membersMock([ANN]),
        countMock(UK_NEGATIVE, 12_345),
      ],
    });
    expect(await screen.findByText('12.345 Kontakte erfüllen derzeit diese Regeln', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('12.345 Kontakte')).toBeTruthy();
    expect(screen.getByText('Dynamisch')).toBeTruthy();
    expect(screen.getByText('Kontakte, die die gespeicherten Regeln erfüllen')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Regeln' })).toBeTruthy();
    expect(screen.getByLabelText('Wert')).toHaveProperty('value', 'UK');
    expect(screen.getByText('Rückmeldungen, mindestens')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Regeln speichern' })).toHaveProperty('disabled', true);
    expect(await screen.findByText('1 Mitglied', {}, SLOW)).toBeTruthy();
  });
});
