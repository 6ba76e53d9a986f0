#!/usr/bin/env node
// What the browser really loads: the built dashboard (`pnpm run build` first) served by the real
// server (PGlite, demo data, the Firebase Auth Emulator), opened in Debian's headless Chromium.
// Every JS response is recorded, sized as gzip -9 of its body (the static bench's measure) and
// as bytes on the wire, and labelled by the app and package it comes from. Stylesheets (antd's
// prebuilt one) are recorded the same way and reported apart: the budget is JS.
//
//   node bench/dashboard-first-load.mjs [--json] [--strict]
//
// Visits, each in a fresh browser context (empty cache):
//   sign-in         cold load of /auth/sign-in
//   landing         what signing in as the demo Admin adds until the dashboard has landed
//   products-cold   /app/products opened cold by a signed-in user (token from storage): the
//                   "first load" of architecture.md, checked against its 350 KB budget
// `--strict` exits 1 when the first load is over budget, a singleton came twice, or the page does
// not render the theme of shared/src/theme (header 80 px, black sider, #2e8b57 48 px buttons).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from '@hearback/server/demo-credentials';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';
import {
  BUDGET,
  describePath,
  duplicatedPackages,
  gzipSize,
  kb,
  REPO_ROOT,
  readSite,
} from './lib/dashboard-files.mjs';

// The test kit is TypeScript, as the e2e suite runs it.
register();
const { freePort, startAuthEmulator } = await import('@hearback/testkit');

const args = new Set(process.argv.slice(2));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SITE_DIR = path.join(REPO_ROOT, '.site');
const SETTLE_MS = 1_000;

function log(message) {
  if (!args.has('--json')) console.error(message);
}

async function waitForHealthy(url, server, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output.join('')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output.join('')}`);
}

/** The API server on a throw-away PGlite with the demo data, serving the built site. */
async function startServer(emulator, dataDir) {
  const port = await freePort();
  const server = spawn(path.join(REPO_ROOT, 'server/node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(REPO_ROOT, 'server'),
    // Its own process group, so stopping it by pid also ends what tsx started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      STATIC_ROOT: SITE_DIR,
      FIREBASE_PROJECT_ID: emulator.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      LOG_LEVEL: 'warn',
    },
  });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 100) output.shift();
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const signalGroup = (signal) => {
    try {
      process.kill(-server.pid, signal);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    signalGroup('SIGTERM');
    const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(`${baseUrl}/healthz`, server, output, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/**
 * Records the JS and CSS responses of a browser context; `take()` hands over what came since the
 * last call. The budget is JS; stylesheets (antd's prebuilt one) are counted beside it.
 */
function recordScripts(context, baseUrl) {
  let pending = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== baseUrl || !/\.(js|css)$/.test(url.pathname)) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          path: url.pathname,
          status: response.status(),
          raw: body.length,
          gzip: gzipSize(body),
          wire: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        };
      })(),
    );
  });
  return async () => {
    const taken = pending;
    pending = [];
    return Promise.all(taken);
  };
}

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
}

async function visitSignIn(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const take = recordScripts(context, baseUrl);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/auth/sign-in`);
  await page.getByLabel('E-mail').waitFor();
  await settle(page);
  const signIn = await take();

  await page.getByLabel('E-mail').fill(DEMO_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/app/'));
  await page.locator('.ant-layout-sider').waitFor();
  await settle(page);
  const landing = await take();
  const landedOn = new URL(page.url()).pathname;
  // Firebase keeps the signed-in user in IndexedDB, the dashboard its token in localStorage.
  const storageState = await context.storageState({ indexedDB: true });
  await context.close();
  return { signIn, landing, landedOn, storageState };
}

async function visitProductsCold(browser, baseUrl, storageState) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState });
  const take = recordScripts(context, baseUrl);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/app/products`);
  await page.getByRole('heading', { name: 'Products' }).waitFor();
  await page.locator('.ant-table').waitFor();
  await settle(page);
  if (new URL(page.url()).pathname !== '/app/products') {
    throw new Error(`/app/products ended on ${page.url()}: the stored sign-in did not hold.`);
  }
  const files = await take();
  const look = await page.evaluate(() => {
    const style = (selector) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element) : null;
    };
    return {
      headerHeight: style('.ant-layout-header')?.height,
      siderBackground: style('.ant-layout-sider')?.backgroundColor,
      primaryButton: style('.ant-btn-variant-solid.ant-btn-color-primary')?.backgroundColor,
      primaryButtonHeight: style('.ant-btn-variant-solid.ant-btn-color-primary')?.height,
    };
  });
  await context.close();
  return { files, look };
}

/**
 * The theme of shared/src/theme, as the browser renders it: antd's zero-runtime mode gets its
 * rules from a prebuilt stylesheet and only our variables at run time, so a mismatch between the
 * two would show here first.
 */
const EXPECTED_LOOK = {
  headerHeight: '80px',
  siderBackground: 'rgb(0, 0, 0)',
  primaryButton: 'rgb(46, 139, 87)',
  primaryButtonHeight: '48px',
};
const lookProblems = (look) =>
  Object.entries(EXPECTED_LOOK)
    .filter(([key, value]) => look[key] !== value)
    .map(([key, value]) => `theme: ${key} is ${look[key] ?? 'missing'}, expected ${value}`);

function summarise(apps, responses) {
  const stylesheets = responses.filter((file) => file.path.endsWith('.css'));
  const files = responses.filter((file) => !file.path.endsWith('.css'));
  const rows = files
    .map((file) => ({
      ...file,
      ...(describePath(apps, file.path) ?? { app: '?', label: 'outside the site' }),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const byPart = new Map();
  for (const row of rows) byPart.set(row.label, (byPart.get(row.label) ?? 0) + row.gzip);
  const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
  return {
    files: rows,
    parts: [...byPart].sort((a, b) => b[1] - a[1]).map(([label, gzip]) => ({ label, gzip })),
    total: { gzip: total('gzip'), wire: total('wire'), raw: total('raw'), requests: rows.length },
    css: {
      files: stylesheets,
      gzip: stylesheets.reduce((sum, file) => sum + file.gzip, 0),
      wire: stylesheets.reduce((sum, file) => sum + file.wire, 0),
    },
    // A whole-package fallback is a second, untrimmed copy of a singleton next to the trimmed one.
    duplicates: [
      ...duplicatedPackages(rows),
      ...rows
        .filter((row) => row.label.endsWith('WHOLE fallback'))
        .map((row) => `${row.path} (${row.label})`),
    ],
    refetched: rows.map((row) => row.path).filter((item, index, all) => all.indexOf(item) !== index),
  };
}

function printVisit(name, summary, budget) {
  const verdict =
    budget === undefined
      ? ''
      : summary.total.gzip <= budget
        ? `  ok (≤ ${kb(budget)})`
        : `  OVER ${kb(budget)}`;
  console.log(`\n${name}: ${summary.total.requests} JS files`);
  console.log(
    `  ${'total gzip'.padEnd(52)} ${kb(summary.total.gzip).padStart(10)}${verdict}` +
      `   (on the wire ${kb(summary.total.wire)}, raw ${kb(summary.total.raw)})`,
  );
  for (const { label, gzip } of summary.parts)
    console.log(`    ${label.padEnd(50)} ${kb(gzip).padStart(10)}`);
  console.log('  files (gzip, on the wire, encoding):');
  for (const row of summary.files) {
    console.log(
      `    ${row.path.padEnd(50)} ${kb(row.gzip).padStart(10)} ${kb(row.wire).padStart(10)}  ${row.encoding.padEnd(8)} ${row.label}`,
    );
  }
  for (const file of summary.css.files) {
    console.log(
      `    CSS ${file.path.padEnd(46)} ${kb(file.gzip).padStart(10)} ${kb(file.wire).padStart(10)}  ${file.encoding.padEnd(8)} (not in the JS total)`,
    );
  }
  if (summary.duplicates.length > 0) console.log(`  DUPLICATED: ${summary.duplicates.join('; ')}`);
  if (summary.refetched.length > 0) console.log(`  FETCHED TWICE: ${summary.refetched.join(', ')}`);
}

async function main() {
  const apps = readSite(SITE_DIR);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearback-first-load-'));
  const cleanups = [() => fs.rmSync(workDir, { recursive: true, force: true })];
  try {
    log('Starting the Auth Emulator and the server…');
    const emulator = await startAuthEmulator();
    cleanups.unshift(() => emulator.stop());
    const server = await startServer(emulator, path.join(workDir, 'pglite'));
    cleanups.unshift(() => server.stop());
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    cleanups.unshift(() => browser.close());

    log('Signing in as the demo Admin…');
    const signedIn = await visitSignIn(browser, server.baseUrl);
    log('Opening /app/products cold…');
    const { files: productsCold, look } = await visitProductsCold(
      browser,
      server.baseUrl,
      signedIn.storageState,
    );

    const visits = {
      'sign-in': summarise(apps, signedIn.signIn),
      landing: summarise(apps, signedIn.landing),
      'products-cold': summarise(apps, productsCold),
    };
    const firstLoad = visits['products-cold'];
    const problems = [
      ...(firstLoad.total.gzip > BUDGET.firstLoad
        ? [`first load ${kb(firstLoad.total.gzip)} > ${kb(BUDGET.firstLoad)}`]
        : []),
      ...Object.entries(visits).flatMap(([name, visit]) =>
        visit.duplicates.map((item) => `${name}: ${item}`),
      ),
      ...lookProblems(look),
    ];

    if (args.has('--json')) {
      console.log(
        JSON.stringify({ budget: BUDGET, landedOn: signedIn.landedOn, visits, look, problems }, null, 2),
      );
    } else {
      printVisit('sign-in (cold /auth/sign-in)', visits['sign-in']);
      printVisit(`landing (after signing in, on ${signedIn.landedOn})`, visits.landing);
      printVisit('products-cold (first load of /app/products)', visits['products-cold'], BUDGET.firstLoad);
      console.log(
        `\nsign-in + landing: ${kb(visits['sign-in'].total.gzip + visits.landing.total.gzip)} gzip` +
          `\nfirst load /app/products: ${kb(firstLoad.total.gzip)} gzip of ${kb(BUDGET.firstLoad)}` +
          `, plus CSS ${kb(firstLoad.css.gzip)} gzip (${kb(firstLoad.css.wire)} on the wire)` +
          `\ntheme as rendered: ${JSON.stringify(look)}` +
          (problems.length > 0 ? `\nPROBLEMS:\n  ${problems.join('\n  ')}` : '\nno duplicated singleton'),
      );
    }
    if (args.has('--strict') && problems.length > 0) process.exitCode = 1;
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

await main();
