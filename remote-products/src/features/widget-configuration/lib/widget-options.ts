import type { WidgetFormField, WidgetFormMode, WidgetPosition, WidgetPurpose } from '../../../gql/graphql';
import type { useProductsTranslation } from '../../../i18n/translations';

/** The options' words, in the dashboard's language at render. */
type Translate = ReturnType<typeof useProductsTranslation>['t'];

/** The colour of the widget's button and launcher when none is set (its brand green). */
export const DEFAULT_BUTTON_COLOUR = '#2e8b57';

/** Spec section 3: the prompt a purpose shows when no custom message is set. */
export function defaultPrompt(purpose: WidgetPurpose, t: Translate): string | null {
  switch (purpose) {
    case 'LeaveMessage':
      return t('Leave us a message.');
    case 'PhoneCall':
      return t('Call us.');
    case 'ProvideFeedback':
      return t('Leave us your feedback');
    case 'CustomQuestion':
      // A custom question widget asks its custom message (or, without one, its first question).
      return null;
  }
}

/** The API's limits (WidgetSettingsInput, CreateQuestionInput); the spec shows none. */
export const CUSTOM_MESSAGE_MAX = 200;
export const QUESTION_TEXT_MAX = 500;
export const PALETTE_MAX = 12;
export const RECORDING_SECONDS_MIN = 5;
export const RECORDING_SECONDS_MAX = 300;
/** Colours are hex, #rgb or #rrggbb, as the API stores them. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const purposeOptions = (t: Translate): Array<{ value: WidgetPurpose; label: string }> => [
  { value: 'LeaveMessage', label: t('Leave a message') },
  { value: 'PhoneCall', label: t('Phone call') },
  { value: 'ProvideFeedback', label: t('Provide feedback') },
  { value: 'CustomQuestion', label: t('Custom question') },
];

export const collectTypeOptions = (t: Translate): Array<{ value: WidgetFormMode; label: string }> => [
  { value: 'Form', label: t('Form') },
  { value: 'Logged', label: t('Logged-in visitor') },
  { value: 'Anonymous', label: t('Anonymous') },
];

export const collectFieldOptions = (t: Translate): Array<{ value: WidgetFormField; label: string }> => [
  { value: 'name', label: t('Name') },
  { value: 'email', label: t('Email') },
  { value: 'phoneNumber', label: t('Phone number') },
  { value: 'purpose', label: t('Purpose') },
];

export const positionOptions = (t: Translate): Array<{ value: WidgetPosition; label: string }> => [
  { value: 'BottomRight', label: t('Bottom right') },
  { value: 'BottomRightNext', label: t('Bottom right, above a chat button') },
  { value: 'BottomLeft', label: t('Bottom left') },
  { value: 'BottomLeftNext', label: t('Bottom left, above a chat button') },
];
