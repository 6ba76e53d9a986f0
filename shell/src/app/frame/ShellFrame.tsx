/**
 * The element of the top pathless route: everything that applies to every page — session
 * wiring, route logging, the document title, the reconnecting notice, the xl gate and the access
 * rules — around the matched layout.
 */
import { Outlet } from 'react-router-dom';
import { AccessGuard } from '../guards/AccessGuard';
import { useProductFromUrl } from '../guards/useProductFromUrl';
import { XlGate } from '../xl-gate/XlGate';
import { ReconnectingNotice } from './ReconnectingNotice';
import { useDocumentTitle } from './useDocumentTitle';
import { useRouteLogging } from './useRouteLogging';
import { useSessionConnection } from './useSessionConnection';

export function ShellFrame() {
  useSessionConnection();
  useRouteLogging();
  useDocumentTitle();
  useProductFromUrl();
  return (
    <>
      <ReconnectingNotice />
      <XlGate>
        <AccessGuard>
          <Outlet />
        </AccessGuard>
      </XlGate>
    </>
  );
}
