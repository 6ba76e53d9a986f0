import type { WidgetFormField, WidgetFormMode, WidgetPosition, WidgetPurpose } from '../../../gql/graphql';

/** Spec section 3: the prompt each purpose shows when no custom message is set. */
export const DEFAULT_PROMPTS: Record<WidgetPurpose, string | null> = {
  LeaveMessage: 'Leave us a message.',
  PhoneCall: 'Call us.',
  ProvideFeedback: 'Leave us your feedback',
  // A custom question widget asks its custom message (or, without one, its first question).
  CustomQuestion: null,
};

/** The API's limits (WidgetSettingsInput, CreateQuestionInput); the spec shows none. */
export const CUSTOM_MESSAGE_MAX = 200;
export const QUESTION_TEXT_MAX = 500;
export const PALETTE_MAX = 12;
export const RECORDING_SECONDS_MIN = 5;
export const RECORDING_SECONDS_MAX = 300;
/** Colours are hex, #rgb or #rrggbb, as the API stores them. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const PURPOSE_OPTIONS: Array<{ value: WidgetPurpose; label: string }> = [
  { value: 'LeaveMessage', label: 'Leave a message' },
  { value: 'PhoneCall', label: 'Phone call' },
  { value: 'ProvideFeedback', label: 'Provide feedback' },
  { value: 'CustomQuestion', label: 'Custom question' },
];

export const COLLECT_TYPE_OPTIONS: Array<{ value: WidgetFormMode; label: string }> = [
  { value: 'Form', label: 'Form' },
  { value: 'Logged', label: 'Logged-in visitor' },
  { value: 'Anonymous', label: 'Anonymous' },
];

export const COLLECT_FIELD_OPTIONS: Array<{ value: WidgetFormField; label: string }> = [
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'phoneNumber', label: 'Phone number' },
  { value: 'purpose', label: 'Purpose' },
];

export const POSITION_OPTIONS: Array<{ value: WidgetPosition; label: string }> = [
  { value: 'BottomRight', label: 'Bottom right' },
  { value: 'BottomRightNext', label: 'Bottom right, above a chat button' },
  { value: 'BottomLeft', label: 'Bottom left' },
  { value: 'BottomLeftNext', label: 'Bottom left, above a chat button' },
];
