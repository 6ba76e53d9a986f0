import type { TextKey } from '../i18n/en';
import type { CollectField, MessageType, VisitorIdentity, WidgetSettings } from './settings';

export type FormKind = 'voice' | 'callback' | 'text' | 'questions';

export interface FormModel {
  kind: FormKind;
  /** The custom message when the organisation wrote one, else the purpose's default prompt. */
  prompt: string;
  /** Contact fields the visitor must fill in, in the order the settings list them. */
  contactFields: CollectField[];
  /** Contact details sent without asking (collectType Logged: what the host page identified). */
  knownContact: VisitorIdentity;
  questions: WidgetSettings['questions'];
}

const KIND_OF: Record<MessageType, FormKind> = {
  LeaveMessage: 'voice',
  PhoneCall: 'callback',
  ProvideFeedback: 'text',
  CustomQuestion: 'questions',
};

const FIELD_ORDER: CollectField[] = ['name', 'email', 'phoneNumber', 'purpose'];

export function formModel(
  settings: WidgetSettings,
  visitor: VisitorIdentity,
  translate: (key: TextKey) => string,
): FormModel {
  const kind = KIND_OF[settings.messageType] ?? 'text';
  const custom = settings.customMessage?.trim();
  const prompt =
    custom ||
    (settings.messageType === 'CustomQuestion'
      ? (settings.questions[0]?.text ?? '')
      : translate(`prompt.${settings.messageType}` as TextKey));

  const wanted = FIELD_ORDER.filter((field) => settings.collectFields.includes(field))
    // The call-back number is the form's main field already.
    .filter((field) => !(kind === 'callback' && field === 'phoneNumber'));

  if (settings.collectType === 'Anonymous') {
    return { kind, prompt, contactFields: [], knownContact: {}, questions: settings.questions };
  }
  const knownContact: VisitorIdentity = {};
  const contactFields: CollectField[] = [];
  for (const field of wanted) {
    const known = settings.collectType === 'Logged' ? visitor[field]?.trim() : undefined;
    if (known) knownContact[field] = known;
    // A Logged widget whose host page did not identify the visitor falls back to asking.
    else contactFields.push(field);
  }
  return { kind, prompt, contactFields, knownContact, questions: settings.questions };
}
