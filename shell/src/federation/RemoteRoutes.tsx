/**
 * Mounts a remote's route tree, loaded on the first visit of one of its routes. While it loads the
 * layout shows a spinner; if it fails, an error screen with a Retry that really loads again
 * (React.lazy keeps a rejected load for ever, so Retry drops it and makes a new one).
 */
import type { RemoteName } from '@hearback/shared';
import { Flex, Spin } from 'antd';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { useShellTranslation } from '../i18n/translations';
import { loadRemoteRoutes } from './load-remote';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

const loaded = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function lazyRoutes(remote: RemoteName): LazyExoticComponent<ComponentType> {
  let Routes = loaded.get(remote);
  if (!Routes) {
    Routes = lazy(() => loadRemoteRoutes(remote));
    loaded.set(remote, Routes);
  }
  return Routes;
}

function RemoteLoading() {
  const { t } = useShellTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240 }}>
      <Spin size="large" aria-label={t('Loading')} />
    </Flex>
  );
}

export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const Routes = lazyRoutes(remote);
  const retry = () => {
    loaded.delete(remote);
    setAttempt((value) => value + 1);
  };
  return (
    // Keyed by remote too: moving to another remote's route must not inherit this one's error.
    <RemoteErrorBoundary key={`${remote}:${attempt}`} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
