import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteLifecycles, loadRemoteRoutes, registerRuntimeRemotes } from '../load-remote';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

const loadRemoteMock = vi.mocked(loadRemote);
const Routes = () => null;

beforeEach(() => loadRemoteMock.mockReset());

describe('load-remote', () => {
  it('registers every remote of the runtime manifest by name and entry', () => {
    registerRuntimeRemotes({ remote_auth: 'https://x.test/a/mf-manifest.json' });
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_auth', entry: 'https://x.test/a/mf-manifest.json' },
    ]);
  });

  it('loads `<remote>/Routes` and hands React.lazy a module with a default export', async () => {
    loadRemoteMock.mockResolvedValueOnce({ default: Routes });
    await expect(loadRemoteRoutes('remote_products')).resolves.toEqual({ default: Routes });
    expect(loadRemote).toHaveBeenCalledWith('remote_products/Routes');
  });

  it('turns a null answer (no fallback module) into an error the route boundary shows', async () => {
    loadRemoteMock.mockResolvedValueOnce(null);
    await expect(loadRemoteRoutes('remote_products')).rejects.toThrow(
      'remote_products/Routes could not be loaded.',
    );
    loadRemoteMock.mockResolvedValueOnce({ bootstrap: vi.fn() });
    await expect(loadRemoteLifecycles('remote_feedback')).rejects.toThrow(
      'remote_feedback/lifecycles could not be loaded.',
    );
  });
});
