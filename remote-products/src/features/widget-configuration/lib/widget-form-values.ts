import type {
  WidgetFormField,
  WidgetFormMode,
  WidgetPosition,
  WidgetPurpose,
  WidgetSettingsFieldsFragment,
} from '../../../gql/graphql';

/** One question row of the form: `id` once the question exists on the server. */
export interface QuestionValue {
  id?: string;
  text: string;
  readonly?: boolean;
}

/** The configuration form's values: the editable fields of spec section 3, unsaved until Save. */
export interface WidgetFormValues {
  backgroundColors: string[];
  textColors: string[];
  buttonColors: string[];
  background: string;
  text: string;
  textBox: string;
  button: string;
  backgroundImageKey: string | null;
  /** Shown by the preview; the server derives it from the key. */
  backgroundImageUrl: string | null;
  messageType: WidgetPurpose;
  customMessage: string;
  collectType: WidgetFormMode;
  collectFields: WidgetFormField[];
  position: WidgetPosition;
  questions: QuestionValue[];
  maxRecordingSeconds: number;
}

export function formValuesOf(settings: WidgetSettingsFieldsFragment): WidgetFormValues {
  return {
    backgroundColors: [...settings.backgroundColors],
    textColors: [...settings.textColors],
    buttonColors: [...settings.buttonColors],
    background: settings.background,
    text: settings.text,
    textBox: settings.textBox,
    button: settings.button,
    backgroundImageKey: settings.backgroundImageKey ?? null,
    backgroundImageUrl: settings.backgroundImageUrl ?? null,
    messageType: settings.messageType,
    customMessage: settings.customMessage ?? '',
    collectType: settings.collectType,
    collectFields: [...settings.collectFields],
    position: settings.position,
    questions: settings.questions.map(({ id, text, readonly }) => ({ id, text, readonly })),
    maxRecordingSeconds: settings.maxRecordingSeconds,
  };
}
