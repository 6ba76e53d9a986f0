import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { type Notify, useNotify } from '../use-notify';

function NotifyButton({ run }: { run: (notify: Notify) => void }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => run(notify)}>
      notify
    </button>
  );
}

describe('useNotify', () => {
  it('shows an error notification with the formatted message', async () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'only admins may review users' }],
    });
    renderWithProviders(<NotifyButton run={(notify) => notify.error(error)} />);
    fireEvent.click(screen.getByText('notify'));
    expect(await screen.findByText('Only admins may review users.')).toBeTruthy();
    expect(document.querySelector('.ant-notification-notice-error')).not.toBeNull();
  });

  it('shows a warning notification with a title', async () => {
    renderWithProviders(
      <NotifyButton
        run={(notify) => notify.warning(new Error('widget settings are unavailable'), 'Widget')}
      />,
    );
    fireEvent.click(screen.getByText('notify'));
    expect(await screen.findByText('Widget settings are unavailable.')).toBeTruthy();
    expect(screen.getByText('Widget')).toBeTruthy();
    expect(document.querySelector('.ant-notification-notice-warning')).not.toBeNull();
  });

  it('shows a success message as given', async () => {
    renderWithProviders(<NotifyButton run={(notify) => notify.success('Users successfully reviewed')} />);
    fireEvent.click(screen.getByText('notify'));
    expect(await screen.findByText('Users successfully reviewed')).toBeTruthy();
  });

  it('shows nothing when the error has no message', async () => {
    renderWithProviders(<NotifyButton run={(notify) => notify.error(new Error(''))} />);
    fireEvent.click(screen.getByText('notify'));
    await act(async () => {});
    expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(0);
  });
});
