/**
 * Targeted campaign prompts (`campaign.js`, see ./entry.ts). It asks the API whether an open
 * Widget campaign wants the visitor the page identified; if so it shows the campaign's message
 * beside the launcher and lays the campaign's purpose, message and questions over the settings
 * until the visitor has answered. It talks to `ui.js` only through the shared context object
 * (`settings`, `claim`, `onSent`), so the two builds share no code.
 */
import type { CampaignPrompt, SubmissionClaim, WidgetContext, WidgetSettings } from '../core/settings';
import { isRightToLeft } from '../i18n/languages';
import { labelLauncher, localize } from '../i18n/localize';

/** The identity last asked about: identify() may be called on every route change of a page. */
let asked: string | undefined;
/** The bubble of the identity asked about before, if it still shows. */
let shown: HTMLElement | undefined;

export async function target(context: WidgetContext, root: ShadowRoot, launcher: HTMLElement): Promise<void> {
  const { email = '', signature = '' } = context.visitor;
  const identity = { email, signature };
  if (asked === `${email}\n${signature}`) return;
  asked = `${email}\n${signature}`;
  shown?.remove();
  context.onSent = undefined;
  const settings = context.settings;
  let claim: SubmissionClaim = { identity };
  let prompt: Partial<WidgetSettings> | undefined;
  // Read when used, not copied: once the page identifies someone else (or no one), this
  // visitor's identity, campaign and prompt stop applying, so no answer is credited to them.
  const current = () => context.visitor.email === email && context.visitor.signature === signature;
  Object.defineProperties(context, {
    // Every submission carries the identity: a signed one may also correct the visitor's contact.
    claim: { configurable: true, get: () => (current() ? claim : undefined) },
    settings: {
      configurable: true,
      get: () => (current() && prompt ? { ...settings, ...prompt } : settings),
    },
  });

  const url = new URL('prompt', context.apiBase);
  url.search = new URLSearchParams({ key: context.widgetKey, product: context.productId }).toString();
  // The bubble speaks the widget's language; loading it here also serves ui.js (one download), and
  // the launcher's label need not wait for the panel's first opening.
  const [response] = await Promise.all([
    fetch(url, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(identity),
    }).catch(() => null),
    localize(context).then(() => labelLauncher(context, launcher)),
  ]);
  if (!response?.ok) return;
  const { campaign } = (await response.json()) as { campaign: CampaignPrompt | null };
  if (!campaign || !current()) return;

  const { campaignId, ...fields } = campaign;
  prompt = fields;
  claim = { identity, campaignId };
  const teaser = drawTeaser(context, root, launcher, fields.customMessage ?? '');
  shown = teaser;
  context.onSent = () => {
    // Answered: the next open shows the widget as its settings say.
    prompt = undefined;
    claim = { identity };
    context.onSent = undefined;
    teaser.remove();
  };
}

/**
 * Its own rules name the bubble too, to outweigh the `all:unset` of its buttons; the × is at least
 * 24 px square, WCAG 2.2's smallest target (2.5.8).
 */
const TEASER_CSS = `.hb-teaser{position:fixed;z-index:2147483000;display:flex;gap:4px;align-items:flex-start;max-width:280px;padding-block:10px;padding-inline:14px 8px;border-radius:12px;box-shadow:0 4px 14px #0004;font:14px/1.4 system-ui,sans-serif}
.hb-teaser button{all:unset;cursor:pointer}
.hb-teaser button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.hb-teaser .hb-teaser-open{flex:1}
.hb-teaser .hb-teaser-close{display:grid;place-items:center;min-width:24px;min-height:24px;font-size:18px;line-height:1}`;

/**
 * The campaign's message in a bubble above the launcher, on its side of the page: a click on it
 * opens the panel (through the launcher, so the loader keeps its open state), its × only hides
 * the bubble. Text, colours and offsets are set as properties: nothing from the API becomes markup.
 * The bubble is laid out in the widget's language (× at the end of the line, left in Arabic and
 * Hebrew); the organisation's message takes the direction of its own script.
 */
function drawTeaser(context: WidgetContext, root: ShadowRoot, launcher: HTMLElement, message: string) {
  const { settings } = context;
  const place = launcher.getBoundingClientRect();
  const teaser = document.createElement('div');
  teaser.className = 'hb-teaser';
  teaser.lang = context.language ?? 'en';
  teaser.dir = isRightToLeft(context.language) ? 'rtl' : 'ltr';
  if (place.left < innerWidth / 2) teaser.style.left = `${place.left}px`;
  else teaser.style.right = `${innerWidth - place.right}px`;
  teaser.style.bottom = `${innerHeight - place.top + 12}px`;
  teaser.style.background = settings.background || '#ffffff';
  // As on the panel: the admin is warned about a palette below 4.5:1, visitors read it regardless.
  teaser.style.color = settings.readableText?.onBackground ?? (settings.text || '#1f1f1f');
  const style = document.createElement('style');
  style.textContent = TEASER_CSS;
  const open = document.createElement('button');
  open.type = 'button';
  open.className = 'hb-teaser-open';
  open.textContent = message;
  open.dir = 'auto';
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'hb-teaser-close';
  dismiss.textContent = '×';
  dismiss.setAttribute('aria-label', context.texts?.close ?? context.strings?.close ?? 'Close');
  teaser.append(style, open, dismiss);
  const hide = () => teaser.remove();
  open.onclick = () => {
    hide();
    launcher.click();
  };
  // The panel shows whatever applies to the visitor the page names by then.
  dismiss.onclick = hide;
  // Opened through the launcher itself: the panel takes the bubble's place.
  launcher.addEventListener('click', hide, { once: true });
  root.appendChild(teaser);
  return teaser;
}
