import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { createSharedMap, installedVersion } =
  require('../shared-map.cjs') as typeof import('../shared-map.cjs');

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
  '@apollo/client/',
  'graphql',
  'antd',
  '@ant-design/icons',
  '@ant-design/cssinjs',
  'firebase/',
  'dayjs',
  'dayjs/',
  '@hearback/shared',
];

describe('createSharedMap', () => {
  const shared = createSharedMap({ fromDir: path.join(workspace, 'shell') });

  it('shares every singleton, including the trailing-slash subpath keys', () => {
    expect(Object.keys(shared).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) expect(shared[key]?.singleton, key).toBe(true);
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
