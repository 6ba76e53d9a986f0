import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildPath, type RemoteName, type ROUTES, routesOfRemote } from '../../routes/paths';
import { RemoteRouteTree } from '../remote-route-tree';

const REMOTES: RemoteName[] = [
  'remote_auth',
  'remote_products',
  'remote_campaigns',
  'remote_segments',
  'remote_settings',
  'remote_feedback',
];

/** A concrete URL for a route: every `:param` filled with a value no literal segment uses. */
const sampleUrl = (key: keyof typeof ROUTES) =>
  buildPath(key, { productId: 'p1', id: 'c42', source: 'web', type: 'general' });

function renderAt(url: string, ui: React.ReactNode) {
  return render(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);
}

function CampaignPage() {
  return <p>campaign {useParams().id}</p>;
}

describe('RemoteRouteTree', () => {
  it.each(REMOTES)('renders every route of %s (placeholder = the route title)', (remote) => {
    for (const [key, route] of routesOfRemote(remote)) {
      const { unmount } = renderAt(sampleUrl(key), <RemoteRouteTree remote={remote} pages={{}} />);
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(route.title());
      unmount();
    }
  });

  it('shows only the title of a route without a page', () => {
    renderAt('/app/p1/campaigns/combined', <RemoteRouteTree remote="remote_campaigns" pages={{}} />);
    expect(screen.getByRole('heading', { name: 'Combined campaigns' })).toBeTruthy();
    expect(document.body.textContent).toBe('Combined campaigns');
  });

  it('prefers a literal route to a parameter: /campaigns/create is the create page', () => {
    const pages = { campaign: CampaignPage, campaignCreate: () => <p>create page</p> };
    renderAt('/app/p1/campaigns/create', <RemoteRouteTree remote="remote_campaigns" pages={pages} />);
    expect(screen.getByText('create page')).toBeTruthy();
    expect(screen.queryByText(/campaign create/)).toBeNull();
  });

  it('gives pages their parameters', () => {
    renderAt(
      '/app/p1/campaigns/c7',
      <RemoteRouteTree remote="remote_campaigns" pages={{ campaign: CampaignPage }} />,
    );
    expect(screen.getByText('campaign c7')).toBeTruthy();
  });

  it('matches the whole URL whatever shell route mounts it', () => {
    renderAt(
      '/app/p1/segments/import/users',
      <Routes>
        <Route path="/app/*" element={<RemoteRouteTree remote="remote_segments" pages={{}} />} />
      </Routes>,
    );
    expect(screen.getByRole('heading', { name: 'Import users' })).toBeTruthy();
  });

  it('renders nothing for a path of another remote', () => {
    const { container } = renderAt('/auth/sign-in', <RemoteRouteTree remote="remote_campaigns" pages={{}} />);
    expect(container.textContent).toBe('');
  });
});
