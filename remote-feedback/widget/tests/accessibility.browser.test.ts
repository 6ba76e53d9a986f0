/**
 * WCAG 2.2 AA in every state of the built widget, in English and in Arabic: axe-core in real
 * Chromium over the `hearback-widget` element and its shadow root, embedded on a page of another
 * origin and talking to a real HTTP receiver of the public API. Each state is first shown to be
 * on screen (its text, its role), so no check passes on an empty panel.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WidgetSettings } from '../src/core/settings';
import { en } from '../src/i18n/en';
import ar from '../src/i18n/lang/ar';
import { createTranslator } from '../src/i18n/translate';
import { enRecorder } from '../src/recorder/en-recorder';
import { seriousWidgetViolations } from './support/axe';
import { chromiumForFile, inPage } from './support/browser';
import { type EmbedOptions, embeddingForFile } from './support/embedding';
import { servedSettings } from './support/fixtures';
import type { Receiver } from './support/receiver';

const browser = chromiumForFile();
const embedding = embeddingForFile();
/** The widget's files on their own origin, so a stopped API leaves the script loadable. */
const embed = (settings: WidgetSettings, options: EmbedOptions = {}) =>
  embedding.embed(settings, { ...options, assetsApart: true });

interface VisitorLanguage {
  name: string;
  /** The browser's language (`navigator.languages`), which chooses the widget's. */
  locale: string;
  code: string;
  dir: 'ltr' | 'rtl';
  /** The language file's texts; English is built in. */
  strings?: Partial<Record<string, string>>;
  /** What an organisation writing in this language puts in its settings and campaigns. */
  organisation: { questions: [string, string]; survey: string; campaign: string; campaignQuestion: string };
}

const LANGUAGES: VisitorLanguage[] = [
  {
    name: 'English',
    locale: 'en-GB',
    code: 'en',
    dir: 'ltr',
    organisation: {
      questions: ['What brought you here today?', 'What almost stopped you?'],
      survey: 'Two quick questions',
      campaign: 'How was checkout today?',
      campaignQuestion: 'Anything we could do better?',
    },
  },
  {
    name: 'Arabic',
    locale: 'ar',
    code: 'ar',
    dir: 'rtl',
    strings: ar,
    organisation: {
      questions: ['ما الذي جاء بك اليوم؟', 'ما الذي كاد يمنعك؟'],
      survey: 'سؤالان سريعان',
      campaign: 'كيف كانت عملية الدفع اليوم؟',
      campaignQuestion: 'هل من شيء يمكننا تحسينه؟',
    },
  },
];

/**
 * The API and the host page on origins of their own, the widget's files on a third: stopping the
 * API (a server that is down) leaves the scripts, and the language file, where they are.
 */
/** A response the test lets go of when it has checked the state that waits for it. */
function heldResponses(receiver: Receiver): () => void {
  let release = () => {};
  receiver.hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    receiver.hold = undefined;
    release();
  };
}

/**
 * Each scenario runs axe a handful of times, and each run injects axe-core into the page afresh:
 * on a busy machine that is well past the file's usual minute, so a hang guard of three.
 */
const SCENARIO_TIMEOUT_MS = 180_000;

describe.each(LANGUAGES)(
  'the widget in $name passes axe (WCAG 2.2 AA) in every state',
  { timeout: SCENARIO_TIMEOUT_MS },
  (language) => {
    const t = createTranslator({ ...en, ...enRecorder }, language.strings, language.code);
    const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
    const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
    const dialog = (page: Page) => page.getByRole('dialog');
    const visit = (scenario: (page: Page) => Promise<void>) =>
      inPage(browser(), scenario, { locale: language.locale });

    /** The state is on screen: now axe must find nothing serious or critical in the widget. */
    const expectAccessible = async (page: Page, state: string) => {
      const violations = await seriousWidgetViolations(page);
      expect(violations, `${state}, in ${language.name}: serious or critical axe violations`).toEqual([]);
    };

    /** The open panel, in the visitor's language and its direction, under the heading it should have. */
    const expectPanel = async (page: Page, heading: string) => {
      await dialog(page).waitFor();
      expect(await dialog(page).getAttribute('lang')).toBe(language.code);
      expect(await dialog(page).getAttribute('dir')).toBe(language.dir);
      expect(await dialog(page).getByRole('heading').textContent()).toBe(heading);
    };

    const expectInvalid = async (page: Page, label: string, message: string) => {
      await page.getByText(message, { exact: true }).first().waitFor();
      expect(await field(page, label).getAttribute('aria-invalid')).toBe('true');
    };

    const textFeedback = servedSettings({
      messageType: 'ProvideFeedback',
      collectType: 'Form',
      collectFields: ['name', 'email', 'phoneNumber', 'purpose'],
    });

    const fillTextFeedback = async (page: Page) => {
      await field(page, t('field.message')).fill('The checkout page is lovely.');
      await field(page, t('field.name')).fill('Ada Lovelace');
      await field(page, t('field.email')).fill('ada@example.org');
      await field(page, t('field.phoneNumber')).fill('+44 20 7946 0958');
      await field(page, t('field.purpose')).fill('Checkout');
    };

    it('text feedback with every contact field: the launcher, the form, each error', async () => {
      const { receiver, pageUrl } = await embed(textFeedback);
      await visit(async (page) => {
        await page.goto(pageUrl);
        // The loader draws the launcher in English; it learns the language with the panel.
        await button(page, en.launcher).waitFor();
        expect(await button(page, en.launcher).getAttribute('aria-expanded')).toBe('false');
        await expectAccessible(page, 'the launcher, closed');

        await button(page, en.launcher).click();
        await expectPanel(page, t('prompt.ProvideFeedback'));
        await field(page, t('field.message')).waitFor();
        expect(await button(page, t('send')).isVisible()).toBe(true);
        await expectAccessible(page, 'the open form');

        await button(page, t('send')).click();
        expect(await page.getByText(t('error.required'), { exact: true }).count()).toBe(5);
        for (const label of ['message', 'name', 'email', 'phoneNumber', 'purpose'] as const)
          expect(await field(page, t(`field.${label}`)).getAttribute('aria-invalid')).toBe('true');
        await expectAccessible(page, 'every field required, sent empty');

        await fillTextFeedback(page);
        await field(page, t('field.email')).fill('ada@');
        await button(page, t('send')).click();
        await expectInvalid(page, t('field.email'), t('error.email'));
        await expectAccessible(page, 'an invalid e-mail address');

        await field(page, t('field.email')).fill('ada@example.org');
        await field(page, t('field.phoneNumber')).fill('020 7946 0958');
        await button(page, t('send')).click();
        await expectInvalid(page, t('field.phoneNumber'), t('error.phone'));
        await expectAccessible(page, 'a phone number not in international format');

        await field(page, t('field.phoneNumber')).fill('+44 20 7946 0958');
        await field(page, t('field.name')).fill('x'.repeat(101));
        await button(page, t('send')).click();
        await expectInvalid(page, t('field.name'), t('error.tooLong', { max: 100 }));
        await expectAccessible(page, 'a name that is too long');
        expect(receiver.submissionRequests).toBe(0);
      });
    });

    it('text feedback: sending, thanks, the launcher again, the server’s refusal, the queue', async () => {
      const { receiver, pageUrl } = await embed(textFeedback);
      await visit(async (page) => {
        await page.goto(pageUrl);
        await button(page, en.launcher).click();
        await expectPanel(page, t('prompt.ProvideFeedback'));
        await fillTextFeedback(page);
        const respond = heldResponses(receiver);
        await button(page, t('send')).click();
        await button(page, t('sending')).waitFor();
        expect(await button(page, t('sending')).isDisabled()).toBe(true);
        await expectAccessible(page, 'sending');
        respond();

        await page.getByRole('status').getByText(t('sent'), { exact: true }).waitFor();
        expect(receiver.submissions.size).toBe(1);
        await expectAccessible(page, 'the thank-you message');

        await button(page, t('close')).click();
        await expect.poll(() => dialog(page).count()).toBe(0);
        // Closed again: the launcher now speaks the visitor's language.
        expect(await button(page, t('launcher')).getAttribute('lang')).toBe(language.code);
        await expectAccessible(page, 'the launcher, closed after sending');

        // A fresh form, which the server refuses for good (a 4xx): the message says so.
        await button(page, t('launcher')).click();
        await expectPanel(page, t('prompt.ProvideFeedback'));
        await fillTextFeedback(page);
        receiver.failSubmissionsWith = 400;
        await button(page, t('send')).click();
        await page
          .getByRole('alert')
          .filter({ hasText: t('error.refused') })
          .waitFor();
        await expectAccessible(page, 'the server’s refusal');

        // The server is down: the message waits in the outbox.
        receiver.failSubmissionsWith = undefined;
        await receiver.stop();
        await button(page, t('send')).click();
        await page.getByRole('status').getByText(t('queued'), { exact: true }).waitFor();
        expect(await page.evaluate(() => localStorage.getItem('hearback:outbox'))).toBe('1');
        await expectAccessible(page, 'queued while the server is down');
      });
    });

    it('a voice message: recorder, recording required, recording, listening back, uploading, thanks', async () => {
      const { receiver, pageUrl } = await embed(
        servedSettings({ messageType: 'LeaveMessage', maxRecordingSeconds: 30 }),
      );
      await visit(async (page) => {
        await page.goto(pageUrl);
        await button(page, en.launcher).click();
        await expectPanel(page, t('prompt.LeaveMessage'));
        await button(page, t('recorder.start')).waitFor();
        await expectAccessible(page, 'the recorder, before recording');

        await button(page, t('send')).click();
        await page
          .getByRole('alert')
          .filter({ hasText: t('error.recording') })
          .waitFor();
        await expectAccessible(page, 'sent without a recording');

        await button(page, t('recorder.start')).click();
        await page.getByRole('meter', { name: t('recorder.level') }).waitFor();
        await page.getByText(t('recorder.elapsed', { elapsed: 1, max: 30 }), { exact: true }).waitFor();
        expect(await button(page, t('recorder.stop')).isVisible()).toBe(true);
        await expectAccessible(page, 'recording');

        await button(page, t('recorder.stop')).click();
        await page.getByLabel(t('recorder.playback'), { exact: true }).waitFor();
        expect(await button(page, t('recorder.again')).isVisible()).toBe(true);
        await expectAccessible(page, 'listening back before sending');

        const respond = heldResponses(receiver);
        await button(page, t('send')).click();
        await page.getByRole('progressbar', { name: t('uploading'), exact: true }).waitFor();
        expect(await button(page, t('sending')).isDisabled()).toBe(true);
        await expectAccessible(page, 'uploading the recording');
        respond();

        await page.getByRole('status').getByText(t('sent'), { exact: true }).waitFor();
        expect(receiver.uploads.size).toBe(1);
        await expectAccessible(page, 'the thank-you message after a recording');
      });
    });

    it('a voice message on a site whose Permissions-Policy refuses the microphone', async () => {
      const { pageUrl } = await embed(
        servedSettings({ messageType: 'LeaveMessage', maxRecordingSeconds: 30 }),
        {
          headers: { 'permissions-policy': 'microphone=()' },
        },
      );
      await visit(async (page) => {
        await page.goto(pageUrl);
        await button(page, en.launcher).click();
        await expectPanel(page, t('prompt.LeaveMessage'));
        await button(page, t('recorder.start')).click();
        await page
          .getByRole('alert')
          .filter({ hasText: t('error.microphone') })
          .waitFor();
        await expectAccessible(page, 'the microphone refused');
      });
    });

    it('a call-back request: form, number required, number not international, thanks', async () => {
      const { pageUrl } = await embed(servedSettings({ messageType: 'PhoneCall' }));
      await visit(async (page) => {
        await page.goto(pageUrl);
        await button(page, en.launcher).click();
        await expectPanel(page, t('prompt.PhoneCall'));
        await page.getByText(t('hint.phone'), { exact: true }).waitFor();
        await expectAccessible(page, 'the call-back form');

        await button(page, t('send')).click();
        await expectInvalid(page, t('field.callback'), t('error.required'));
        await expectAccessible(page, 'the call-back number required');

        await field(page, t('field.callback')).fill('020 7946 0958');
        await button(page, t('send')).click();
        await expectInvalid(page, t('field.callback'), t('error.phone'));
        await expectAccessible(page, 'a call-back number not in international format');

        await field(page, t('field.callback')).fill('+44 20 7946 0958');
        await button(page, t('send')).click();
        await page.getByRole('status').getByText(t('sent'), { exact: true }).waitFor();
        await expectAccessible(page, 'the thank-you message after a call-back request');
      });
    });

    it('custom questions: form, answers required, thanks', async () => {
      const [first, second] = language.organisation.questions;
      const { pageUrl } = await embed(
        servedSettings({
          messageType: 'CustomQuestion',
          customMessage: language.organisation.survey,
          questions: [
            { id: 'q1', text: first },
            { id: 'q2', text: second },
          ],
        }),
      );
      await visit(async (page) => {
        await page.goto(pageUrl);
        await button(page, en.launcher).click();
        await expectPanel(page, language.organisation.survey);
        await field(page, second).waitFor();
        await expectAccessible(page, 'the questions');

        await button(page, t('send')).click();
        await expectInvalid(page, first, t('error.required'));
        await expectInvalid(page, second, t('error.required'));
        await expectAccessible(page, 'the answers required');

        await field(page, first).fill('A friend');
        await field(page, second).fill('x'.repeat(1001));
        await button(page, t('send')).click();
        await expectInvalid(page, second, t('error.tooLong', { max: 1000 }));
        await expectAccessible(page, 'an answer that is too long');

        await field(page, second).fill('The price');
        await button(page, t('send')).click();
        await page.getByRole('status').getByText(t('sent'), { exact: true }).waitFor();
        await expectAccessible(page, 'the thank-you message after the questions');
      });
    });

    it('a campaign prompt for a signed-in visitor, on a palette below 4.5:1: the bubble, then its questions', async () => {
      const { campaign: message, campaignQuestion } = language.organisation;
      // The admin was warned about this grey; visitors get the readable colour the server works out.
      const { pageUrl } = await embed(servedSettings({ messageType: 'ProvideFeedback', text: '#9a9a9a' }), {
        campaign: {
          campaignId: '0b6f1d0e-8a43-4c1e-9a57-3f1c2d9e4b10',
          messageType: 'CustomQuestion',
          customMessage: message,
          questions: [{ id: 'a3c1e2f4-1111-4e4e-8f8f-222233334444', text: campaignQuestion }],
          collectType: 'Anonymous',
          collectFields: [],
        },
        visitor: { email: 'ada@example.org', name: 'Ada', signature: 'signed-ada@example.org' },
      });
      await visit(async (page) => {
        await page.goto(pageUrl);
        await button(page, message).waitFor();
        const bubble = page.locator('hearback-widget .hb-teaser');
        expect(await bubble.getAttribute('lang')).toBe(language.code);
        expect(await bubble.getAttribute('dir')).toBe(language.dir);
        expect(await bubble.getByRole('button', { name: t('close'), exact: true }).isVisible()).toBe(true);
        expect(await button(page, t('launcher')).isVisible()).toBe(true);
        await expectAccessible(page, 'the campaign bubble');

        await button(page, message).click();
        await expectPanel(page, message);
        await field(page, campaignQuestion).waitFor();
        await expectAccessible(page, 'the campaign’s questions');
      });
    });
  },
);
