import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../config/runtime-config';
import { createRemoteLifecycles } from '../create-remote-lifecycles';
import { RemoteRouteTree } from '../remote-route-tree';

const Routes = () => <RemoteRouteTree remote="remote_feedback" pages={{}} />;

afterEach(() => {
  setRuntimeConfig(null);
  window.history.replaceState(null, '', '/');
});

describe('createRemoteLifecycles', () => {
  it('mounts the route tree in its own root, with the providers and a browser router', async () => {
    setRuntimeConfig({
      apiUrl: '',
      firebase: { apiKey: 'k', authDomain: 'localhost', projectId: 'demo-hearback' },
      authEmulatorUrl: null,
    });
    window.history.replaceState(null, '', '/feedback/verify');
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const lifecycles = createRemoteLifecycles(Routes);
    const props = { name: 'remote_feedback', domElement };

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Confirm your e-mail' })).toBeTruthy());

    await lifecycles.unmount(props);
    expect(domElement.textContent).toBe('');
  });
});
