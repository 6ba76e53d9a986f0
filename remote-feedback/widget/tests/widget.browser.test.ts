/**
 * The built widget (dist/, preact/compat build) embedded on a page of ANOTHER origin in real
 * Chromium, sending to a real HTTP receiver of the public API.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, eventually, inPage } from './support/browser';
import { embeddingForFile } from './support/embedding';
import { settingsFor } from './support/fixtures';

const browser = chromiumForFile();
const { embed } = embeddingForFile();

const launcher = (page: Page) => page.getByRole('button', { name: 'Open feedback' });
const dialog = (page: Page) => page.getByRole('dialog');

/** What has focus, looking through the widget's shadow root. */
const focusedInWidget = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector('hearback-widget')?.shadowRoot?.activeElement as HTMLElement | null;
    return active ? active.getAttribute('aria-label') || active.id || active.textContent : null;
  });

describe('the embedded widget', () => {
  it('sends a text feedback once, with the contact fields the settings ask for', async () => {
    const { receiver, pageUrl } = await embed(
      settingsFor({ messageType: 'ProvideFeedback', collectType: 'Form', collectFields: ['name', 'email'] }),
    );
    await inPage(browser(), async (page) => {
      await page.goto(pageUrl);
      await launcher(page).click();
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      expect(await dialog(page).getByRole('heading').textContent()).toBe('Leave us your feedback');

      await page.getByRole('button', { name: 'Send' }).click();
      expect(await page.getByLabel('Your message').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByText('This field is required.').count()).toBe(3);

      await page.getByLabel('Your message').fill('The checkout page is lovely.');
      await page.getByLabel('Your name').fill('Ada Lovelace');
      await page.getByLabel('Your e-mail').fill('ada@');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText('Enter a valid e-mail address.').waitFor();
      expect(receiver.submissionRequests).toBe(0);

      await page.getByLabel('Your e-mail').fill('ada@example.org');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('status').getByText('Thank you! Your message has been sent.').waitFor();

      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receiver.submissionRequests).toBe(1);
      const [submission] = [...receiver.submissions.values()];
      expect(submission).toMatchObject({
        messageType: 'ProvideFeedback',
        text: 'The checkout page is lovely.',
        contact: { name: 'Ada Lovelace', email: 'ada@example.org' },
        page: { url: pageUrl, title: "A customer's site" },
      });
      expect(await page.evaluate(() => localStorage.getItem('hearback:outbox'))).toBeNull();
      // English is built in: an English-speaking browser downloads no language file.
      expect(receiver.assetRequests.filter((file) => file.startsWith('lang-'))).toEqual([]);
    });
  });

  it('records a voice message with the fake microphone and uploads its audio', async () => {
    const { receiver, pageUrl } = await embed(
      settingsFor({ messageType: 'LeaveMessage', maxRecordingSeconds: 30 }),
    );
    await inPage(browser(), async (page) => {
      await page.goto(pageUrl);
      await launcher(page).click();
      await page.getByRole('button', { name: 'Start recording' }).click();
      const meter = page.getByRole('meter', { name: 'Microphone level' });
      await expect
        .poll(async () => Number(await meter.getAttribute('value')), { timeout: 5_000 })
        .toBeGreaterThan(0);
      await page.getByText(/^2 of 30 seconds$/).waitFor({ timeout: 5_000 });
      await page.getByRole('button', { name: 'Stop recording' }).click();

      await page.getByLabel('Listen to your recording').waitFor();
      expect(await page.getByRole('button', { name: 'Record again' }).isVisible()).toBe(true);
      // The upload is too quick on loopback to catch by polling: record every progress bar shown.
      await page.evaluate(() => {
        const seen: number[] = [];
        Object.assign(window, { progressSeen: seen });
        const root = document.querySelector('hearback-widget')!.shadowRoot!;
        new MutationObserver(() => {
          const bar = root.querySelector('progress');
          if (bar) seen.push(bar.value);
        }).observe(root, { subtree: true, childList: true, attributes: true });
      });
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText('Thank you! Your message has been sent.').waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen),
      ).toContain(100);

      expect(receiver.uploads.size).toBe(1);
      const [upload] = [...receiver.uploads.values()];
      // A WebM file starts with the EBML magic number.
      expect(upload!.bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(upload!.bytes.length).toBeGreaterThan(2_000);
      expect(receiver.submissions.size).toBe(1);
      const [submission] = [...receiver.submissions.values()];
      expect(submission!.messageType).toBe('LeaveMessage');
      expect(submission!.audio).toMatchObject({
        fileKey: upload!.fileKey,
        contentType: 'audio/webm',
        size: upload!.bytes.length,
      });
      expect(submission!.audio!.durationMs).toBeGreaterThan(1_500);
      // Recorded at the widget's speech bitrate (32 kbit/s), not the browser's default 128.
      const bitsPerSecond = (upload!.bytes.length * 8) / (submission!.audio!.durationMs / 1_000);
      expect(bitsPerSecond).toBeLessThan(48_000);
    });
  });

  it('asks for an E.164 call-back number and answers custom questions', async () => {
    const call = await embed(settingsFor({ messageType: 'PhoneCall', position: 'BottomLeftNext' }));
    await inPage(browser(), async (page) => {
      await page.goto(call.pageUrl);
      const box = await launcher(page).boundingBox();
      expect(box!.x).toBeLessThan(100);
      expect(800 - (box!.y + box!.height)).toBe(92);
      await launcher(page).click();
      await page.getByLabel('Phone number to call you back on').fill('020 7946 0958');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText('Enter the number in international format, starting with +.').waitFor();
      await page.getByLabel('Phone number to call you back on').fill('+44 20 7946 0958');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText('Thank you! Your message has been sent.').waitFor();
      expect([...call.receiver.submissions.values()][0]).toMatchObject({
        messageType: 'PhoneCall',
        phoneNumber: '+442079460958',
      });
    });

    const questions = [
      { id: 'q1', text: 'What brought you here today?' },
      { id: 'q2', text: 'What almost stopped you?' },
    ];
    const survey = await embed(
      settingsFor({ messageType: 'CustomQuestion', customMessage: 'Two quick questions', questions }),
    );
    await inPage(browser(), async (page) => {
      await page.goto(survey.pageUrl);
      await launcher(page).click();
      expect(await dialog(page).getByRole('heading').textContent()).toBe('Two quick questions');
      await page.getByLabel('What brought you here today?').fill('A friend');
      await page.getByLabel('What almost stopped you?').fill('The price');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText('Thank you! Your message has been sent.').waitFor();
      expect([...survey.receiver.submissions.values()][0]!.answers).toEqual([
        { questionId: 'q1', text: 'A friend' },
        { questionId: 'q2', text: 'The price' },
      ]);
    });
  });

  it('queues a submission while the server is down and delivers it exactly once after a reload', async () => {
    // Assets on their own origin, so stopping the API does not take the script away.
    const { receiver, pageUrl } = await embed(settingsFor({ messageType: 'ProvideFeedback' }), {
      assetsApart: true,
    });

    await inPage(browser(), async (page) => {
      await page.goto(pageUrl);
      await launcher(page).click();
      await page.getByLabel('Your message').fill('Sent while your server was down.');
      await receiver.stop();
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText(/Your message is saved and will be sent automatically/).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('hearback:outbox'))).toBe('1');

      await page.reload();
      await page.waitForFunction(() => 'HearbackWidgetUI' in window);
      expect(receiver.submissions.size).toBe(0);

      await receiver.start();
      await eventually(() => receiver.submissions.size === 1, 20_000, 'the queued submission');
      await page.waitForFunction(() => localStorage.getItem('hearback:outbox') === null);
      await page.reload();
      await launcher(page).waitFor();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(receiver.submissions.size).toBe(1);
      expect(receiver.submissionRequests).toBe(1);
      expect([...receiver.submissions.values()][0]!.text).toBe('Sent while your server was down.');
    });
  });

  it('stops at the maximum length, and keeps a queued recording across a reload', async () => {
    const { receiver, pageUrl } = await embed(
      settingsFor({ messageType: 'LeaveMessage', maxRecordingSeconds: 2 }),
    );
    await inPage(browser(), async (page) => {
      await page.goto(pageUrl);
      await launcher(page).click();
      await page.getByRole('button', { name: 'Start recording' }).click();
      // Nobody presses Stop: the recorder stops itself at 2 s.
      await page.getByRole('button', { name: 'Record again' }).waitFor({ timeout: 6_000 });
      expect(await page.getByText('2 of 2 seconds').count()).toBe(1);
      receiver.failWith = 500;
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText(/will be sent automatically/).waitFor();
      expect(receiver.uploads.size).toBe(0);

      receiver.failWith = undefined;
      await page.reload();
      await eventually(() => receiver.submissions.size === 1, 20_000, 'the queued recording');
      const [upload] = [...receiver.uploads.values()];
      expect(upload!.bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect([...receiver.submissions.values()][0]!.audio!.fileKey).toBe(upload!.fileKey);
      expect(receiver.uploads.size).toBe(1);
    });
  });

  it('retries a 5xx answer when the browser comes back online', async () => {
    const { receiver, pageUrl } = await embed(settingsFor({ messageType: 'ProvideFeedback' }));
    await inPage(browser(), async (page) => {
      await page.goto(pageUrl);
      await launcher(page).click();
      await page.getByLabel('Your message').fill('Through a hiccup.');
      receiver.failSubmissionsWith = 503;
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText(/will be sent automatically/).waitFor();
      // The visitor's try and the outbox's immediate retry both failed; the next timed retry is
      // at least 2 s away, so an arrival within 1.2 s of reconnecting is the `online` retry.
      await eventually(() => receiver.submissionRequests === 2, 5_000, 'the immediate retry');
      receiver.failSubmissionsWith = undefined;
      await page.context().setOffline(true);
      await page.context().setOffline(false);
      await eventually(() => receiver.submissions.size === 1, 1_200, 'the retry on reconnecting');
      expect(receiver.submissionRequests).toBe(3);
      expect([...receiver.submissions.values()][0]!.text).toBe('Through a hiccup.');
    });
  });

  it('shows a signed-in visitor the campaign prompt, answers it once, then the usual widget', async () => {
    const campaign = {
      campaignId: '0b6f1d0e-8a43-4c1e-9a57-3f1c2d9e4b10',
      messageType: 'CustomQuestion' as const,
      customMessage: 'How was checkout today?',
      questions: [{ id: 'a3c1e2f4-1111-4e4e-8f8f-222233334444', text: 'Anything we could do better?' }],
      collectType: 'Anonymous' as const,
      collectFields: [],
    };
    const { receiver, pageUrl } = await embed(
      settingsFor({ messageType: 'ProvideFeedback', collectType: 'Form', collectFields: ['email'] }),
      { campaign, visitor: { email: 'ada@example.org', name: 'Ada', signature: 'signed-ada@example.org' } },
    );
    await inPage(browser(), async (page) => {
      await page.goto(pageUrl);
      await page.getByRole('button', { name: 'How was checkout today?' }).click();
      expect(await dialog(page).getByRole('heading').textContent()).toBe('How was checkout today?');
      expect(await page.getByLabel('Your e-mail').count()).toBe(0);
      await page.getByLabel('Anything we could do better?').fill('More ways to pay.');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('status').getByText('Thank you! Your message has been sent.').waitFor();
      expect([...receiver.submissions.values()]).toEqual([
        expect.objectContaining({
          messageType: 'CustomQuestion',
          answers: [{ questionId: campaign.questions[0]!.id, text: 'More ways to pay.' }],
          contact: {},
          campaignId: campaign.campaignId,
          identity: { email: 'ada@example.org', signature: 'signed-ada@example.org' },
        }),
      ]);
      expect(receiver.promptRequests).toEqual([
        { email: 'ada@example.org', signature: 'signed-ada@example.org' },
      ]);

      // Answered: the next opening is the widget its settings describe, for the same visitor.
      await page.getByRole('button', { name: 'Close' }).click();
      await launcher(page).click();
      expect(await dialog(page).getByRole('heading').textContent()).toBe('Leave us your feedback');
      await page.getByLabel('Your e-mail').waitFor();
    });
  });

  it('is usable from the keyboard: focus trapped, Escape closes, focus back on the launcher', async () => {
    const { pageUrl } = await embed(
      settingsFor({ messageType: 'ProvideFeedback', collectType: 'Form', collectFields: ['email'] }),
    );
    await inPage(browser(), async (page) => {
      await page.goto(pageUrl);
      await launcher(page).waitFor();
      await page.focus('#host-button');
      await page.keyboard.press('Tab');
      expect(await focusedInWidget(page)).toBe('Open feedback');
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedInWidget(page)).toBe('hb-message');
      expect(await launcher(page).getAttribute('aria-expanded')).toBe('true');

      const visited = new Set<string | null>();
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press('Tab');
        visited.add(await focusedInWidget(page));
      }
      expect(visited).toEqual(new Set(['hb-message', 'hb-email', 'Send', 'Close']));
      await page.keyboard.press('Shift+Tab');
      expect(visited.has(await focusedInWidget(page))).toBe(true);

      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).count()).toBe(0);
      expect(await focusedInWidget(page)).toBe('Open feedback');
      expect(await launcher(page).getAttribute('aria-expanded')).toBe('false');
    });
  });

  it("keeps the host page's CSS out", async () => {
    const { pageUrl } = await embed(
      settingsFor({
        messageType: 'ProvideFeedback',
        button: '#2e8b57',
        text: '#202124',
        // What the server works out for this palette: black reads on the brand green, white does not.
        readableText: { onBackground: '#202124', onBox: '#202124', onButton: '#000000' },
      }),
    );
    await inPage(browser(), async (page) => {
      await page.goto(pageUrl);
      await launcher(page).click();
      await dialog(page).waitFor();
      const styles = await page.evaluate(() => {
        const root = document.querySelector('hearback-widget')!.shadowRoot!;
        const read = (selector: string) => {
          const style = getComputedStyle(root.querySelector(selector)!);
          return {
            width: style.width,
            fontFamily: style.fontFamily,
            color: style.color,
            background: style.backgroundColor,
            borderStyle: style.borderTopStyle,
            display: style.display,
          };
        };
        return {
          launcher: read('.hb-launcher'),
          panel: read('.hb-panel'),
          textarea: read('textarea'),
          title: read('h2'),
          send: read('.hb-button'),
        };
      });
      expect(styles.launcher).toMatchObject({
        width: '56px',
        background: 'rgb(46, 139, 87)',
        color: 'rgb(0, 0, 0)',
      });
      expect(styles.send).toMatchObject({ background: 'rgb(46, 139, 87)', color: 'rgb(0, 0, 0)' });
      expect(styles.textarea.color).toBe('rgb(32, 33, 36)');
      expect(styles.panel.display).toBe('block');
      expect(styles.title.display).toBe('block');
      for (const part of Object.values(styles)) {
        expect(part.fontFamily).not.toMatch(/Comic Sans/);
        expect(part.color).not.toBe('rgb(255, 0, 0)');
        expect(part.background).not.toBe('rgb(255, 255, 0)');
        expect(part.borderStyle).not.toBe('dashed');
      }
      expect(styles.panel.color).toBe('rgb(32, 33, 36)');
    });
  });
});

/** What the open panel says about its language and direction, read inside the shadow root. */
const panelLanguage = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('hearback-widget')!.shadowRoot!;
    const panel = root.querySelector<HTMLElement>('[role=dialog]')!;
    return {
      lang: panel.lang,
      dir: panel.dir,
      direction: getComputedStyle(panel).direction,
      heading: panel.querySelector('h2')!.textContent,
    };
  });

const launcherLanguage = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector('hearback-widget')!.shadowRoot!.querySelector('.hb-launcher')!;
    return { lang: button.getAttribute('lang'), label: button.getAttribute('aria-label') };
  });

/** Every panel heading and submit button text drawn from now on: a flash of English would show here. */
const recordPanelTexts = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { panelTextsSeen: seen });
    const root = document.querySelector('hearback-widget')!.shadowRoot!;
    new MutationObserver(() => {
      for (const element of root.querySelectorAll('h2, button[type=submit]'))
        seen.push(element.textContent ?? '');
    }).observe(root, { subtree: true, childList: true, characterData: true });
  });
const panelTextsSeen = (page: Page) =>
  page.evaluate(() => [...new Set((window as unknown as { panelTextsSeen: string[] }).panelTextsSeen)]);

describe('the widget in the visitor’s language', () => {
  it('speaks Arabic, right to left, to a browser that prefers Arabic', async () => {
    const { receiver, pageUrl } = await embed(
      settingsFor({ messageType: 'ProvideFeedback', collectType: 'Form', collectFields: ['email'] }),
    );
    await inPage(
      browser(),
      async (page) => {
        await page.goto(pageUrl);
        // The launcher's label waits for the language, which loads with the panel.
        await launcher(page).click();
        await dialog(page).waitFor();
        expect(await panelLanguage(page)).toEqual({
          lang: 'ar',
          dir: 'rtl',
          direction: 'rtl',
          heading: 'شاركنا رأيك',
        });
        expect(await launcherLanguage(page)).toEqual({ lang: 'ar', label: 'إرسال ملاحظات' });

        // Mirrored: the close button sits at the start of the line, which is on the left.
        const close = (await page.getByRole('button', { name: 'إغلاق' }).boundingBox())!;
        const heading = (await dialog(page).getByRole('heading').boundingBox())!;
        expect(close.x + close.width).toBeLessThanOrEqual(heading.x);

        await page.getByRole('button', { name: 'إرسال', exact: true }).click();
        expect(await page.getByText('هذا الحقل مطلوب.').count()).toBe(2);
        const max = await page.evaluate(() => new Intl.NumberFormat('ar').format(2000));
        expect(await page.locator('.hb-count').textContent()).toBe(
          `${await page.evaluate(() => new Intl.NumberFormat('ar').format(0))} / ${max}`,
        );
        // An e-mail address reads left to right even in an Arabic form.
        const email = page.getByLabel('بريدك الإلكتروني');
        expect(await email.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');

        await page.getByLabel('رسالتك').fill('الموقع رائع');
        await email.fill('layla@example.org');
        await page.getByRole('button', { name: 'إرسال', exact: true }).click();
        await page.getByRole('status').getByText('شكرًا لك! تم إرسال رسالتك.').waitFor();
        expect([...receiver.submissions.values()][0]).toMatchObject({
          text: 'الموقع رائع',
          formLanguage: 'ar',
          page: { language: 'ar' },
        });
        expect(receiver.assetRequests.filter((file) => file.startsWith('lang-'))).toEqual(['lang-ar.js']);
      },
      { locale: 'ar' },
    );
  });

  it('speaks the product’s default language whatever the browser prefers, without a flash of English', async () => {
    const { receiver, pageUrl } = await embed(
      settingsFor({
        messageType: 'ProvideFeedback',
        collectType: 'Form',
        collectFields: ['name'],
        language: 'de',
      }),
    );
    await inPage(
      browser(),
      async (page) => {
        await page.goto(pageUrl);
        await launcher(page).waitFor();
        await recordPanelTexts(page);
        await launcher(page).click();
        await dialog(page).waitFor();
        expect(await panelLanguage(page)).toEqual({
          lang: 'de',
          dir: 'ltr',
          direction: 'ltr',
          heading: 'Sagen Sie uns Ihre Meinung',
        });
        expect(await panelTextsSeen(page)).toEqual(['Sagen Sie uns Ihre Meinung', 'Senden']);
        expect(await page.locator('.hb-count').textContent()).toBe('0 / 2.000');

        await page.getByRole('button', { name: 'Senden' }).click();
        expect(await page.getByText('Bitte füllen Sie dieses Feld aus.').count()).toBe(2);
        await page.getByLabel('Ihre Nachricht').fill('Sehr übersichtlich.');
        await page.getByLabel('Ihr Name').fill('x'.repeat(101));
        await page.getByRole('button', { name: 'Senden' }).click();
        await page.getByText('Höchstens 100 Zeichen.').waitFor();
        await page.getByLabel('Ihr Name').fill('Grete');
        await page.getByRole('button', { name: 'Senden' }).click();
        await page.getByText('Vielen Dank! Ihre Nachricht wurde gesendet.').waitFor();
        expect([...receiver.submissions.values()][0]).toMatchObject({
          text: 'Sehr übersichtlich.',
          // The confirmation e-mail follows the form's language; the page's is the browser's.
          formLanguage: 'de',
          page: { language: 'fr-FR' },
        });
        expect(receiver.assetRequests.filter((file) => file.startsWith('lang-'))).toEqual(['lang-de.js']);
      },
      { locale: 'fr-FR' },
    );
  });

  it('lets data-language win over the product and the browser; Hearback.setLanguage switches an open panel', async () => {
    const { pageUrl } = await embed(settingsFor({ messageType: 'ProvideFeedback', language: 'de' }), {
      language: 'he',
    });
    await inPage(
      browser(),
      async (page) => {
        await page.goto(pageUrl);
        await launcher(page).click();
        await dialog(page).waitFor();
        expect(await panelLanguage(page)).toEqual({
          lang: 'he',
          dir: 'rtl',
          direction: 'rtl',
          heading: 'נשמח לשמוע מה דעתכם',
        });
        await page.getByLabel('ההודעה שלך').fill('כתבתי משהו');

        // A language we ship only in its Brazilian variant; what was typed stays.
        await page.evaluate(() => window.Hearback!.setLanguage('pt-PT'));
        await expect
          .poll(() => panelLanguage(page))
          .toEqual({
            lang: 'pt-BR',
            dir: 'ltr',
            direction: 'ltr',
            heading: 'Deixe seu feedback',
          });
        expect(await page.getByLabel('Sua mensagem').inputValue()).toBe('כתבתי משהו');
        expect(await launcherLanguage(page)).toEqual({ lang: 'pt-BR', label: 'Enviar feedback' });

        // The host page's own texts win over any language.
        await page.evaluate(() => window.Hearback!.setTexts({ send: 'Mandar agora' }));
        await page.getByRole('button', { name: 'Fechar' }).click();
        await page.getByRole('button', { name: 'Enviar feedback' }).click();
        await page.getByRole('button', { name: 'Mandar agora' }).waitFor();
        expect(await dialog(page).getByRole('heading').textContent()).toBe('Deixe seu feedback');
      },
      { locale: 'ar' },
    );
  });

  it('records in Hebrew with a left-to-right clock, past a product language it does not ship', async () => {
    const { pageUrl } = await embed(
      settingsFor({ messageType: 'LeaveMessage', maxRecordingSeconds: 30, language: 'ko' }),
    );
    await inPage(
      browser(),
      async (page) => {
        await page.goto(pageUrl);
        await launcher(page).click();
        expect(await dialog(page).getByRole('heading').textContent()).toBe('השאירו לנו הודעה.');
        await page.getByRole('button', { name: 'התחלת הקלטה' }).click();
        await page.getByRole('meter', { name: 'עוצמת המיקרופון' }).waitFor();
        await page.getByText(/^2 מתוך 30 שניות$/).waitFor({ timeout: 5_000 });
        const clock = page.locator('.hb-clock');
        expect(await clock.textContent()).toBe('0:02 / 0:30');
        expect(await clock.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
        expect(await clock.getAttribute('aria-hidden')).toBe('true');
        await page.getByRole('button', { name: 'עצירת ההקלטה' }).click();
        await page.getByLabel('האזנה להקלטה').waitFor();
        expect(await page.getByRole('button', { name: 'הקלטה מחדש' }).isVisible()).toBe(true);
      },
      { locale: 'he-IL' },
    );
  });

  it('labels the launcher and the campaign bubble in the language before the panel is opened', async () => {
    const campaign = {
      campaignId: '0b6f1d0e-8a43-4c1e-9a57-3f1c2d9e4b10',
      messageType: 'CustomQuestion' as const,
      customMessage: 'Wie war der Bezahlvorgang?',
      questions: [{ id: 'a3c1e2f4-1111-4e4e-8f8f-222233334444', text: 'Was können wir besser machen?' }],
      collectType: 'Anonymous' as const,
      collectFields: [],
    };
    const { receiver, pageUrl } = await embed(settingsFor({ messageType: 'ProvideFeedback' }), {
      campaign,
      visitor: { email: 'grete@example.org', name: 'Grete', signature: 'signed-grete@example.org' },
    });
    await inPage(
      browser(),
      async (page) => {
        await page.goto(pageUrl);
        await page.getByRole('button', { name: 'Wie war der Bezahlvorgang?' }).waitFor();
        expect(await page.getByRole('button', { name: 'Schließen' }).count()).toBe(1);
        expect(await launcherLanguage(page)).toEqual({ lang: 'de', label: 'Feedback geben' });
        expect(receiver.assetRequests).not.toContain('ui.js');
        await page.getByRole('button', { name: 'Feedback geben' }).click();
        await page.getByLabel('Was können wir besser machen?').waitFor();
        expect((await panelLanguage(page)).lang).toBe('de');
        // ui.js found the language campaign.js had loaded: one download.
        expect(receiver.assetRequests.filter((file) => file.startsWith('lang-'))).toEqual(['lang-de.js']);
      },
      { locale: 'de-AT' },
    );
  });
});
