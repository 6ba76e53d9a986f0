/**
 * The one e-mail address rule of Hearback: the API, the dashboard's forms, the contact import and
 * the embeddable widget all check with it, so an address one of them takes is never refused by
 * another (a widget submission the API refuses is dropped from the visitor's outbox).
 *
 * Internationalised addresses are valid (RFC 6531). The local part is RFC 5322's dot-atom whose
 * characters are letters, marks and digits of any script or ASCII's other atext; the domain is
 * dot-separated labels of letters, marks and digits with inner hyphens (U-labels or xn-- A-labels),
 * the last one starting with a letter. Refused: quoted local parts and IP-literal domains (no
 * mailbox a person types needs them), and symbols, spaces, control and invisible format
 * characters such as bidi overrides (they make addresses that look like others).
 *
 * A regular expression rather than a library: the widget's text form has no bytes of its size
 * budget to spare, and a library's check (validator's isEmail: 2 kB gzip) does not fit there.
 */

/**
 * RFC 5321's limit on a path. The rule checks the shape only: every caller bounds the length
 * first, with a message of its own (too long is not the same mistake as malformed).
 */
export const EMAIL_ADDRESS_MAX = 254;

const EMAIL_ADDRESS =
  /^[\p{L}\p{M}\p{N}!#-'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{M}\p{N}!#-'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+\p{L}[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}]$/u;

/**
 * Whether `value`, exactly as given (trim it first), has the shape of an e-mail address. Bound its
 * length with EMAIL_ADDRESS_MAX too.
 */
export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}

/**
 * The form an address is stored and compared in: trimmed, composed (NFC, so "ö" typed as one
 * character or as "o" and a combining diaeresis is the same address) and lower-case.
 */
export function normaliseEmailAddress(value: string): string {
  return value.trim().normalize('NFC').toLowerCase();
}
