import type { WidgetContext } from './settings';

/** What `ui.js` puts on `window.HearbackWidgetUI` for the loader (and for the dashboard's live preview). */
export interface WidgetUi {
  open(context: WidgetContext, root: ShadowRoot, launcher: HTMLElement, onClose: () => void): void;
  close(): void;
  /** Sends what an earlier visit left in the outbox, and keeps retrying. */
  flush(): void;
}

/** What `campaign.js` puts on `window.HearbackCampaign` for the loader. */
export interface WidgetCampaign {
  /**
   * For a visitor the host page identified with a signature: asks for a campaign prompt and,
   * when there is one, shows it beside the launcher and lays it over the settings (src/campaign).
   */
  target(context: WidgetContext, root: ShadowRoot, launcher: HTMLElement): Promise<void>;
}

export const CAMPAIGN_GLOBAL = 'HearbackCampaign';

export const UI_GLOBAL = 'HearbackWidgetUI';
export const PENDING_HINT_KEY = 'hearback:outbox';
