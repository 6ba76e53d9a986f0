/**
 * Every text the widget panel shows, in English, built into `ui.js`. The other languages are
 * objects with the same keys plus the recorder's (./lang/*.ts, one lazily loaded file each); the
 * host page overrides any of them through `Hearback.setTexts({...})`. `{name}` placeholders and
 * `{name, plural, …}` variants are filled by the translator (./translate.ts). The recorder's
 * texts live in its own chunk (../recorder/en-recorder.ts).
 */
export const en = {
  launcher: 'Open feedback',
  close: 'Close',
  title: 'Feedback',
  'prompt.LeaveMessage': 'Leave us a message.',
  'prompt.PhoneCall': 'Call us.',
  'prompt.ProvideFeedback': 'Leave us your feedback',
  'field.name': 'Your name',
  'field.email': 'Your e-mail',
  'field.phoneNumber': 'Your phone number',
  'field.purpose': 'Purpose of your message',
  'field.message': 'Your message',
  'field.callback': 'Phone number to call you back on',
  'hint.phone': 'International format, e.g. +44 20 7946 0958',
  'error.required': 'This field is required.',
  'error.email': 'Enter a valid e-mail address.',
  'error.phone': 'Enter the number in international format, starting with +.',
  'error.tooLong': '{max, plural, one {At most # character.} other {At most # characters.}}',
  'error.recording': 'Record a message first.',
  'error.refused': 'We could not accept this message. Please check it and try again.',
  send: 'Send',
  sending: 'Sending…',
  sent: 'Thank you! Your message has been sent.',
  queued: 'You seem to be offline. Your message is saved and will be sent automatically.',
  'recorder.loading': 'Preparing the recorder…',
  counter: '{count} / {max}',
};

export type TextKey = keyof typeof en;
