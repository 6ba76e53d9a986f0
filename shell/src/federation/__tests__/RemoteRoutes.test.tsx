import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteRoutes } from '../load-remote';
import { RemoteRoutes } from '../RemoteRoutes';

// Vitest cannot resolve federated modules: the one door to the federation runtime is mocked.
vi.mock('../load-remote', () => ({ loadRemoteRoutes: vi.fn() }));

const load = vi.mocked(loadRemoteRoutes);
const routesOf = (text: string) => ({ default: () => <h2>{text}</h2> });

beforeEach(() => {
  load.mockReset();
  // React reports the caught load error; the boundary's screen is what is under test.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RemoteRoutes', () => {
  it('loads the remote on first render and shows a spinner meanwhile', async () => {
    let resolve: (module: ReturnType<typeof routesOf>) => void = () => {};
    load.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    render(<RemoteRoutes remote="remote_segments" />);
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    resolve(routesOf('Segments from the remote'));
    expect(await screen.findByRole('heading', { name: 'Segments from the remote' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('remote_segments');
  });

  it('loads a remote once, however often its routes are mounted', async () => {
    load.mockResolvedValue(routesOf('Settings'));
    const { unmount } = render(<RemoteRoutes remote="remote_settings" />);
    await screen.findByRole('heading', { name: 'Settings' });
    unmount();
    render(<RemoteRoutes remote="remote_settings" />);
    await screen.findByRole('heading', { name: 'Settings' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows an error screen when the load fails, and Retry really loads again', async () => {
    load
      .mockRejectedValueOnce(new Error('remote_campaigns/Routes could not be loaded.'))
      .mockResolvedValueOnce(routesOf('Campaigns from the remote'));
    render(<RemoteRoutes remote="remote_campaigns" />);

    expect(await screen.findByText('This part of the dashboard could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Campaigns from the remote' })).toBeTruthy();
    expect(screen.queryByText('This part of the dashboard could not be loaded.')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps failing visibly while the remote stays unreachable', async () => {
    load.mockRejectedValue(new Error('offline'));
    render(<RemoteRoutes remote="remote_feedback" />);
    await screen.findByText('This part of the dashboard could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This part of the dashboard could not be loaded.')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
