import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { DomainJoinOffersQuery, RequestDomainJoinMutation } from '../api/domain-join-operations';
import { OrganisationQuery } from '../api/organisation-query';
import { OrganisationView } from '../components/OrganisationView';
import { expectNoSeriousAxeFindings } from './expect-accessible';
import { renderOrganisation } from './render-organisation';

const offer = (id: string, name: string) => ({
  __typename: 'DomainJoinOffer' as const,
  organizationId: id,
  organizationName: name,
  domain: 'acme.example',
});

const withoutOrganisation: MockLink.MockedResponse = {
  request: { query: OrganisationQuery },
  result: { data: { organizationsQuery: null } },
};

const offersMock = (offers: ReturnType<typeof offer>[]): MockLink.MockedResponse => ({
  request: { query: DomainJoinOffersQuery },
  result: { data: { domainJoinOffers: offers } },
});

describe('the offer to join by e-mail domain', () => {
  it('asks to join the chosen organisation only when the user says so, then waits for review', async () => {
    const requested = vi.fn(() => ({
      data: { requestDomainJoin: { __typename: 'User', id: 'user-1', enabled: false } },
    }));
    const { user, session } = renderOrganisation(
      <OrganisationView />,
      [
        withoutOrganisation,
        offersMock([offer('org-1', 'Acme'), offer('org-2', 'Acme Labs')]),
        {
          request: { query: RequestDomainJoinMutation, variables: { organizationId: 'org-2' } },
          result: requested,
        },
      ],
      null,
    );
    expect(await screen.findByRole('heading', { name: 'Join your organisation?' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your e-mail address is at acme.example. These organisations proved that they own that domain:',
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/Until you ask, they are not told that you signed up\.$/)).toBeTruthy();
    await expectNoSeriousAxeFindings();
    expect(requested).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Ask to join Acme Labs' }));
    expect(await screen.findByText('Your request to join Acme Labs was sent.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/waiting/confirmation'));
    expect(requested).toHaveBeenCalledOnce();
    expect(session.refresh).toHaveBeenCalledOnce();
  });

  it('lets the user decline and create their own organisation, telling nobody', async () => {
    const requested = vi.fn(() => ({
      data: { requestDomainJoin: { __typename: 'User', id: 'user-1', enabled: false } },
    }));
    const { user } = renderOrganisation(
      <OrganisationView />,
      [
        withoutOrganisation,
        offersMock([offer('org-1', 'Acme')]),
        {
          request: { query: RequestDomainJoinMutation, variables: { organizationId: 'org-1' } },
          result: requested,
        },
      ],
      null,
    );
    await user.click(await screen.findByRole('button', { name: 'Create my own organisation instead' }));
    expect(await screen.findByRole('heading', { name: 'Create your organisation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask to join Acme' })).toBeNull();
    expect(requested).not.toHaveBeenCalled();
  });

  it('shows a refused request formatted and lets the user choose again', async () => {
    const { user } = renderOrganisation(
      <OrganisationView />,
      [
        withoutOrganisation,
        offersMock([offer('org-1', 'Acme')]),
        {
          request: { query: RequestDomainJoinMutation, variables: { organizationId: 'org-1' } },
          result: {
            errors: [
              new GraphQLError('this organisation does not take requests to join from your e-mail domain'),
            ],
          },
        },
      ],
      null,
    );
    await user.click(await screen.findByRole('button', { name: 'Ask to join Acme' }));
    expect(
      await screen.findByText('This organisation does not take requests to join from your e-mail domain.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask to join Acme' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/app/organisation');
  });

  it('goes straight to the creation form when no organisation proved the domain', async () => {
    renderOrganisation(<OrganisationView />, [withoutOrganisation, offersMock([])], null);
    expect(await screen.findByRole('heading', { name: 'Create your organisation' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Join your organisation?' })).toBeNull();
  });
});
