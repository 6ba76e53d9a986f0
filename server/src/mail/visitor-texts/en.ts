/**
 * The texts of the e-mails a visitor receives (not a dashboard user), in English: the feedback
 * address confirmation and a campaign's invitation. Every other language has a file of its own
 * with the same keys and placeholders (./<code>.ts). `{name}` is filled in; a line break in a
 * text is one in the mail. A link that is a whole line reads best in right-to-left languages.
 */
export const en = {
  'confirmation.subject': 'Confirm your e-mail address for {organisation}',
  'confirmation.intro':
    'You left feedback for {organisation} with this e-mail address. Confirm that it is yours, so that they know they can reach you:',
  'confirmation.expiry':
    'The link works until {expiry}. If you did not leave any feedback, ignore this e-mail.',
  /** Named in the texts above when the organisation's own name cannot be read. */
  'confirmation.organisationFallback': 'the organisation',

  'invitation.subject': '{organisation} would like your feedback on {product}',
  'invitation.greetingNamed': 'Hello {name},',
  'invitation.greeting': 'Hello,',
  'invitation.answer': 'Answer here (a minute or two):',
  'invitation.unsubscribe': 'To receive no more mail about this, unsubscribe: {link}',
};

export type VisitorTextKey = keyof typeof en;

export type VisitorTexts = Record<VisitorTextKey, string>;
