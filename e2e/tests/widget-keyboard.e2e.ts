/**
 * The widget from the keyboard alone, as a visitor who cannot use a mouse, or who hears the page
 * through a screen reader: Tab, Shift+Tab, Enter, Space and typing, nothing else touches the page.
 * Every announcement is read from the widget's live regions, in English and in Arabic (right to
 * left), and every message is looked up afterwards on the real server as the Admin.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { FAKE_MICROPHONE, newDesktopContext, useChromium } from '../support/browser';
import { graphqlAsPage } from '../support/graphql';
import { type HostSite, startHostSite } from '../support/host-site';
import { signInAsDemoAdmin } from '../support/sign-in';
import {
  configureWidget,
  firstProduct,
  installSnippet,
  openConfiguration,
  type Product,
} from '../support/widget';

const browser = useChromium(FAKE_MICROPHONE);

/** What a visitor of each language types, and what the widget must say back (its dictionaries). */
const VISITORS = [
  {
    language: 'en',
    locale: 'en-US',
    dir: 'ltr',
    name: 'Kim Keyboard',
    email: 'kim.keyboard@visitor.example.org',
    message: 'Sent without a mouse: the new checkout is quick and clear.',
    phoneNumber: '+44 20 7946 0958',
    phoneNumberE164: '+442079460958',
    says: {
      start: 'Start recording',
      stop: 'Stop recording',
      again: 'Record again',
      playback: 'Listen to your recording',
      send: 'Send',
      started: 'Recording started.',
      stopped: (duration: string) => `Recording stopped: ${duration}.`,
      uploading: (percent: string) => `Uploading your recording: ${percent}`,
      sent: 'Thank you! Your message has been sent.',
      close: 'Close',
    },
  },
  {
    language: 'ar',
    locale: 'ar',
    dir: 'rtl',
    name: 'ليلى لوحة المفاتيح',
    email: 'layla.keyboard@visitor.example.org',
    message: 'أرسلتها دون فأرة: صفحة الدفع الجديدة سريعة وواضحة.',
    phoneNumber: '+966 11 234 5678',
    phoneNumberE164: '+966112345678',
    says: {
      start: 'بدء التسجيل',
      stop: 'إيقاف التسجيل',
      again: 'إعادة التسجيل',
      playback: 'استمع إلى تسجيلك',
      send: 'إرسال',
      started: 'بدأ التسجيل.',
      stopped: (duration: string) => `توقف التسجيل: ${duration}.`,
      uploading: (percent: string) => `جارٍ رفع تسجيلك: ${percent}`,
      sent: 'شكرًا لك! تم إرسال رسالتك.',
      close: 'إغلاق',
    },
  },
] as const;

type Visitor = (typeof VISITORS)[number];

interface Announcement {
  text: string;
  /** The language and direction the region is in (its nearest `lang` and `dir`). */
  lang: string;
  dir: string;
  /** The region was in the page before it spoke: what screen readers reliably read out. */
  regionWasThere: boolean;
}

interface RecordingRow {
  messageType: string;
  text: string | null;
  phoneNumber: string | null;
  contact: { name: string | null; email: string | null };
  pageUrl: string | null;
  audio: { contentType: string; size: number } | null;
}

/** The widget's element with focus, named as a screen reader would: its id, label or text. */
const focused = (visitor: Page) =>
  visitor.evaluate(() => {
    const active = document.querySelector('hearback-widget')?.shadowRoot?.activeElement as HTMLElement | null;
    return active ? active.id || active.getAttribute('aria-label') || active.textContent?.trim() || '' : null;
  });

/**
 * Keeps every text the widget's live regions take on (role=status, role=alert, aria-live), in
 * order: what a screen reader would read out, whatever else changes on screen.
 */
async function listenToLiveRegions(visitor: Page): Promise<void> {
  await visitor.waitForFunction(() => document.querySelector('hearback-widget')?.shadowRoot);
  await visitor.evaluate(() => {
    const root = document.querySelector('hearback-widget')!.shadowRoot!;
    const heard: Announcement[] = [];
    const lastText = new WeakMap<Element, string>();
    const listen = () => {
      const regions = root.querySelectorAll('[role=status],[role=alert],[aria-live]:not([aria-live=off])');
      for (const region of Array.from(regions)) {
        const text = region.textContent?.trim() ?? '';
        const before = lastText.get(region);
        lastText.set(region, text);
        if (text && text !== before)
          heard.push({
            text,
            lang: region.closest('[lang]')?.getAttribute('lang') ?? '',
            dir: region.closest('[dir]')?.getAttribute('dir') ?? '',
            regionWasThere: before !== undefined,
          });
      }
    };
    new MutationObserver(listen).observe(root, { subtree: true, childList: true, characterData: true });
    Object.assign(window, { heardFromWidget: heard });
  });
}

const heard = (visitor: Page): Promise<Announcement[]> =>
  visitor.evaluate(() => (window as unknown as { heardFromWidget: Announcement[] }).heardFromWidget);

const heardTexts = async (visitor: Page) => (await heard(visitor)).map((announcement) => announcement.text);

/** Tab to the launcher (the page's only control) and open the panel with Enter. */
async function openWithKeyboard(visitor: Page): Promise<void> {
  await visitor.keyboard.press('Tab');
  expect(await visitor.evaluate(() => document.activeElement?.localName)).toBe('hearback-widget');
  await visitor.keyboard.press('Enter');
  await visitor.getByRole('dialog').waitFor();
}

/** Tab to each control in turn, checking it is the expected one, and type into the fields. */
async function tabThrough(visitor: Page, steps: [control: string, typed?: string][]): Promise<void> {
  for (const [control, typed] of steps) {
    await visitor.keyboard.press('Tab');
    expect(await focused(visitor)).toBe(control);
    if (typed !== undefined) await visitor.keyboard.type(typed);
  }
}

/** Name and e-mail (the product's default form), then the Send button, pressed with Enter. */
async function fillContactAndSend(visitor: Page, who: Visitor, name: string): Promise<void> {
  await tabThrough(visitor, [['hb-name', name], ['hb-email', who.email], [who.says.send]]);
  await visitor.keyboard.press('Enter');
  await visitor.getByRole('status').getByText(who.says.sent).waitFor();
  // The form went with the Send button that held focus: focus stays in the dialog, on Close.
  await expect.poll(() => focused(visitor)).toBe(who.says.close);
}

/** The widget's announcements are in the visitor's language, from regions that were waiting. */
async function expectSpokenInTheirLanguage(visitor: Page, who: Visitor): Promise<void> {
  for (const announcement of await heard(visitor)) {
    expect(announcement, announcement.text).toMatchObject({
      lang: who.language,
      dir: who.dir,
      regionWasThere: true,
    });
  }
}

/** A length and a share as `Intl` writes them in the visitor's browser, the way a widget must. */
const intlDuration = (visitor: Page, language: string, seconds: number) =>
  visitor.evaluate(
    ([language, seconds]) => {
      const { DurationFormat } = Intl as unknown as {
        DurationFormat: new (
          locale: string,
          options: { style: 'long' },
        ) => { format(duration: { seconds: number }): string };
      };
      return new DurationFormat(language, { style: 'long' }).format({ seconds });
    },
    [language, seconds] as const,
  );
const intlPercent = (visitor: Page, language: string, percent: number) =>
  visitor.evaluate(
    ([language, percent]) => new Intl.NumberFormat(language, { style: 'percent' }).format(percent / 100),
    [language, percent] as const,
  );

let admin: Page;
let closeAdmin: () => Promise<void>;
let product: Product;
let host: HostSite;

beforeAll(async () => {
  const { context } = await newDesktopContext(browser());
  closeAdmin = () => context.close();
  admin = await context.newPage();
  await signInAsDemoAdmin(admin, inject('baseUrl'));
  product = await firstProduct(admin);
  await openConfiguration(admin, product.id);
  host = await startHostSite(await installSnippet(admin));
});

afterAll(async () => {
  await host?.close();
  await closeAdmin?.();
});

/** A visitor in a fresh browser (no widget settings cached) of the given language, on the customer's page. */
async function asVisitor(who: Visitor, scenario: (visitor: Page) => Promise<void>): Promise<void> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, locale: who.locale });
  const lines: string[] = [];
  try {
    const visitor = await context.newPage();
    visitor.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
    visitor.on('pageerror', (error) => lines.push(`pageerror: ${error.message}`));
    await visitor.goto(host.url);
    await listenToLiveRegions(visitor);
    await openWithKeyboard(visitor);
    await expect
      .poll(() =>
        visitor
          .getByRole('dialog')
          .evaluate((panel) => [panel.getAttribute('lang'), panel.getAttribute('dir')]),
      )
      .toEqual([who.language, who.dir]);
    await scenario(visitor);
  } catch (error) {
    console.error(`The visitor's page logged:\n${lines.slice(-40).join('\n')}`);
    throw error;
  } finally {
    await context.close();
  }
}

async function recordingOf(name: string): Promise<RecordingRow | undefined> {
  const answer = await graphqlAsPage<{ recordings: RecordingRow[] }>(
    admin,
    `query ($productId: ID!) {
      recordings(productId: $productId, paging: { limit: 50 }) {
        messageType text phoneNumber contact { name email } pageUrl audio { contentType size }
      }
    }`,
    { productId: product.id },
  );
  if (!answer.data) throw new Error(`recordings failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.recordings.find((row) => row.contact.name === name);
}

describe.each(VISITORS)('from the keyboard alone, in $language', (who) => {
  test('a text message', async () => {
    await configureWidget(admin, product.id, 'Provide feedback');
    const name = `${who.name} (text)`;
    await asVisitor(who, async (visitor) => {
      await expect.poll(() => focused(visitor)).toBe('hb-message');
      await visitor.keyboard.type(who.message);
      await fillContactAndSend(visitor, who, name);
      expect(await heardTexts(visitor)).toEqual([who.says.sent]);
      await expectSpokenInTheirLanguage(visitor, who);
    });
    expect(await recordingOf(name)).toMatchObject({
      messageType: 'ProvideFeedback',
      text: who.message,
      contact: { name, email: who.email },
      pageUrl: host.url,
      audio: null,
    });
  });

  test('a voice message: recording started, the time every ten seconds, stopped, uploaded, sent', async () => {
    await configureWidget(admin, product.id, 'Leave a message');
    const name = `${who.name} (voice)`;
    await asVisitor(who, async (visitor) => {
      // The recorder's chunk arrives after the panel opened: focus is handed to it.
      await expect.poll(() => focused(visitor)).toBe(who.says.start);
      await visitor.keyboard.press('Space');
      const tenSeconds = await intlDuration(visitor, who.language, 10);
      await expect.poll(() => heardTexts(visitor)).toEqual([who.says.started]);
      // Seconds go by on the clock, but a screen reader hears the time only every ten.
      await expect
        .poll(() => heardTexts(visitor), { timeout: 15_000 })
        .toEqual([who.says.started, tenSeconds]);

      expect(await focused(visitor)).toBe(who.says.stop);
      await visitor.keyboard.press('Space');
      await expect.poll(() => focused(visitor)).toBe(who.says.again);
      const afterStop = await heardTexts(visitor);
      const lengths = [
        await intlDuration(visitor, who.language, 10),
        await intlDuration(visitor, who.language, 11),
      ];
      expect(afterStop.slice(0, 2)).toEqual([who.says.started, tenSeconds]);
      expect(lengths.map(who.says.stopped)).toContain(afterStop[2]);
      expect(afterStop).toHaveLength(3);

      // Listen back: the player is the next stop of Tab, and Space plays it.
      await visitor.keyboard.press('Tab');
      expect(await focused(visitor)).toBe(who.says.playback);
      await visitor.keyboard.press('Space');
      await expect
        .poll(() => visitor.getByLabel(who.says.playback).evaluate((audio: HTMLAudioElement) => audio.paused))
        .toBe(false);
      await visitor.keyboard.press('Space');

      // Through the player's own buttons to the form's next field.
      for (let step = 0; step < 10 && (await focused(visitor)) !== 'hb-name'; step += 1)
        await visitor.keyboard.press('Tab');
      expect(await focused(visitor)).toBe('hb-name');
      // And back into the player, whose last control leads on to the name again.
      await visitor.keyboard.press('Shift+Tab');
      expect(await focused(visitor)).toBe(who.says.playback);
      await fillContactAndSend(visitor, who, name);

      const spoken = await heardTexts(visitor);
      const uploads = [];
      for (const percent of [0, 25, 50, 75, 100])
        uploads.push(who.says.uploading(await intlPercent(visitor, who.language, percent)));
      const uploadHeard = spoken.slice(3, -1);
      expect(spoken.slice(0, 3)).toEqual(afterStop);
      expect(spoken.at(-1)).toBe(who.says.sent);
      // The upload begins and ends out loud, at most each quarter in between, in order.
      expect(uploadHeard[0]).toBe(uploads[0]);
      expect(uploadHeard.at(-1)).toBe(uploads[4]);
      expect(uploadHeard).toEqual(uploads.filter((upload) => uploadHeard.includes(upload)));
      await expectSpokenInTheirLanguage(visitor, who);
    });
    const voice = await recordingOf(name);
    expect(voice).toMatchObject({ messageType: 'LeaveMessage', contact: { name, email: who.email } });
    expect(voice?.audio?.contentType).toMatch(/^audio\//);
    expect(voice?.audio?.size).toBeGreaterThan(1000);
  });

  test('a call-back request with a number in E.164', async () => {
    await configureWidget(admin, product.id, 'Phone call');
    const name = `${who.name} (call back)`;
    await asVisitor(who, async (visitor) => {
      await expect.poll(() => focused(visitor)).toBe('hb-callback');
      await visitor.keyboard.type(who.phoneNumber);
      await fillContactAndSend(visitor, who, name);
      expect(await heardTexts(visitor)).toEqual([who.says.sent]);
      await expectSpokenInTheirLanguage(visitor, who);
    });
    expect(await recordingOf(name)).toMatchObject({
      messageType: 'PhoneCall',
      phoneNumber: who.phoneNumberE164,
      contact: { name, email: who.email },
      pageUrl: host.url,
    });
  });
});
