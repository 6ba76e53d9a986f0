import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell, reply } from '../test/render-shell';

vi.mock('../../federation/RemoteRoutes', async () => {
  const { RemoteRoutesStub } = await import('../test/remote-routes-mock');
  return { RemoteRoutes: RemoteRoutesStub };
});

const notification = (id: string, state: 'Read' | 'Unread', message: string) => ({
  __typename: 'Notification',
  id,
  kind: 'ReviewUsers',
  state,
  message,
  link: '/app/all?review=true',
  createdAt: '2026-11-23T09:30:00.000Z',
});

describe('notification bell', () => {
  it('shows the unread count and marks one, then all, read', async () => {
    let unread = 2;
    const markOne = vi.fn(({ id }: Record<string, unknown>) => {
      unread -= 1;
      return { data: { markNotificationRead: { __typename: 'Notification', id, state: 'Read' } } };
    });
    const markAll = vi.fn(() => {
      unread = 0;
      return { data: { markAllNotificationsRead: 1 } };
    });
    renderShell('/app/p1', {
      answers: {
        UnreadNotificationCount: vi.fn(() => ({ data: { unreadNotificationCount: unread } })),
        Notifications: vi.fn(() => ({
          data: {
            notifications: [
              notification('n1', unread > 0 ? 'Unread' : 'Read', 'ann@acme.test asked to join Acme.'),
              notification('n2', unread > 1 ? 'Unread' : 'Read', 'bob@acme.test asked to join Acme.'),
            ],
          },
        })),
        MarkNotificationRead: markOne,
        MarkAllNotificationsRead: markAll,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Mark as read: bob@acme.test asked to join Acme.' }),
    );
    await waitFor(() => expect(markOne).toHaveBeenCalledWith({ id: 'n2', state: 'Read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(markAll).toHaveBeenCalledOnce());
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  }, 40_000);

  it('follows a notification link', async () => {
    const { location } = renderShell('/app/p1', {
      answers: {
        Notifications: reply({ data: { notifications: [notification('n1', 'Read', 'Someone asked.')] } }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    fireEvent.click(await screen.findByText('Someone asked.'));
    await waitFor(() => expect(location()).toContain('review=true'));
  });
});
