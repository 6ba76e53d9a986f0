import { afterEach, describe, expect, it, vi } from 'vitest';
import { withBackoff } from '../runtime-plugins/backoff';
import retryPlugin from '../runtime-plugins/retry';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('withBackoff', () => {
  it('tries once more after each delay, then gives the last error', async () => {
    const attempt = vi.fn(async () => {
      throw new Error(`try ${attempt.mock.calls.length}`);
    });
    await expect(withBackoff(attempt, { delays: [1, 1] })).rejects.toThrow('try 3');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('stops at an error it must not retry', async () => {
    const attempt = vi.fn(async () => {
      throw new Error('final');
    });
    await expect(withBackoff(attempt, { delays: [1, 1], shouldRetry: () => false })).rejects.toThrow('final');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('retry plugin: mf-manifest.json', () => {
  const fetchHook = retryPlugin().fetch as (url: string, init: RequestInit) => Promise<Response>;

  it('retries a 5xx with growing delays until the manifest comes', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const answer = fetchHook('https://x.test/mf-manifest.json', {});
    await vi.advanceTimersByTimeAsync(300);
    expect((await answer).status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 404: the file is not there', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    expect((await fetchHook('https://x.test/mf-manifest.json', {})).status).toBe(404);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('retry plugin: remoteEntry.js', () => {
  type Args = Parameters<NonNullable<ReturnType<typeof retryPlugin>['loadEntryError']>>[0];
  const loadEntryError = retryPlugin().loadEntryError as (args: Args) => Promise<unknown>;

  it('drops the failed load and requests the script again after a delay', async () => {
    vi.useFakeTimers();
    const exports = { get: vi.fn(), init: vi.fn() };
    const getRemoteEntry = vi
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(exports);
    const globalLoading: Record<string, Promise<unknown> | undefined> = {
      'remote_auth:x': Promise.resolve(),
    };
    const answer = loadEntryError({
      getRemoteEntry,
      globalLoading,
      uniqueKey: 'remote_auth:x',
    } as unknown as Args);
    await vi.advanceTimersByTimeAsync(300 + 1_000);
    await expect(answer).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading).not.toHaveProperty('remote_auth:x');
  });
});
