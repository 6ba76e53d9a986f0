import { ROUTES } from '@hearback/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isEmbeddablePath } from '../embedding/EmbeddableDocument';
import { renderShell } from '../test/render-shell';

vi.mock('../../federation/RemoteRoutes', async () => {
  const { RemoteRoutesStub } = await import('../test/remote-routes-mock');
  return { RemoteRoutes: RemoteRoutesStub };
});

describe('a document served as a public feedback page (which other sites may frame)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders the feedback pages as usual', async () => {
    const leave = vi.fn();
    renderShell(ROUTES.feedbackTechxpo1.path, { user: null, embeddable: { leave } });
    expect(await screen.findByTestId('remote')).toHaveProperty('textContent', 'remote_feedback');
    expect(leave).not.toHaveBeenCalled();
  });

  it.each(['/', '/auth/sign-in', '/app/p1/recordings?review=true'])(
    'never renders %s in it: the route is loaded as a new document, which the server keeps out of frames',
    async (path) => {
      const leave = vi.fn();
      renderShell(path, { embeddable: { leave } });
      await waitFor(() => expect(leave).toHaveBeenCalledWith(path));
      expect(screen.queryByTestId('remote')).toBeNull();
      expect(screen.queryByRole('combobox', { name: 'Current product' })).toBeNull();
    },
  );

  it("links its 404 home in a new tab when framed, so the dashboard never opens in the partner's frame", async () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    const leave = vi.fn();
    renderShell('/feedback/no-such-event', { user: null, embeddable: { leave } });
    expect(await screen.findByText('Page not found')).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Back home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.getAttribute('target')).toBe('_blank');
    expect(home.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(home);
    expect(screen.getByTestId('location').textContent).toBe('/feedback/no-such-event');
    expect(leave).not.toHaveBeenCalled();
  });

  it('links its 404 home as a new document in the same tab when not framed', async () => {
    renderShell('/feedback/no-such-event', { user: null, embeddable: { leave: vi.fn() } });
    const home = await screen.findByRole('link', { name: 'Back home' });
    expect(home.getAttribute('target')).toBe('_self');
  });

  it('is told apart exactly as the server does', () => {
    for (const path of ['/feedback', '/feedback/', '/feedback/techxpo1', '/feedback/verify'])
      expect(isEmbeddablePath(path), path).toBe(true);
    for (const path of ['/', '/feedbacks', '/Feedback/techxpo1', '/app/feedback', '/auth/sign-in'])
      expect(isEmbeddablePath(path), path).toBe(false);
  });
});
