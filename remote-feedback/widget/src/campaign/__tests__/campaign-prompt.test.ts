/** The campaign chunk against the real HTTP receiver of tests/support (jsdom for the DOM). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_ID, settingsFor, WIDGET_KEY } from '../../../tests/support/fixtures';
import { Receiver } from '../../../tests/support/receiver';
import { formModel } from '../../core/form-model';
import type { CampaignPrompt, WidgetContext } from '../../core/settings';
import { buildSubmission } from '../../core/submission';
import { en } from '../../i18n/en';
import { createTranslator } from '../../i18n/translate';

const CAMPAIGN: CampaignPrompt = {
  campaignId: '0b6f1d0e-8a43-4c1e-9a57-3f1c2d9e4b10',
  messageType: 'CustomQuestion',
  customMessage: 'How was your checkout today?',
  questions: [{ id: 'a3c1e2f4-1111-4e4e-8f8f-222233334444', text: 'Anything we could do better?' }],
  collectType: 'Anonymous',
  collectFields: [],
};
const SETTINGS = settingsFor({
  messageType: 'ProvideFeedback',
  collectType: 'Form',
  collectFields: ['email'],
});

let receiver: Receiver;
let root: ShadowRoot;
let launcher: HTMLButtonElement;
let launcherClicks: number;

/** A fresh module each time: it remembers which identity it asked about. */
const loadChunk = () => {
  vi.resetModules();
  return import('../campaign-prompt');
};

const contextFor = (visitor: WidgetContext['visitor']): WidgetContext => ({
  apiBase: receiver.apiBase,
  widgetKey: WIDGET_KEY,
  productId: PRODUCT_ID,
  settings: SETTINGS,
  visitor,
});

beforeEach(async () => {
  receiver = new Receiver({
    widgetKey: WIDGET_KEY,
    productId: PRODUCT_ID,
    settings: SETTINGS,
    campaign: CAMPAIGN,
  });
  await receiver.start();
  const host = document.createElement('hearback-widget');
  document.body.appendChild(host);
  root = host.attachShadow({ mode: 'open' });
  launcher = document.createElement('button');
  launcherClicks = 0;
  launcher.onclick = () => {
    launcherClicks += 1;
  };
  root.appendChild(launcher);
});

afterEach(async () => {
  await receiver.stop();
  document.body.innerHTML = '';
});

const teaser = () => root.querySelector<HTMLElement>('.hb-teaser');

describe('campaign prompts', () => {
  it('lays the prompt of a signed-in visitor over the settings, until the answer is sent', async () => {
    const { target } = await loadChunk();
    const context = contextFor({
      email: 'ada@example.com',
      name: 'Ada',
      signature: 'signed-ada@example.com',
    });
    await target(context, root, launcher);

    expect(receiver.promptRequests).toEqual([
      { email: 'ada@example.com', signature: 'signed-ada@example.com' },
    ]);
    const { campaignId: _id, ...prompt } = CAMPAIGN;
    expect(context.settings).toEqual({ ...SETTINGS, ...prompt });
    const model = formModel(context.settings, context.visitor, createTranslator(en));
    expect(model).toMatchObject({ kind: 'questions', prompt: CAMPAIGN.customMessage, contactFields: [] });
    // The answer names the campaign and carries the identity the server checks again.
    const body = {
      ...buildSubmission(
        context.settings.messageType,
        model,
        { [`answer:${CAMPAIGN.questions![0]!.id}`]: 'More ways to pay.' },
        null,
      ),
      ...context.claim,
    };
    expect(body).toMatchObject({
      messageType: 'CustomQuestion',
      answers: [{ questionId: CAMPAIGN.questions![0]!.id, text: 'More ways to pay.' }],
      contact: {},
      campaignId: CAMPAIGN.campaignId,
      identity: { email: 'ada@example.com', signature: 'signed-ada@example.com' },
    });

    // The bubble shows the message as text and opens the panel through the launcher.
    expect(teaser()?.querySelector('.hb-teaser-open')?.textContent).toBe(CAMPAIGN.customMessage);
    teaser()!.querySelector<HTMLButtonElement>('.hb-teaser-open')!.click();
    expect(launcherClicks).toBe(1);
    expect(teaser()).toBeNull();

    context.onSent!();
    expect(context.settings).toBe(SETTINGS);
    expect(context.claim).toEqual({
      identity: { email: 'ada@example.com', signature: 'signed-ada@example.com' },
    });
    expect(context.onSent).toBeUndefined();
  });

  it('credits nothing to a visitor once the page names someone else, or no one', async () => {
    const { target } = await loadChunk();
    const context = contextFor({ email: 'ada@example.com', signature: 'signed-ada@example.com' });
    await target(context, root, launcher);
    expect(context.claim?.campaignId).toBe(CAMPAIGN.campaignId);

    // Signed out in a single-page app: the next visitor of the tab is anonymous.
    context.visitor = {};
    expect(context.claim).toBeUndefined();
    expect(context.settings).toBe(SETTINGS);

    // Someone else signs in: their own prompt replaces Ada's bubble.
    context.visitor = { email: 'bea@example.com', signature: 'signed-bea@example.com' };
    await target(context, root, launcher);
    expect(root.querySelectorAll('.hb-teaser')).toHaveLength(1);
    expect(context.claim).toEqual({
      identity: { email: 'bea@example.com', signature: 'signed-bea@example.com' },
      campaignId: CAMPAIGN.campaignId,
    });
  });

  it('leaves the widget as it is for anyone the API has no campaign for', async () => {
    const { target } = await loadChunk();
    const context = contextFor({ email: 'bob@example.com', signature: 'forged' });
    await target(context, root, launcher);
    expect(context.settings).toBe(SETTINGS);
    expect(context.claim).toEqual({ identity: { email: 'bob@example.com', signature: 'forged' } });
    expect(context.onSent).toBeUndefined();
    expect(teaser()).toBeNull();
  });

  it('asks once per identity, shows nothing when the API fails, and the × only hides the bubble', async () => {
    const { target } = await loadChunk();
    const context = contextFor({ email: 'ada@example.com', signature: 'signed-ada@example.com' });
    receiver.failWith = 503;
    await target(context, root, launcher);
    expect(teaser()).toBeNull();
    expect(context.settings).toBe(SETTINGS);
    await target(context, root, launcher);
    expect(receiver.promptRequests).toHaveLength(0);

    receiver.failWith = undefined;
    const again = contextFor({ email: 'ada@example.com', signature: 'signed-ada@example.com' });
    const { target: fresh } = await loadChunk();
    await fresh(again, root, launcher);
    await fresh(again, root, launcher);
    expect(receiver.promptRequests).toHaveLength(1);
    const dismiss = teaser()!.querySelector<HTMLButtonElement>('[aria-label="Close"]')!;
    dismiss.click();
    expect(teaser()).toBeNull();
    expect(launcherClicks).toBe(0);
    expect(again.claim?.campaignId).toBe(CAMPAIGN.campaignId);
  });
});
