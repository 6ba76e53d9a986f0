import { makeMeUser } from '@hearback/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell, reply } from '../test/render-shell';

vi.mock('../../federation/RemoteRoutes', async () => {
  const { RemoteRoutesStub } = await import('../test/remote-routes-mock');
  return { RemoteRoutes: RemoteRoutesStub };
});

const panel = () => document.querySelector('.ant-drawer-open');

describe('review panel (spec section 4)', () => {
  it('is open when the URL carries review=true', async () => {
    renderShell('/app/p1/campaigns?review=true');
    await screen.findByTestId('remote');
    expect(await screen.findByText('Review users', { selector: '.ant-drawer-title' })).toBeTruthy();
    expect(panel()).not.toBeNull();
  });

  it('is closed otherwise', async () => {
    renderShell('/app/p1/campaigns');
    await screen.findByTestId('remote');
    expect(panel()).toBeNull();
  });

  it('opening adds review=true to the URL', async () => {
    const { location } = renderShell('/app/p1/campaigns?tab=2');
    await screen.findByTestId('remote');
    fireEvent.click(screen.getByRole('button', { name: /Review users/ }));
    await waitFor(() => expect(location()).toBe('/app/p1/campaigns?tab=2&review=true'));
    await waitFor(() => expect(panel()).not.toBeNull());
  });

  it('closing removes it', async () => {
    const { location } = renderShell('/app/p1/campaigns?tab=2&review=true');
    await screen.findByTestId('remote');
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/app/p1/campaigns?tab=2'));
  });
});

const waiting = [
  { __typename: 'ReviewUser', id: 'u2', email: 'ann@acme.test', role: null },
  { __typename: 'ReviewUser', id: 'u3', email: 'bob@acme.test', role: null },
];

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  const items = await screen.findAllByTitle(option);
  const options = items.filter((item) => item.classList.contains('ant-select-item-option'));
  fireEvent.click(options.at(-1) ?? items[0]!);
}

describe('review panel decisions (spec sections 4 and 8)', () => {
  it('lists the waiting users and sends each decision, no-role as null', async () => {
    const reviewed = vi.fn(() => ({ data: { reviewUsers: true } }));
    renderShell('/app/p1/campaigns?review=true', {
      answers: {
        OrganisationReviewUsers: reply({ data: { organisationReviewUsers: waiting } }),
        ReviewUsers: reviewed,
      },
    });
    expect(await screen.findByText('ann@acme.test')).toBeTruthy();
    await choose('Role for ann@acme.test', 'Admin');
    await choose('Role for bob@acme.test', 'No role (refuse)');
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Users successfully reviewed')).toBeTruthy();
    expect(reviewed).toHaveBeenCalledWith({
      users: [
        { id: 'u2', email: 'ann@acme.test', role: 'Admin' },
        { id: 'u3', email: 'bob@acme.test', role: null },
      ],
    });
  });

  it('shows the formatted error when the review fails', async () => {
    renderShell('/app/p1/campaigns?review=true', {
      answers: {
        OrganisationReviewUsers: reply({ data: { organisationReviewUsers: waiting } }),
        ReviewUsers: reply({ errors: [{ message: 'ann@acme.test is not waiting for review' }] }),
      },
    });
    await choose('Role for ann@acme.test', 'Member');
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Ann@acme.test is not waiting for review.')).toBeTruthy();
  });

  it('does not poll for a Member', async () => {
    const polled = vi.fn(() => ({ data: { organisationReviewUsers: [] } }));
    renderShell('/app/p1/campaigns', {
      user: makeMeUser({ role: 'Member' }),
      answers: { OrganisationReviewUsers: polled },
    });
    await screen.findByTestId('remote');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(polled).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Review users/ })).toBeNull();
  });
});
