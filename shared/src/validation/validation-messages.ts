/**
 * The dashboard forms' validation texts, in one place: the interface's generic messages (antd's
 * defaults: "Please enter …", "… must be up to … characters", "… is not a valid …") for the kinds
 * the spec names (section 5: required, length, e-mail format), each a sentence with a full stop.
 * `label` is the field's label as the form shows it ("First name", "E-mail", "URL").
 */

/** A label inside a sentence: "First name" reads "first name"; "URL" stays as it is. */
function inSentence(label: string): string {
  const [first = '', second = ''] = label;
  return second && second !== second.toLowerCase() ? label : first.toLowerCase() + label.slice(1);
}

export const VALIDATION_MESSAGES = {
  required: (label: string) => `Please enter ${inSentence(label)}.`,
  /** The required message of a choice (select, radio): antd's "Please select" wording. */
  choose: (label: string) => `Please select ${inSentence(label)}.`,
  tooLong: (label: string, max: number) => `${label} must be up to ${max} characters.`,
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters.`,
  email: (label: string) => `${label} is not a valid e-mail address.`,
  url: (label: string) => `${label} is not a valid URL.`,
} as const;
