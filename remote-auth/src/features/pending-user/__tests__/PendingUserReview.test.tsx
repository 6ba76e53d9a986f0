import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ActivateNewUserMutation } from '../api/activate-new-user-mutation';
import { DeclineNewUserMutation } from '../api/decline-new-user-mutation';
import { UserByInviteIdQuery } from '../api/user-by-invite-id-query';
import { PendingUserReview } from '../components/PendingUserReview';

const pending = {
  request: { query: UserByInviteIdQuery, variables: { inviteId: 'req-1' } },
  result: {
    data: {
      userByInviteId: {
        __typename: 'UserByInvite' as const,
        id: 'u2',
        email: 'ann@acme.test',
        enabled: false,
      },
    },
  },
};

function renderPending(mocks: MockLink.MockedResponse[], path = '/pending-user?inviteId=req-1') {
  render(
    <AntdApp>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[path]}>
          <PendingUserReview />
        </MemoryRouter>
      </MockedProvider>
    </AntdApp>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

describe('PendingUserReview (/pending-user)', () => {
  it('shows who asked and accepts them as a Member', async () => {
    const activated = vi.fn(() => ({ data: { activateNewUser: true } }));
    const user = renderPending([
      pending,
      { request: { query: ActivateNewUserMutation, variables: { inviteId: 'req-1' } }, result: activated },
    ]);
    expect(await screen.findByText('ann@acme.test')).toBeTruthy();
    expect(screen.getByText('Waiting for review')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept as Member' }));
    expect(await screen.findByText('ann@acme.test can now use the dashboard')).toBeTruthy();
    expect(activated).toHaveBeenCalledOnce();
  });

  it('declines them', async () => {
    const declined = vi.fn(() => ({ data: { declineNewUser: true } }));
    const user = renderPending([
      pending,
      { request: { query: DeclineNewUserMutation, variables: { inviteId: 'req-1' } }, result: declined },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('ann@acme.test was declined')).toBeTruthy();
  });

  it('shows a refused decision formatted', async () => {
    const user = renderPending([
      pending,
      {
        request: { query: ActivateNewUserMutation, variables: { inviteId: 'req-1' } },
        result: { errors: [new GraphQLError('this request to join was already decided')] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Accept as Member' }));
    expect(await screen.findByText('This request to join was already decided.')).toBeTruthy();
  });

  it('explains a request that cannot be found', async () => {
    renderPending([
      {
        request: pending.request,
        result: { errors: [new GraphQLError('This request to join was not found.')] },
      },
    ]);
    expect(await screen.findByText('This request cannot be reviewed')).toBeTruthy();
    expect(screen.getByText('This request to join was not found.')).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in as an Admin', async () => {
    renderPending([
      {
        request: pending.request,
        result: {
          errors: [new GraphQLError('Sign in first.', { extensions: { code: 'UNAUTHENTICATED' } })],
        },
      },
    ]);
    expect(await screen.findByText('Sign in as an Admin to review this request')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeTruthy();
  });
});
