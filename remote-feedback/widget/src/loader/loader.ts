/**
 * The one script a site embeds. It fetches the widget settings, draws the launcher in plain DOM
 * inside a shadow root, and loads `ui.js` only when the visitor opens the widget (or when an
 * earlier visit left a submission in the outbox), `campaign.js` only for a visitor the page
 * identified with a signature. Budget: 1.5 KB gzip, so no framework here: choosing the language
 * and loading its texts is ui.js's work (src/i18n/localize.ts), which also labels the launcher.
 */
import type { VisitorIdentity, WidgetContext, WidgetSettings } from '../core/settings';
import {
  CAMPAIGN_GLOBAL,
  PENDING_HINT_KEY,
  UI_GLOBAL,
  type WidgetCampaign,
  type WidgetUi,
} from '../core/widget-ui';
import { launcherOffsets } from './launcher-position';

declare global {
  interface Window {
    Hearback?: HearbackApi;
    HearbackWidgetUI?: WidgetUi;
    HearbackCampaign?: WidgetCampaign;
  }
}

export interface HearbackApi {
  identify(visitor: VisitorIdentity): void;
  setTexts(texts: Record<string, string>): void;
  /** A BCP 47 tag (`de`, `pt-BR`); one the widget does not ship falls back as the README says. */
  setLanguage(language: string): void;
  open(): void;
  close(): void;
}

const MIC_ICON =
  '<svg width="26" height="26" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1a7 7 0 0 0 6-6.9z"/></svg>';

const script = (document.currentScript ??
  document.querySelector('script[data-key][data-product]')) as HTMLScriptElement | null;

if (script && !window.Hearback) {
  const assetBase = new URL('.', script.src).href;
  const { key = '', product = '', api } = script.dataset;
  const context: WidgetContext = {
    apiBase: api ? new URL(api.replace(/\/?$/, '/'), assetBase).href : new URL('v1/', assetBase).href,
    widgetKey: key,
    productId: product,
    settings: undefined as unknown as WidgetSettings,
    // data-name, data-email, data-phone-number, data-signature: a page rendered by a server
    // that knows its signed-in visitor needs no script of its own (key and product ride along).
    visitor: { ...script.dataset },
    texts: {},
    assetBase,
    requestedLanguage: script.dataset.language,
  };
  let uiPromise: Promise<WidgetUi> | undefined;
  let launcher: HTMLButtonElement | undefined;
  let shadow: ShadowRoot | undefined;
  let isOpen = false;

  // ui.js is an ES module (see rspack.config.ts): a native import, memoised, forgotten on failure
  // so the next click tries again.
  const loadUi = (): Promise<WidgetUi> =>
    (uiPromise ??= import(/* webpackIgnore: true */ `${assetBase}ui.js`).then(
      () => window[UI_GLOBAL]!,
      (error: Error) => {
        uiPromise = undefined;
        throw error;
      },
    ));

  const setOpen = (open: boolean) => {
    isOpen = open;
    launcher?.setAttribute('aria-expanded', String(open));
  };

  const show = (ui: WidgetUi) => ui.open(context, shadow!, launcher!, () => setOpen(false));

  const open = () => {
    if (isOpen || !launcher || !shadow) return;
    setOpen(true);
    loadUi().then(show, () => setOpen(false));
  };
  const close = () => {
    if (isOpen) window[UI_GLOBAL]?.close();
  };
  // A signed identity may be targeted by a campaign: campaign.js asks once the launcher is drawn.
  const target = () =>
    shadow &&
    context.visitor.signature &&
    import(/* webpackIgnore: true */ `${assetBase}campaign.js`).then(
      () => window[CAMPAIGN_GLOBAL]!.target(context, shadow!, launcher!),
      () => {},
    );

  window.Hearback = {
    identify: (visitor) => {
      context.visitor = visitor;
      target();
    },
    setLanguage: (language) => {
      context.requestedLanguage = language;
      // An open panel speaks the new language at once (ui.open renders it again).
      if (isOpen && window[UI_GLOBAL]) show(window[UI_GLOBAL]);
    },
    setTexts: (texts) => {
      context.texts = texts;
      launcher?.setAttribute('aria-label', texts.launcher ?? launcher.getAttribute('aria-label')!);
    },
    open,
    close,
  };

  const drawLauncher = (settings: WidgetSettings) => {
    context.settings = settings;
    // A custom element that generic page selectors (div, section…) do not match, and an inline
    // `!important` reset that beats whatever the page's stylesheets say about it.
    const host = document.createElement('hearback-widget');
    host.style.cssText = 'all:initial!important';
    shadow = host.attachShadow({ mode: 'open' });
    const { side, bottom } = launcherOffsets(settings.position);
    shadow.innerHTML = `<style>:host{all:initial}.hb-launcher{all:initial;position:fixed;z-index:2147483000;bottom:${bottom}px;${side}:20px;width:56px;height:56px;border-radius:50%;display:grid;place-items:center;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25)}.hb-launcher:focus-visible{outline:3px solid #1d4ed8;outline-offset:3px}</style><button type="button" class="hb-launcher" lang="en" aria-haspopup="dialog" aria-expanded="false">${MIC_ICON}</button>`;
    launcher = shadow.querySelector('button')!;
    // English until the visitor's language is loaded (labelLauncher sets both), so a screen reader
    // on a page in another language reads the label as English.
    launcher.setAttribute('aria-label', context.texts?.launcher ?? 'Open feedback');
    // A property, not markup: a colour from the settings must never become HTML.
    launcher.style.background = settings.button || '#2e8b57';
    // White or black, whichever the server found readable on the customer's colour.
    launcher.style.color = settings.readableText?.onButton ?? '#fff';
    launcher.onclick = () => (isOpen ? close() : open());
    // An async script in <head> can get its settings before the parser reaches <body>.
    const attach = () => document.body.appendChild(host);
    document.body ? attach() : addEventListener('DOMContentLoaded', attach);
    target();
  };

  const settingsUrl = new URL('settings', context.apiBase);
  settingsUrl.search = new URLSearchParams({ key, product }).toString();
  fetch(settingsUrl, { credentials: 'omit' })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<WidgetSettings>;
    })
    .then(drawLauncher, (error: Error) => console.warn(`Hearback: no widget settings (${error.message})`));

  let hasPending = false;
  try {
    hasPending = !!localStorage.getItem(PENDING_HINT_KEY);
  } catch {}
  if (hasPending)
    loadUi().then(
      (ui) => ui.flush(),
      () => {},
    );
}
