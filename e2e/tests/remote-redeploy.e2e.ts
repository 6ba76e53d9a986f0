import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { inDesktopPage, useChromium } from '../support/browser';
import { signInAsDemoAdmin } from '../support/sign-in';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const browser = useChromium();

/** Builds remote-settings, and only it, into `outputPath` with its production config. */
function buildRemoteSettings(outputPath: string): Promise<void> {
  const cwd = path.join(repoRoot, 'remote-settings');
  return new Promise((resolve, reject) => {
    const build = spawn(path.join(cwd, 'node_modules/.bin/rspack'), ['build', '--output-path', outputPath], {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let errorOutput = '';
    build.stderr.on('data', (chunk: Buffer) => {
      errorOutput += chunk.toString();
    });
    build.on('error', reject);
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`rspack build exited with ${code}:\n${errorOutput}`)),
    );
  });
}

/** A digest of every file of the shell (the site minus the remotes and the runtime manifest). */
async function shellDigest(siteDir: string): Promise<string> {
  const files = (await readdir(siteDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('remotes/') && file !== 'remotes.json')
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(await readFile(path.join(siteDir, file)));
  return hash.digest('hex');
}

/** Opens the settings route and returns the paths of remote-settings files the page fetched. */
async function visitSettings(page: Page, baseUrl: string, productId: string): Promise<string[]> {
  const fetched: string[] = [];
  const record = (response: { url(): string; ok(): boolean }) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/remotes/remote-settings') && response.ok()) fetched.push(pathname);
  };
  page.on('response', record);
  await page.goto(`${baseUrl}/app/${productId}/settings/general`);
  await page.getByRole('heading', { name: 'Settings', level: 2 }).waitFor();
  page.off('response', record);
  return fetched;
}

test('a remote is redeployed under a new URL through the runtime manifest, without rebuilding the shell', async () => {
  const baseUrl = inject('baseUrl');
  const siteDir = inject('siteDir');
  await inDesktopPage(browser(), 'remote-redeploy', async (page) => {
    const productId = await signInAsDemoAdmin(page, baseUrl);
    const before = await visitSettings(page, baseUrl, productId);
    expect(before).toContain('/remotes/remote-settings/mf-manifest.json');

    // The new release of remote-settings goes to its own folder; the manifest is all that changes.
    const shellBefore = await shellDigest(siteDir);
    await buildRemoteSettings(path.join(siteDir, 'remotes/remote-settings-v2'));
    const manifestFile = path.join(siteDir, 'remotes.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, string>;
    manifest.remote_settings = '/remotes/remote-settings-v2/mf-manifest.json';
    await writeFile(manifestFile, JSON.stringify(manifest, null, 2));

    // A new page load reads the manifest again and takes the new release from its new URL.
    const after = await visitSettings(page, baseUrl, productId);
    expect(after).toContain('/remotes/remote-settings-v2/mf-manifest.json');
    expect(
      after.some((file) => file.startsWith('/remotes/remote-settings-v2/') && file.endsWith('.js')),
    ).toBe(true);
    expect(after.filter((file) => file.startsWith('/remotes/remote-settings/'))).toEqual([]);
    expect(await shellDigest(siteDir)).toBe(shellBefore);
  });
});
