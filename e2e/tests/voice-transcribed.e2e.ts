import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject, test } from 'vitest';
import { FAKE_MICROPHONE, inDesktopPage, useChromium } from '../support/browser';
import { type HostSite, startHostSite } from '../support/host-site';
import { signInAsDemoAdmin } from '../support/sign-in';
import {
  configureWidget,
  fillContactDetails,
  firstProduct,
  installSnippet,
  openWidget,
} from '../support/widget';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** A clip of the demo data and what it says (server/src/db/demo-audio/manifest.json). */
const SPOKEN_CLIP = path.join(repoRoot, 'server/src/db/demo-audio/bank-savings-goals.webm');
const SPOKEN_WORDS = [
  'love',
  'new',
  'savings',
  'goals',
  'easy',
  'use',
  'help',
  'save',
  'money',
  'every',
  'month',
];

// Chromium's fake microphone plays a WAV file: the visitor "says" the clip into the widget.
const workDir = mkdtempSync(path.join(tmpdir(), 'hearback-e2e-voice-'));
const speech = path.join(workDir, 'speech.wav');
execFileSync('ffmpeg', [
  '-nostdin',
  '-loglevel',
  'error',
  '-y',
  '-i',
  SPOKEN_CLIP,
  '-ar',
  '48000',
  '-ac',
  '1',
  speech,
]);

const browser = useChromium([...FAKE_MICROPHONE, `--use-file-for-fake-audio-capture=${speech}`]);

let host: HostSite | undefined;
afterAll(async () => {
  await host?.close();
  rmSync(workDir, { recursive: true, force: true });
});

test('a voice message recorded through the widget is transcribed by the embedded engine and scored from its transcript', async () => {
  const baseUrl = inject('baseUrl');
  await inDesktopPage(browser(), 'voice-transcribed', async (admin) => {
    await signInAsDemoAdmin(admin, baseUrl);
    const product = await firstProduct(admin);
    await configureWidget(admin, product.id, 'Leave a message');
    host = await startHostSite(await installSnippet(admin));

    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const visitor = await context.newPage();
      await visitor.goto(host.url);
      await openWidget(visitor);
      await visitor.getByRole('button', { name: 'Start recording' }).click();
      // The clip lasts about 6.5 s: the whole sentence, once.
      await visitor.getByText(/^7 of \d+ seconds$/).waitFor();
      await visitor.getByRole('button', { name: 'Stop recording' }).click();
      await fillContactDetails(visitor);
      await visitor.getByRole('button', { name: 'Send' }).click();
      await visitor.getByText('Thank you! Your message has been sent.').waitFor();
    } finally {
      await context.close();
    }

    // The newest voice message, in the inbox the Admin sees.
    await admin.goto(`${baseUrl}/app/${product.id}/recordings?messageType=LeaveMessage`);
    const newest = admin.getByRole('row').nth(1);
    await newest.getByRole('button').first().click();
    // The drawer refreshes itself while the engine works; the engine takes about the message's
    // length, after the demo's own voice messages queued at the server's first start.
    await admin.getByText('Transcribing… the transcript appears here').waitFor();
    const wordButtons = admin.getByRole('group', { name: /^Transcript words/ }).getByRole('button');
    await wordButtons.first().waitFor({ timeout: 150_000 });
    const words = (await wordButtons.allTextContents()).map((word) => word.trim().toLowerCase());
    const heard = SPOKEN_WORDS.filter((word) => words.includes(word));
    expect(heard.length, `heard "${words.join(' ')}"`).toBeGreaterThanOrEqual(4);

    // Scored from what was said, and labelled so.
    const drawer = admin.getByRole('dialog');
    await drawer
      .getByText(/^(Positive|Neutral|Negative) \(-?[\d.]+\)$/)
      .first()
      .waitFor();
    if (words.includes('love'))
      await drawer
        .getByText(/^Positive \(/)
        .first()
        .waitFor();
    await drawer.getByText('from transcript').first().waitFor();
    // A word of the transcript plays the message from that word.
    await wordButtons.first().click();
  });
}, 240_000);
