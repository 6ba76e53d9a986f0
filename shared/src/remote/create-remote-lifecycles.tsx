/**
 * single-spa lifecycles for a remote's route tree, so a remote can be mounted on its own (the
 * public feedback pages embed anywhere; each remote's standalone dev page mounts it too). Outside
 * the shell nobody provides theme, Apollo client, session or router, so the root brings them.
 */
import { Result } from 'antd';
import * as React from 'react';
import { type ComponentType, Suspense } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { sharedText } from '../i18n/shared-namespace/translations';
import { AppProviders } from '../providers/app-providers';

export interface RemoteLifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
  update?: (props: object) => Promise<unknown>;
}

/** Rendered outside the providers: they may be what failed. */
function MountedRemoteCrashed({ error }: { error: Error }) {
  return (
    <Result
      status="error"
      title={sharedText('This part of the dashboard stopped working.')}
      subTitle={error.message}
    />
  );
}

export function createRemoteLifecycles(Routes: ComponentType): RemoteLifecycles {
  function MountedRemoteRoot() {
    return (
      <AppProviders>
        <BrowserRouter>
          {/* A screen in another language than English waits here for its dictionary. */}
          <Suspense fallback={null}>
            <Routes />
          </Suspense>
        </BrowserRouter>
      </AppProviders>
    );
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: MountedRemoteRoot,
    errorBoundary: (error: Error) => <MountedRemoteCrashed error={error} />,
  }) as RemoteLifecycles;
}
