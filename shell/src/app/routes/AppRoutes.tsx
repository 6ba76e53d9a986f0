/**
 * The shell's route tree: every entry of the route table under the layout it names, `/` and
 * `/app` (always redirected to a product by the access guard) and a 404 for anything else.
 * Layout routes are pathless, so the remote they mount matches the table's absolute paths.
 */
import type { RouteLayout } from '@hearback/shared';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from '../common/FullPageSpinner';
import { ShellFrame } from '../frame/ShellFrame';
import { AppLayout } from '../layouts/AppLayout';
import { AuthLayout } from '../layouts/AuthLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { LAYOUTS, routesWithLayout } from './route-groups';

const LAYOUT_COMPONENTS: Record<RouteLayout, ComponentType> = {
  app: AppLayout,
  auth: AuthLayout,
  public: PublicLayout,
};

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellFrame />}>
        <Route path="/" element={<FullPageSpinner />} />
        <Route path="/app" element={<FullPageSpinner />} />
        {LAYOUTS.map((layout) => {
          const LayoutComponent = LAYOUT_COMPONENTS[layout];
          return (
            <Route key={layout} element={<LayoutComponent />}>
              {/* Registered so the router picks the layout and tells unknown paths apart; no
                  element of their own: the layout mounts the remote, whose routes render the page. */}
              {routesWithLayout(layout).map(([key, route]) => (
                <Route key={key} id={key} path={route.path} element={null} />
              ))}
            </Route>
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
