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
  /** The product's default widget language (ISO 639-1), or null to follow the visitor's browser. */
  language?: string | null;
  /** Text colours the server found readable (4.5:1) on the background, the text box and the button. */
  readableText?: { onBackground: string; onBox: string; onButton: string };
}

/**
 * What the host page tells us about its signed-in visitor: the contact fields (sent without
 * asking when collectType is Logged) and `signature`, the host server's HMAC-SHA256 of `email`
 * with the organisation's identity secret, without which the visitor is anonymous for targeting.
 */
export type VisitorIdentity = Partial<Record<CollectField | 'signature', string>>;

/** Added to every submission of a visitor the host page identified (README: identification). */
export interface SubmissionClaim {
  identity?: { email?: string; signature?: string };
  /** The campaign whose prompt the visitor is answering. */
  campaignId?: string;
}

/**
 * A campaign's prompt as `POST {api}prompt` answers it: the campaign id and the settings fields
 * it replaces (purpose, message, questions, and no contact fields to ask).
 */
export type CampaignPrompt = { campaignId: string } & Partial<WidgetSettings>;

/** Everything the loader hands the widget UI when the visitor opens it. */
export interface WidgetContext {
  apiBase: string;
  widgetKey: string;
  productId: string;
  settings: WidgetSettings;
  visitor: VisitorIdentity;
  /** The host page's own texts (`Hearback.setTexts`): they win over any language. */
  texts?: Partial<Record<string, string>>;
  /** Where loader.js came from: the language files (`lang-<code>.js`) sit beside it. */
  assetBase?: string;
  /** The embed's own choice of language (`data-language`, `Hearback.setLanguage`), first in line. */
  requestedLanguage?: string;
  /** The language the widget speaks (src/i18n/localize.ts sets it); English when absent. */
  language?: string;
  /** That language's texts (its `lang-<code>.js` file); none for English, which is built in. */
  strings?: Partial<Record<string, string>>;
  claim?: SubmissionClaim;
  /** Told once a submission was accepted: an answered campaign prompt gives way to the settings. */
  onSent?: () => void;
}
