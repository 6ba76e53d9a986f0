import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { OrganisationDomainFieldsFragment } from '../../../gql/graphql';
import {
  CheckOrganisationDomainMutation,
  ConfirmOrganisationDomainEmailMutation,
  OrganisationDomainQuery,
  SendOrganisationDomainEmailMutation,
} from '../api/organisation-domain-operations';
import { OrganisationDomain } from '../components/OrganisationDomain';
import { expectNoSeriousAxeFindings } from './expect-accessible';
import { renderOrganisation } from './render-organisation';

type Domain = Omit<OrganisationDomainFieldsFragment, 'status'> & {
  __typename: 'OrganisationDomain';
  status: 'Verified' | 'Unverified';
};

const UNVERIFIED: Domain = {
  __typename: 'OrganisationDomain',
  domain: 'acme.example',
  status: 'Unverified',
  verifiedAt: null,
  verifiedBy: null,
  txtRecordName: 'acme.example',
  txtRecordValue: 'hearback-verification=0123456789abcdef0123456789abcdef',
  confirmationEmail: null,
};

const VERIFIED: Domain = {
  ...UNVERIFIED,
  status: 'Verified',
  verifiedAt: '2026-03-02T10:00:00.000Z',
  verifiedBy: 'DnsTxt',
};

const domainMock = (domain: Domain | null): MockLink.MockedResponse => ({
  request: { query: OrganisationDomainQuery },
  result: { data: { organisationDomain: domain } },
});

const renderDomain = (mocks: MockLink.MockedResponse[], path = '/app/organisation') =>
  renderOrganisation(<OrganisationDomain />, mocks, 'Admin', path);

describe('OrganisationDomain', () => {
  it('shows an unverified domain with its TXT record, checks it and shows it verified', async () => {
    const checked = vi.fn(() => ({ data: { checkOrganisationDomain: VERIFIED } }));
    const { user } = renderDomain([
      domainMock(UNVERIFIED),
      { request: { query: CheckOrganisationDomainMutation }, result: checked },
    ]);
    const section = await screen.findByRole('region', { name: 'Domain' });
    expect(await screen.findByText('Not verified')).toBeTruthy();
    expect(section.textContent).toContain(
      'Until you prove that your organisation owns acme.example, nobody who signs up with an address at it is offered to join.',
    );
    expect(screen.getByRole('region', { name: 'Prove it with a DNS record' })).toBeTruthy();
    expect(screen.getByText('TXT')).toBeTruthy();
    expect(screen.getByText(UNVERIFIED.txtRecordValue)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the record value' })).toBeTruthy();
    // The Admin's own address is elsewhere: the e-mail proof is explained, not offered.
    expect(
      screen.getByText(
        'Only an Admin whose own verified e-mail address is at acme.example can prove it by e-mail.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send confirmation e-mail' })).toBeNull();
    await expectNoSeriousAxeFindings();

    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('acme.example is verified.')).toBeTruthy();
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(checked).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
    expect(
      screen.getByText(/^Proved on .+ by a DNS record\. People who sign up with an address at acme\.example/),
    ).toBeTruthy();
    await expectNoSeriousAxeFindings();
  });

  it('shows a missing record as the formatted error, and stays unverified', async () => {
    const { user } = renderDomain([
      domainMock(UNVERIFIED),
      {
        request: { query: CheckOrganisationDomainMutation },
        result: { errors: [new GraphQLError('no TXT record was found on acme.example')] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('No TXT record was found on acme.example.')).toBeTruthy();
    expect(screen.getByText('Not verified')).toBeTruthy();
  });

  it('sends the confirmation e-mail to an Admin whose address is at the domain', async () => {
    const sent = vi.fn(() => ({ data: { sendOrganisationDomainEmail: true } }));
    const { user } = renderDomain([
      domainMock({ ...UNVERIFIED, confirmationEmail: 'ada@acme.example' }),
      { request: { query: SendOrganisationDomainEmailMutation }, result: sent },
    ]);
    expect(await screen.findByRole('region', { name: 'Or prove it by e-mail' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send confirmation e-mail' }));
    expect(await screen.findByText('We sent a confirmation link to ada@acme.example.')).toBeTruthy();
    expect(sent).toHaveBeenCalledOnce();
  });

  it('confirms the domain from the e-mailed link once, and takes the token out of the address', async () => {
    const confirmed = vi.fn(() => ({
      data: { confirmOrganisationDomainEmail: { ...VERIFIED, verifiedBy: 'AdminEmail' } },
    }));
    renderDomain(
      [
        // The domain is read once, after the confirmation.
        {
          request: { query: ConfirmOrganisationDomainEmailMutation, variables: { token: 'tok-123' } },
          result: confirmed,
        },
        domainMock({ ...VERIFIED, verifiedBy: 'AdminEmail' }),
      ],
      '/app/organisation?domainConfirmation=tok-123',
    );
    expect(await screen.findByText('acme.example is verified. Thank you for confirming.')).toBeTruthy();
    expect(await screen.findByText(/by e-mail\./)).toBeTruthy();
    expect(confirmed).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
  });

  it('says how to claim a domain when the website has none', async () => {
    renderDomain([domainMock(null)]);
    expect(
      await screen.findByText(/^Add your website to the organisation details to claim its domain\./),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
  });

  it('offers to try again when the domain could not be loaded', async () => {
    renderDomain([
      {
        request: { query: OrganisationDomainQuery },
        result: { errors: [new GraphQLError('database unavailable')] },
      },
    ]);
    expect(await screen.findByText('The domain could not be loaded')).toBeTruthy();
    expect(screen.getByText('Database unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
