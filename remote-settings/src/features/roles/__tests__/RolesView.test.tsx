import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderSettings } from '../../../test/render-settings';
import { InvitationsQuery, InviteUserMutation } from '../api/invitations';
import { RemoveUserMutation, SetUserEnabledMutation, UpdateUserRoleMutation } from '../api/user-mutations';
import { UsersQuery } from '../api/users-query';
import { RolesView } from '../components/RolesView';

const row = (id: string, email: string, role: 'Admin' | 'Member', enabled = true) => ({
  __typename: 'UserListItem' as const,
  id,
  email,
  firstName: email.split('@')[0]!,
  lastName: null,
  role,
  invitationAccepted: true,
  photoURL: null,
  lastActivity: null,
  enabled,
});

const ADA = row('u1', 'ada@acme.test', 'Admin');
const BOB = row('u2', 'bob@acme.test', 'Member');

const firstPage = {
  paging: { limit: 10, offset: 0 },
  sorting: [{ field: 'email', direction: 'ASC' }],
  filter: {},
};

const usersMock = (
  variables: Record<string, unknown>,
  users: unknown[],
  total = users.length,
): MockLink.MockedResponse => ({
  request: { query: UsersQuery, variables },
  result: { data: { users, countUsers: total } },
  maxUsageCount: 5,
});

const noInvitations: MockLink.MockedResponse = {
  request: { query: InvitationsQuery },
  result: { data: { invitations: [] } },
  maxUsageCount: 5,
};

async function pick(
  user: ReturnType<typeof renderSettings>['user'],
  label: string,
  option: string,
  container: HTMLElement = document.body,
) {
  await user.click(within(container).getAllByLabelText(label)[0]!);
  const options = await screen.findAllByTitle(option);
  const visible = options.filter((element) => element.classList.contains('ant-select-item-option'));
  await user.click(visible.at(-1) ?? options[0]!);
}

// Each test drives antd selects and popovers, which jsdom renders slowly on a busy machine.
describe('RolesView (/settings/roles)', { timeout: 60_000 }, () => {
  it('lists the users of the page with the total', async () => {
    renderSettings(<RolesView />, [usersMock(firstPage, [ADA, BOB], 12), noInvitations]);
    expect(await screen.findByText('ada@acme.test')).toBeTruthy();
    expect(screen.getByText('bob@acme.test')).toBeTruthy();
    // 12 users at 10 a page: a second page exists.
    expect(screen.getByTitle('2')).toBeTruthy();
  });

  it('filters by search and role on the server', async () => {
    const { user } = renderSettings(<RolesView />, [
      usersMock(firstPage, [ADA, BOB]),
      usersMock({ ...firstPage, filter: { search: 'bob' } }, [BOB]),
      usersMock({ ...firstPage, filter: { search: 'bob', role: 'Member' } }, [BOB]),
      noInvitations,
    ]);
    await screen.findByText('ada@acme.test');
    await user.type(screen.getByLabelText('Search users'), 'bob');
    await waitFor(() => expect(screen.queryByText('ada@acme.test')).toBeNull());
    await pick(user, 'Filter by role', 'Members');
    expect(await screen.findByText('bob@acme.test')).toBeTruthy();
  });

  it('sorts on the server', async () => {
    const { user } = renderSettings(<RolesView />, [
      usersMock(firstPage, [ADA, BOB]),
      usersMock({ ...firstPage, sorting: [{ field: 'role', direction: 'ASC' }] }, [ADA, BOB]),
      noInvitations,
    ]);
    await screen.findByText('ada@acme.test');
    await user.click(screen.getByText('Role', { selector: '.ant-table-column-title' }));
    await waitFor(() =>
      expect(
        screen
          .getByText('Role', { selector: '.ant-table-column-title' })
          .closest('th')
          ?.getAttribute('aria-sort'),
      ).toBe('ascending'),
    );
  });

  it('changes a role', async () => {
    const changed = vi.fn(() => ({ data: { updateUserRole: { ...BOB, role: 'Admin' } } }));
    const { user } = renderSettings(<RolesView />, [
      usersMock(firstPage, [ADA, BOB]),
      { request: { query: UpdateUserRoleMutation, variables: { id: 'u2', role: 'Admin' } }, result: changed },
      noInvitations,
    ]);
    await screen.findByText('bob@acme.test');
    await pick(user, 'Role of bob@acme.test', 'Admin');
    expect(await screen.findByText('bob@acme.test is now an Admin.')).toBeTruthy();
    expect(changed).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal to demote the last Admin, formatted", async () => {
    const { user } = renderSettings(<RolesView />, [
      usersMock(firstPage, [ADA, BOB]),
      {
        request: { query: UpdateUserRoleMutation, variables: { id: 'u1', role: 'Member' } },
        result: {
          errors: [
            new GraphQLError('the last Admin of an organisation cannot be demoted', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
      noInvitations,
    ]);
    await screen.findByText('ada@acme.test');
    await pick(user, 'Role of ada@acme.test', 'Member');
    expect(await screen.findByText('The last Admin of an organisation cannot be demoted.')).toBeTruthy();
  });

  it('disables a user', async () => {
    const disabled = vi.fn(() => ({ data: { setUserEnabled: { ...BOB, enabled: false } } }));
    const { user } = renderSettings(<RolesView />, [
      usersMock(firstPage, [ADA, BOB]),
      {
        request: { query: SetUserEnabledMutation, variables: { id: 'u2', enabled: false } },
        result: disabled,
      },
      noInvitations,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Disable bob@acme.test' }));
    expect(await screen.findByRole('button', { name: 'Enable bob@acme.test' })).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();
  });

  it('removes a user after confirmation and reads the page again', async () => {
    const removed = vi.fn(() => ({ data: { removeUser: true } }));
    const { user } = renderSettings(<RolesView />, [
      usersMock(firstPage, [ADA, BOB]),
      { request: { query: RemoveUserMutation, variables: { id: 'u2' } }, result: removed },
      { ...usersMock(firstPage, [ADA]), maxUsageCount: 1 },
      noInvitations,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove bob@acme.test' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('bob@acme.test was removed from the organisation.')).toBeTruthy();
    expect(removed).toHaveBeenCalledOnce();
  });

  it('invites a person by e-mail with a role', async () => {
    const invited = vi.fn(() => ({
      data: {
        inviteUser: {
          __typename: 'OrganisationInvitation',
          id: 'inv-1',
          email: 'cy@acme.test',
          role: 'Admin',
          createdAt: '2026-11-23T09:30:00.000Z',
          expiresAt: '2026-11-30T09:30:00.000Z',
          expired: false,
        },
      },
    }));
    const { user } = renderSettings(<RolesView />, [
      usersMock(firstPage, [ADA]),
      noInvitations,
      {
        request: { query: InviteUserMutation, variables: { email: 'cy@acme.test', role: 'Admin' } },
        result: invited,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Please enter e-mail.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('E-mail'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('E-mail is not a valid e-mail address.')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), 'cy@acme.test');
    await pick(user, 'Role', 'Admin', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to cy@acme.test.')).toBeTruthy();
    expect(invited).toHaveBeenCalledOnce();
  });

  it('shows a Member the list without the Admin controls', async () => {
    renderSettings(<RolesView />, [usersMock(firstPage, [ADA, BOB])], { role: 'Member' });
    expect(await screen.findByText('bob@acme.test')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
    expect(screen.queryByLabelText('Role of bob@acme.test')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove bob@acme.test' })).toBeNull();
  });
});
