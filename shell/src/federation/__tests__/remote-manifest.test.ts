import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteManifest, parseRemoteManifest } from '../remote-manifest';

const BASE = 'https://dash.example.test/remotes.json';

afterEach(() => vi.unstubAllGlobals());

describe('parseRemoteManifest', () => {
  it('resolves relative URLs against the manifest and keeps absolute ones', () => {
    expect(
      parseRemoteManifest(
        {
          remote_auth: '/remotes/remote-auth/mf-manifest.json',
          remote_products: 'https://cdn.example.test/products/mf-manifest.json',
        },
        BASE,
      ),
    ).toEqual({
      remote_auth: 'https://dash.example.test/remotes/remote-auth/mf-manifest.json',
      remote_products: 'https://cdn.example.test/products/mf-manifest.json',
    });
  });

  it('rejects anything but an object of known remote names to URLs', () => {
    expect(() => parseRemoteManifest([], BASE)).toThrow(/must be an object/);
    expect(() => parseRemoteManifest({ remote_billing: '/x.json' }, BASE)).toThrow(
      /unknown remote: remote_billing/,
    );
    expect(() => parseRemoteManifest({ remote_auth: 42 }, BASE)).toThrow(/no URL for remote_auth/);
  });
});

describe('loadRemoteManifest', () => {
  it('fetches /remotes.json without the cache', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ remote_feedback: '/remotes/remote-feedback/mf-manifest.json' }),
    );
    vi.stubGlobal('fetch', fetch);
    const entries = await loadRemoteManifest();
    expect(fetch).toHaveBeenCalledWith(`${window.location.origin}/remotes.json`, { cache: 'no-store' });
    expect(entries.remote_feedback).toBe(
      `${window.location.origin}/remotes/remote-feedback/mf-manifest.json`,
    );
  });

  it('says which file failed', async () => {
    vi.stubGlobal('fetch', async () => new Response('missing', { status: 404 }));
    await expect(loadRemoteManifest()).rejects.toThrow('remotes.json could not be loaded (HTTP 404).');
  });
});
