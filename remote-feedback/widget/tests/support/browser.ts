import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium as e2e/support/browser.ts launches it, plus a fake microphone that needs no prompt. */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running: call chromiumForFile() at the top of the file.');
    return browser;
  };
}

/**
 * A fresh context per scenario, so no test sees another's IndexedDB; prints the page's log on
 * failure. `options.locale` is the visitor's browser language (`navigator.languages`).
 */
export async function inPage(
  browser: Browser,
  scenario: (page: Page) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const lines: string[] = [];
  context.on('page', (page) => {
    page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => lines.push(`pageerror: ${error.message}`));
  });
  const page = await context.newPage();
  try {
    await scenario(page);
  } catch (error) {
    console.error(lines.slice(-40).join('\n'));
    throw error;
  } finally {
    await context.close();
  }
}

/** Polls `condition` until it holds; the receiver lives in this process, so there is no event to await. */
export async function eventually(
  condition: () => boolean,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
