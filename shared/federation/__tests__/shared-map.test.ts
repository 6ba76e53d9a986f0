import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { createSharedMap, installedVersion } =
  require('../shared-map.cjs') as typeof import('../shared-map.cjs');
const { importedSubpaths } = require('../used-exports.cjs') as typeof import('../used-exports.cjs');

const workspace = path.resolve(__dirname, '../../..');
const appDirs = [
  'shell',
  'remote-auth',
  'remote-products',
  'remote-campaigns',
  'remote-segments',
  'remote-settings',
  'remote-feedback',
];

const KEYS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  '@apollo/client',
  'graphql',
  'antd',
  '@ant-design/icons',
  '@ant-design/cssinjs',
  'firebase/',
  'dayjs',
  '@hearback/shared',
];

describe('createSharedMap', () => {
  const shared = createSharedMap({ fromDir: path.join(workspace, 'shell') });
  const keys = Object.keys(shared);

  it('shares every singleton, including the trailing-slash subpath keys', () => {
    expect(keys.filter((key) => !key.startsWith('@apollo/client/')).sort()).toEqual([...KEYS].sort());
    for (const key of keys) expect(shared[key]?.singleton, key).toBe(true);
  });

  it("shares Apollo's entry points the dashboard imports, each as a singleton, and not its internals", () => {
    const subpaths = keys.filter((key) => key.startsWith('@apollo/client/'));
    expect(subpaths).toEqual(importedSubpaths({ workspaceRoot: workspace, name: '@apollo/client' }));
    expect(subpaths).toEqual(expect.arrayContaining(['@apollo/client/react', '@apollo/client/link/context']));
    for (const internal of ['utilities/environment', 'utilities/internal', 'cache', 'link'])
      expect(subpaths).not.toContain(`@apollo/client/${internal}`);
  });

  it('gives every key an explicit installed version, never a workspace range', () => {
    for (const [key, config] of Object.entries(shared)) {
      expect(config.version, key).toMatch(/^\d+\.\d+\.\d+/);
      expect(config.requiredVersion, key).toMatch(/^\^?\d+\.\d+\.\d+/);
      expect(String(config.requiredVersion), key).not.toContain('*');
      expect(String(config.requiredVersion), key).not.toContain('workspace');
    }
    expect(shared['@hearback/shared']?.version).toBe(require('../../package.json').version);
    expect(shared['react/']?.version).toBe(shared.react?.version);
  });

  it('pins react and react-dom exactly (React 19 needs one version in the page)', () => {
    expect(shared.react?.requiredVersion).toBe(installedVersion('react', path.join(workspace, 'shell')));
    expect(shared['react-dom']?.requiredVersion).toBe(shared.react?.requiredVersion);
  });

  it('never shares eagerly: the async boundary of each app does that job', () => {
    for (const config of Object.values(shared)) expect(config).not.toHaveProperty('eager');
  });

  it('builds the same map for the shell and every remote', () => {
    for (const dir of appDirs)
      expect(createSharedMap({ fromDir: path.join(workspace, dir) })).toEqual(shared);
  });

  it('merges per-key overrides', () => {
    const withOverride = createSharedMap({
      fromDir: path.join(workspace, 'shell'),
      overrides: { antd: { treeShaking: { mode: 'runtime-infer' } } },
    });
    expect(withOverride.antd).toMatchObject({ singleton: true, treeShaking: { mode: 'runtime-infer' } });
  });
});
