// The Node.js majors Hearback supports, and official binaries of them from the npm registry for
// machines whose own Node.js is another major (an end-of-life one, or a newer one not yet tested).
// Plain ESM so it works before `pnpm install`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './run.mjs';

/** Exact releases, so every machine tests the same runtime; the first is the one we prefer. */
export const SUPPORTED_NODE_RELEASES = ['24.21.0', '22.23.3'];

const majorOf = (version) => Number(version.split('.')[0]);

export const isSupportedNodeMajor = (version) =>
  SUPPORTED_NODE_RELEASES.some((release) => majorOf(release) === majorOf(version));

/**
 * The folder holding a `node` binary of `release`: this process's own when it is that major,
 * else the official build the registry publishes as `node-<platform>-<arch>`, fetched once into
 * `.cache/node/<release>` (the `node` package does the same through an install script).
 */
export function nodeBinFolder(release) {
  if (majorOf(process.versions.node) === majorOf(release)) return path.dirname(process.execPath);
  const platformPackage = `node-${process.platform}-${process.arch}`;
  const prefix = path.join(repoRoot, '.cache', 'node', release);
  const binFolder = path.join(prefix, 'node_modules', platformPackage, 'bin');
  if (!fs.existsSync(path.join(binFolder, 'node'))) {
    console.log(`Fetching Node.js ${release} (${platformPackage}) from the npm registry…`);
    const install = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `${platformPackage}@${release}`,
      ],
      { stdio: 'inherit' },
    );
    if (install.status !== 0 || !fs.existsSync(path.join(binFolder, 'node')))
      throw new Error(`Node.js ${release} could not be fetched from the npm registry (${platformPackage}).`);
  }
  return binFolder;
}

/** The environment in which `node`, npm and pnpm resolve to the binary in `binFolder`. */
export const environmentWithNode = (binFolder, env = process.env) => ({
  ...env,
  PATH: `${binFolder}${path.delimiter}${env.PATH ?? ''}`,
});

/**
 * Runs this script again on the preferred supported Node.js when the one running it is not a
 * supported major (Node 20 reached end of life on 2026-04-30), so the README's two commands work
 * on any machine with Node.js and npm; does nothing when the running major is supported.
 */
export function continueOnSupportedNode() {
  if (isSupportedNodeMajor(process.versions.node)) return;
  const [preferred] = SUPPORTED_NODE_RELEASES;
  console.log(
    `Node.js ${process.versions.node} is not supported (supported: ${SUPPORTED_NODE_RELEASES.map(majorOf).join(', ')}); continuing on Node.js ${preferred}.`,
  );
  const binFolder = nodeBinFolder(preferred);
  const again = spawnSync(path.join(binFolder, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: environmentWithNode(binFolder),
  });
  process.exit(again.status ?? 1);
}
