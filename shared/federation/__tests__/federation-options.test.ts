import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
const { hostFederationOptions, remoteFederationOptions, treeShakenKeys, usesHostRuntime } =
  require('../federation-options.cjs') as typeof import('../federation-options.cjs');

const workspace = path.resolve(__dirname, '../../..');

afterEach(() => vi.unstubAllEnvs());

describe('treeShakenKeys', () => {
  it('takes every exact share key of a tree-shaken package, never a prefix key', () => {
    const keys = [
      'react',
      'react/',
      'react-router-dom',
      '@apollo/client',
      '@apollo/client/react',
      'firebase/',
    ];
    expect(treeShakenKeys(keys, ['@apollo/client', 'react-router-dom'])).toEqual([
      'react-router-dom',
      '@apollo/client',
      '@apollo/client/react',
    ]);
    expect(treeShakenKeys(keys, ['react'])).toEqual(['react']);
  });
});

describe('the federation runtime of the remotes', () => {
  it("uses the shell's runtime core in production builds, but in remote_feedback", () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(usesHostRuntime('remote_products')).toBe(true);
    expect(usesHostRuntime('remote_feedback')).toBe(false);
  });

  it('keeps its own in dev builds, where each remote also runs standalone', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(usesHostRuntime('remote_products')).toBe(false);
  });

  it('is provided by the shell exactly when a remote expects it', () => {
    for (const mode of ['production', 'development']) {
      vi.stubEnv('NODE_ENV', mode);
      const shell = hostFederationOptions({ dir: path.join(workspace, 'shell') });
      const remote = remoteFederationOptions({
        name: 'remote_products',
        dir: path.join(workspace, 'remote-products'),
      });
      expect(shell.experiments?.provideExternalRuntime, mode).toBe(remote.experiments?.externalRuntime);
    }
  });
});

describe('shared tree shaking', () => {
  it('declares the same used exports in the shell and every remote, so any copy serves all', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const trimmed = (shared: Record<string, { treeShaking?: unknown }>) =>
      Object.fromEntries(
        Object.entries(shared)
          .filter(([, entry]) => entry.treeShaking)
          .map(([key, entry]) => [key, entry.treeShaking]),
      );
    const shell = trimmed(hostFederationOptions({ dir: path.join(workspace, 'shell') }).shared);
    expect(Object.keys(shell)).toEqual(
      expect.arrayContaining(['antd', '@apollo/client', '@apollo/client/react']),
    );
    const remote = remoteFederationOptions({ name: 'remote_auth', dir: path.join(workspace, 'remote-auth') });
    expect(trimmed(remote.shared)).toEqual(shell);
  });
});
