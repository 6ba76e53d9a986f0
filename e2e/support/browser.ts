import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A microphone that plays a test tone, granted without a prompt: what a visitor's recording needs. */
export const FAKE_MICROPHONE = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', ...extraArgs],
  });
}

/** A desktop-sized context that records what the page logs, for assertions and for failure output. */
export async function newDesktopContext(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; consoleLines: string[] }> {
  const context = await browser.newContext({ viewport });
  const consoleLines: string[] = [];
  context.on('page', (page) => {
    page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
  });
  return { context, consoleLines };
}

/** One Chromium for the test file, launched before its tests and closed after them. */
export function useChromium(extraArgs: string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(extraArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running: call useChromium() at the top of the file.');
    return browser;
  };
}

/**
 * Runs `scenario` in a fresh desktop context. On failure it keeps a screenshot under
 * artifacts/<name>.png and prints what the page logged last, the two things a CI failure needs.
 */
export async function inDesktopPage(
  browser: Browser,
  name: string,
  scenario: (page: Page, consoleLines: string[]) => Promise<void>,
): Promise<void> {
  const { context, consoleLines } = await newDesktopContext(browser);
  const page = await context.newPage();
  try {
    await scenario(page, consoleLines);
  } catch (error) {
    await page.screenshot({ path: `artifacts/${name}.png` }).catch(() => undefined);
    console.error(consoleLines.slice(-40).join('\n'));
    throw error;
  } finally {
    await context.close();
  }
}
