import { buildPath, routesOfRemote } from '@hearback/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pages } from '../../pages';
import Routes from '../Routes';

const params = { productId: 'p1', id: 'x1', source: 'web', type: 'general' };
const routes = routesOfRemote('remote_segments');

describe('remote_segments/Routes', () => {
  it('owns routes of the route table', () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  // Pages are tested on their own; a route without one shows its title and nothing invented.
  it.each(routes.filter(([key]) => !pages[key]))(
    'shows the title of %s, which has no page yet',
    (key, route) => {
      render(
        <MemoryRouter initialEntries={[buildPath(key, params)]}>
          <Routes />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(route.title());
    },
  );
});
