import type { WidgetContext } from './settings';

/** What `ui.js` puts on `window.HearbackWidgetUI` for the loader (and for the dashboard's live preview). */
export interface WidgetUi {
  open(context: WidgetContext, root: ShadowRoot, launcher: HTMLElement, onClose: () => void): void;
  close(): void;
  /** Sends what an earlier visit left in the outbox, and keeps retrying. */
  flush(): void;
}

export const UI_GLOBAL = 'HearbackWidgetUI';
export const PENDING_HINT_KEY = 'hearback:outbox';
