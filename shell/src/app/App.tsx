/**
 * The shell application: providers (theme, antd App, Apollo, session) around the browser router
 * and the route tree. The federation bootstrap renders it once the runtime config and the
 * remote manifest are loaded.
 */
import { AppProviders } from '@hearback/shared';
import { BrowserRouter } from 'react-router-dom';
import { EmbeddableDocumentGuard } from './embedding/EmbeddableDocument';
import { AppRoutes } from './routes/AppRoutes';

export { AppRoutes };

export interface AppProps {
  /** The document was loaded at a public feedback page, which other sites may frame. */
  servedAsEmbeddable?: boolean;
}

export default function App({ servedAsEmbeddable = false }: AppProps) {
  return (
    <AppProviders>
      <BrowserRouter>
        <EmbeddableDocumentGuard servedAsEmbeddable={servedAsEmbeddable}>
          <AppRoutes />
        </EmbeddableDocumentGuard>
      </BrowserRouter>
    </AppProviders>
  );
}
