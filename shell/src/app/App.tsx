/**
 * The shell application: providers (theme, antd App, Apollo, session) around the browser router
 * and the route tree. The federation bootstrap renders it once the runtime config and the
 * remote manifest are loaded.
 */
import { AppProviders } from '@hearback/shared';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes/AppRoutes';

export { AppRoutes };

export default function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
