import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { CreateOrganisationMutation } from '../api/create-organisation-mutation';
import { DomainJoinOffersQuery } from '../api/domain-join-operations';
import { OrganisationDomainQuery } from '../api/organisation-domain-operations';
import { OrganisationFeedbackQuery } from '../api/organisation-feedback-query';
import { OrganisationQuery } from '../api/organisation-query';
import { OrganisationTrialQuery } from '../api/organisation-trial-query';
import { RotateWidgetTokenMutation } from '../api/rotate-widget-token-mutation';
import { UpdateOrganisationMutation } from '../api/update-organisation-mutation';
import { WidgetTokenQuery } from '../api/widget-token-query';
import { OrganisationView } from '../components/OrganisationView';
import { renderOrganisation } from './render-organisation';

const ACME = {
  __typename: 'Organization' as const,
  id: 'org-1',
  name: 'Acme',
  website: 'https://acme.example',
  country: 'FR',
  type: 'Company' as const,
  widgetKey: 'wk_123',
};

const organisationMock = (organisation: typeof ACME | null): MockLink.MockedResponse => ({
  request: { query: OrganisationQuery },
  result: { data: { organizationsQuery: organisation } },
});

const trialMock = (trial: number): MockLink.MockedResponse => ({
  request: { query: OrganisationTrialQuery },
  result: { data: { organisationTrial: { __typename: 'OrganisationTrial', trial } } },
  maxUsageCount: 5,
});

const feedbackMock: MockLink.MockedResponse = {
  request: { query: OrganisationFeedbackQuery, variables: { id: 'org-1' } },
  result: {
    data: { organisationFeedback: { __typename: 'OrganisationFeedback', key: 'wk_123', name: 'Acme' } },
  },
  maxUsageCount: 5,
};

const tokenMock = (token: string): MockLink.MockedResponse => ({
  request: { query: WidgetTokenQuery },
  result: { data: { getWidgetToken: { __typename: 'WidgetToken', key: 'wk_123', token } } },
});

/** No organisation proved the new user's e-mail domain: the creation form shows at once. */
const noOffersMock: MockLink.MockedResponse = {
  request: { query: DomainJoinOffersQuery },
  result: { data: { domainJoinOffers: [] } },
};

/** The Admins' Domain section, for an organisation whose website has no domain of its own. */
const noDomainMock: MockLink.MockedResponse = {
  request: { query: OrganisationDomainQuery },
  result: { data: { organisationDomain: null } },
  maxUsageCount: 5,
};

/** What the details view asks besides the organisation: trial, feedback page and, for Admins, the token and domain. */
const detailMocks = (role: 'Admin' | 'Member', trial = 12) => [
  trialMock(trial),
  feedbackMock,
  ...(role === 'Admin' ? [tokenMock('wt_secret'), tokenMock('wt_secret'), noDomainMock] : []),
];

async function pickCountry(user: ReturnType<typeof renderOrganisation>['user'], name: string) {
  await user.click(screen.getByLabelText('Country'));
  await user.keyboard(name);
  const options = await screen.findAllByTitle(name);
  await user.click(
    options.find((element) => element.classList.contains('ant-select-item-option')) ?? options[0]!,
  );
}

describe('OrganisationView without an organisation', () => {
  it('validates the name and the website', async () => {
    const { user } = renderOrganisation(<OrganisationView />, [organisationMock(null), noOffersMock], null);
    expect(await screen.findByRole('heading', { name: 'Create your organisation' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText('Please enter organisation name.')).toBeTruthy();

    await user.click(screen.getByLabelText('Organisation name'));
    await user.paste('a'.repeat(121));
    await user.type(screen.getByLabelText('Website'), 'not a site');
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText('121 / 120')).toBeTruthy();
    expect(await screen.findByText('Organisation name must be up to 120 characters.')).toBeTruthy();
    expect(await screen.findByText('Website is not a valid URL.')).toBeTruthy();
  });

  it('creates it, refreshes the session and goes to all products', async () => {
    const variables = {
      organization: { name: 'Acme', type: 'Agency', website: 'https://acme.example', country: 'FR' },
    };
    const { user, session } = renderOrganisation(
      <OrganisationView />,
      [
        organisationMock(null),
        noOffersMock,
        {
          request: { query: CreateOrganisationMutation, variables },
          result: { data: { createOneOrganization: { ...ACME, type: 'Agency' } } },
        },
      ],
      null,
    );
    await user.type(await screen.findByLabelText('Organisation name'), '  Acme ');
    await user.type(screen.getByLabelText('Website'), 'acme.example');
    await pickCountry(user, 'France');
    await user.click(screen.getByLabelText('Type'));
    await user.click((await screen.findAllByTitle('Agency'))[0]!);
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/all'));
    expect(session.refresh).toHaveBeenCalledOnce();
  });

  it('shows a refusal formatted', async () => {
    const { user } = renderOrganisation(
      <OrganisationView />,
      [
        organisationMock(null),
        noOffersMock,
        {
          request: {
            query: CreateOrganisationMutation,
            variables: { organization: { name: 'Acme', type: 'Company' } },
          },
          result: { errors: [new GraphQLError('you already belong to an organisation')] },
        },
      ],
      null,
    );
    await user.type(await screen.findByLabelText('Organisation name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText('You already belong to an organisation.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/app/organisation');
  });
});

describe('OrganisationView with an organisation', () => {
  it('shows the details read-only to a Member', async () => {
    renderOrganisation(<OrganisationView />, [organisationMock(ACME), ...detailMocks('Member')], 'Member');
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeTruthy();
    expect(screen.getByText('France')).toBeTruthy();
    expect(screen.getByText('wk_123')).toBeTruthy();
    expect(screen.getByText('Company')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
  });

  it('lets an Admin edit it', async () => {
    const update = { name: 'Acme Ltd', website: 'https://acme.example', country: 'FR', type: 'Company' };
    const { user } = renderOrganisation(
      <OrganisationView />,
      [
        organisationMock(ACME),
        ...detailMocks('Admin'),
        {
          request: { query: UpdateOrganisationMutation, variables: { id: 'org-1', update } },
          result: { data: { updateOneOrganization: { ...ACME, name: 'Acme Ltd' } } },
        },
      ],
      'Admin',
    );
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const name = screen.getByLabelText('Organisation name');
    await user.clear(name);
    await user.type(name, 'Acme Ltd');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Acme Ltd' })).toBeTruthy();
    expect(await screen.findByText('Organisation details saved.')).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    renderOrganisation(
      <OrganisationView />,
      [
        {
          request: { query: OrganisationQuery },
          result: { errors: [new GraphQLError('database unavailable')] },
        },
      ],
      'Admin',
    );
    expect(await screen.findByText('The organisation could not be loaded')).toBeTruthy();
    expect(screen.getByText('Database unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the trial days left and the public feedback page', async () => {
    renderOrganisation(
      <OrganisationView />,
      [organisationMock(ACME), ...detailMocks('Member', 12)],
      'Member',
    );
    expect(await screen.findByText('12 days left')).toBeTruthy();
    const link = await screen.findByRole('link', { name: /\/feedback\?organisation=org-1/ });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/feedback?organisation=org-1`);
    expect(screen.queryByText('Widget token')).toBeNull();
  });

  it('says when the trial has ended', async () => {
    renderOrganisation(<OrganisationView />, [organisationMock(ACME), ...detailMocks('Member', 0)], 'Member');
    expect(await screen.findByText('Trial ended')).toBeTruthy();
  });

  it('shows an Admin the widget token and rotates it after confirmation', async () => {
    const rotated = vi.fn(() => ({
      data: { rotateWidgetToken: { __typename: 'WidgetToken', key: 'wk_123', token: 'wt_fresh' } },
    }));
    const { user } = renderOrganisation(
      <OrganisationView />,
      [
        organisationMock(ACME),
        ...detailMocks('Admin'),
        { request: { query: RotateWidgetTokenMutation }, result: rotated },
      ],
      'Admin',
    );
    expect(await screen.findByText('wt_secret')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy widget token' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Rotate token' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByText('wt_fresh')).toBeTruthy();
    expect(rotated).toHaveBeenCalledOnce();
  });

  it('shows a refused rotation formatted', async () => {
    const { user } = renderOrganisation(
      <OrganisationView />,
      [
        organisationMock(ACME),
        ...detailMocks('Admin'),
        {
          request: { query: RotateWidgetTokenMutation },
          result: { errors: [new GraphQLError('only Admins can rotate the widget token')] },
        },
      ],
      'Admin',
    );
    await user.click(await screen.findByRole('button', { name: 'Rotate token' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByText('Only Admins can rotate the widget token.')).toBeTruthy();
    expect(screen.getByText('wt_secret')).toBeTruthy();
  });
});
