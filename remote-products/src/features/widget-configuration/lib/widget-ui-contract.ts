/**
 * The part of the widget's own contract the live preview uses: what `/widget/ui.js` puts on
 * `window.HearbackWidgetUI` (remote-feedback/widget/src/core/widget-ui.ts and settings.ts). The
 * widget is a separate build, so its types are restated here rather than imported.
 */
import type { WidgetFormField, WidgetFormMode, WidgetPosition, WidgetPurpose } from '../../../gql/graphql';

export interface PreviewSettings {
  background?: string | null;
  text?: string | null;
  textBox?: string | null;
  button?: string | null;
  backgroundImageUrl?: string | null;
  messageType: WidgetPurpose;
  customMessage?: string | null;
  collectType: WidgetFormMode;
  collectFields: WidgetFormField[];
  position: WidgetPosition;
  questions: Array<{ id: string; text: string }>;
  maxRecordingSeconds?: number;
}

export interface WidgetContext {
  apiBase: string;
  widgetKey: string;
  productId: string;
  settings: PreviewSettings;
  visitor: Record<string, string>;
  texts?: Record<string, string>;
}

export interface WidgetUi {
  open(context: WidgetContext, root: ShadowRoot, launcher: HTMLElement, onClose: () => void): void;
  close(): void;
}

declare global {
  interface Window {
    HearbackWidgetUI?: WidgetUi;
  }
}
