/**
 * The dashboard forms' validation texts, in one place: the interface's generic messages (antd's
 * defaults: "Please enter …", "… must be up to … characters", "… is not a valid …") for the kinds
 * the spec names (section 5: required, length, e-mail format), each a sentence with a full stop,
 * in the dashboard's current language. `label` is the field's label as the form shows it ("First
 * name", "E-mail", "URL"), already translated.
 */
import { currentDashboardLanguage } from '../i18n/dashboard-i18n';
import { sharedText } from '../i18n/shared-namespace/translations';

/**
 * A label inside an English sentence: "First name" reads "first name"; "URL" stays as it is.
 * Other languages keep the label as shown (German capitalises every noun).
 */
function inSentence(label: string): string {
  if (currentDashboardLanguage() !== 'en') return label;
  const [first = '', second = ''] = label;
  return second && second !== second.toLowerCase() ? label : first.toLowerCase() + label.slice(1);
}

export const VALIDATION_MESSAGES = {
  required: (label: string) => sharedText('Please enter {{label}}.', { label: inSentence(label) }),
  /** The required message of a choice (select, radio): antd's "Please select" wording. */
  choose: (label: string) => sharedText('Please select {{label}}.', { label: inSentence(label) }),
  tooLong: (label: string, max: number) =>
    sharedText('{{label}} must be up to {{max}} characters.', { label, max }),
  tooShort: (label: string, min: number) =>
    sharedText('{{label}} must be at least {{min}} characters.', { label, min }),
  email: (label: string) => sharedText('{{label}} is not a valid e-mail address.', { label }),
  url: (label: string) => sharedText('{{label}} is not a valid URL.', { label }),
} as const;
