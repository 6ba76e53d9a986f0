import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { type ToastOptions, useToast } from '../use-toast';

function ToastButton({ options }: { options: ToastOptions[] }) {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => {
        for (const option of options) toast(option);
      }}
    >
      show
    </button>
  );
}

const notices = () => document.querySelectorAll('.ant-message-notice');

describe('useToast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows an info toast by default', async () => {
    renderWithProviders(<ToastButton options={[{ message: 'Users successfully reviewed' }]} />);
    fireEvent.click(screen.getByText('show'));
    expect(await screen.findByText('Users successfully reviewed')).toBeTruthy();
    expect(document.querySelector('.ant-message-info')).not.toBeNull();
  });

  it('uses the given type', async () => {
    renderWithProviders(<ToastButton options={[{ message: 'Failed to upload file', type: 'error' }]} />);
    fireEvent.click(screen.getByText('show'));
    await screen.findByText('Failed to upload file');
    expect(document.querySelector('.ant-message-error')).not.toBeNull();
  });

  it('shows nothing without a message', async () => {
    renderWithProviders(<ToastButton options={[{ message: '' }, {}]} />);
    fireEvent.click(screen.getByText('show'));
    await act(async () => {});
    expect(notices()).toHaveLength(0);
  });

  it('stacks toasts under random keys and replaces one under the same key', async () => {
    renderWithProviders(
      <ToastButton
        options={[{ message: 'A' }, { message: 'A' }, { message: 'B', key: 'k' }, { message: 'C', key: 'k' }]}
      />,
    );
    fireEvent.click(screen.getByText('show'));
    await screen.findByText('C');
    expect(screen.getAllByText('A')).toHaveLength(2);
    expect(screen.queryByText('B')).toBeNull();
  });

  it('closes after 4 seconds by default', async () => {
    vi.useFakeTimers();
    renderWithProviders(<ToastButton options={[{ message: 'Saved' }]} />);
    fireEvent.click(screen.getByText('show'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(screen.queryByText('Saved')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
