/**
 * The public subset of a product's widget settings, as `GET {api}/settings` returns it
 * (spec section 3). Palettes are the dashboard's pickers; the widget only needs the chosen colours.
 */
export type MessageType = 'LeaveMessage' | 'PhoneCall' | 'ProvideFeedback' | 'CustomQuestion';
export type CollectType = 'Form' | 'Logged' | 'Anonymous';
export type CollectField = 'name' | 'email' | 'phoneNumber' | 'purpose';
export type WidgetPosition = 'BottomRight' | 'BottomRightNext' | 'BottomLeft' | 'BottomLeftNext';

export interface WidgetQuestion {
  id: string;
  text: string;
}

export interface WidgetSettings {
  background?: string | null;
  text?: string | null;
  textBox?: string | null;
  button?: string | null;
  backgroundImageUrl?: string | null;
  messageType: MessageType;
  customMessage?: string | null;
  collectType: CollectType;
  collectFields: CollectField[];
  position: WidgetPosition;
  questions: WidgetQuestion[];
  /** Longest voice message the server accepts; the recorder stops itself there. */
  maxRecordingSeconds?: number;
}

/** What the host page tells us about its signed-in visitor (collectType Logged). */
export type VisitorIdentity = Partial<Record<CollectField, string>>;

/** Everything the loader hands the widget UI when the visitor opens it. */
export interface WidgetContext {
  apiBase: string;
  widgetKey: string;
  productId: string;
  settings: WidgetSettings;
  visitor: VisitorIdentity;
  texts?: Partial<Record<string, string>>;
}
