import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig, setRuntimeConfig } from '../runtime-config';

const VALID = {
  apiUrl: 'https://api.example.com/',
  firebase: { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo-hearback' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
};

describe('runtime config', () => {
  afterEach(() => {
    setRuntimeConfig(null);
    vi.unstubAllGlobals();
  });

  it('loads /config.json from the page origin once', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(VALID)));
    vi.stubGlobal('fetch', fetch);

    const [first, second] = await Promise.all([loadRuntimeConfig(), loadRuntimeConfig()]);
    await loadRuntimeConfig();

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(`${window.location.origin}/config.json`);
    expect(first).toBe(second);
    expect(getRuntimeConfig()).toEqual({ ...VALID, apiUrl: 'https://api.example.com' });
  });

  it('rejects when the file cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 404 }));
    await expect(loadRuntimeConfig()).rejects.toThrow('HTTP 404');
    expect(() => getRuntimeConfig()).toThrow('not loaded');
  });

  it('names the fields at fault', () => {
    expect(() => parseRuntimeConfig({ apiUrl: 1, firebase: { apiKey: 'k' } })).toThrow(
      'apiUrl, firebase.authDomain, firebase.projectId',
    );
  });

  it("keeps '' as the same-origin API and turns a missing emulator into null", () => {
    const parsed = parseRuntimeConfig({ ...VALID, apiUrl: '', authEmulatorUrl: undefined });
    expect(parsed.apiUrl).toBe('');
    expect(parsed.authEmulatorUrl).toBeNull();
  });

  it('can be set directly (tests, standalone mounts)', () => {
    setRuntimeConfig({ ...VALID, authEmulatorUrl: null });
    expect(getRuntimeConfig().firebase.projectId).toBe('demo-hearback');
  });
});
