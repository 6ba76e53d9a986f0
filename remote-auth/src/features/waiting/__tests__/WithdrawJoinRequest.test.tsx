import type { MockLink } from '@apollo/client/testing';
import { makeMeUser, renderInShell } from '@hearback/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { GraphQLError } from 'graphql';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { WithdrawJoinRequestMutation } from '../api/withdraw-join-request-mutation';
import { WaitingConfirmation } from '../components/WaitingConfirmation';

function CurrentPath() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Waiting for review after asking to join: disabled, without role, the organisation hidden. */
const askedToJoin = makeMeUser({ enabled: false, role: null, organization: null });

const renderWaiting = (user = askedToJoin, result?: MockLink.MockedResponse['result']) =>
  renderInShell(<WaitingConfirmation />, {
    user,
    path: '/waiting/confirmation',
    beside: <CurrentPath />,
    mocks: [{ request: { query: WithdrawJoinRequestMutation }, result }],
  });

describe('a request to join on the waiting page', () => {
  it('can be withdrawn after confirmation, and the user goes on to the organisation form', async () => {
    const withdrawn = vi.fn(() => ({
      data: { withdrawJoinRequest: { __typename: 'User', id: 'user-1', enabled: true } },
    }));
    const { user, session } = renderWaiting(askedToJoin, withdrawn);
    expect(
      screen.getByText('Changed your mind? Withdraw your request to create your own organisation instead.'),
    ).toBeTruthy();
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Withdraw my request' }));
    const dialog = await screen.findByRole('tooltip');
    expect(within(dialog).getByText('Withdraw your request to join?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your request was withdrawn.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/organisation'));
    expect(withdrawn).toHaveBeenCalledOnce();
    expect(session.refresh).toHaveBeenCalledOnce();
  });

  it('shows a refusal formatted and keeps the user waiting', async () => {
    const { user } = renderWaiting(askedToJoin, () => ({
      errors: [new GraphQLError('an Admin has already reviewed your request')],
    }));
    await user.click(screen.getByRole('button', { name: 'Withdraw my request' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('An Admin has already reviewed your request.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/waiting/confirmation');
  });

  it('is not offered to a disabled member, who asked for nothing', () => {
    renderWaiting(makeMeUser({ enabled: false, role: 'Member' }));
    expect(screen.queryByRole('button', { name: 'Withdraw my request' })).toBeNull();
  });
});
