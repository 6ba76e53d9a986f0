import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../../i18n/render-message';
import {
  CONTACT_LIMITS,
  checkAttributeKey,
  checkAttributeValue,
  checkEmail,
  checkName,
  checkPhone,
  checkText,
  isProblem,
  type Problem,
} from '../contact-fields';

const problemOf = (result: unknown): Problem => {
  if (!isProblem(result)) throw new Error(`Not a problem: ${JSON.stringify(result)}`);
  return result;
};

/** Each problem: what an import stores (English, as before) and what a German reader is told. */
const CASES: [string, Problem, string, string][] = [
  ['missing e-mail', problemOf(checkEmail('  ')), 'E-mail is missing.', 'Die E-Mail-Adresse fehlt.'],
  [
    'invalid e-mail',
    problemOf(checkEmail('ann@')),
    'E-mail "ann@" is not a valid address.',
    'Die E-Mail-Adresse "ann@" ist nicht gültig.',
  ],
  [
    'too long',
    problemOf(checkText('x'.repeat(201), 'External id', CONTACT_LIMITS.externalId)),
    'External id must be at most 200 characters.',
    'Externe ID darf höchstens 200 Zeichen lang sein.',
  ],
  [
    'a name on two lines',
    problemOf(checkName('Ann\nLee')),
    'Name must be one line of text, without line breaks or control characters.',
    'Name muss eine einzige Textzeile ohne Zeilenumbrüche oder Steuerzeichen sein.',
  ],
  [
    'a number outside any range',
    problemOf(checkPhone('+999 1234 5678')),
    'Phone "+999 1234 5678" is well-formed (E.164) but not in an allocated range.',
    'Die Telefonnummer "+999 1234 5678" ist korrekt aufgebaut (E.164), liegt aber in keinem vergebenen Nummernbereich.',
  ],
  [
    'a national number without its country',
    problemOf(checkPhone('0176 1234')),
    'Phone "0176 1234" is not a valid international number, such as +44 20 7946 0958.',
    'Die Telefonnummer "0176 1234" ist keine gültige internationale Nummer wie +44 20 7946 0958.',
  ],
  [
    'a national number of the wrong country',
    problemOf(checkPhone('12', 'de')),
    'Phone "12" is not a valid number of DE or in international form (+44 20 7946 0958).',
    'Die Telefonnummer "12" ist keine gültige Nummer in DE und nicht in internationaler Form (+44 20 7946 0958).',
  ],
  [
    'an attribute name',
    problemOf(checkAttributeKey('-size')),
    'Attribute name "-size" must be 1 to 64 letters, digits, spaces, _ . or -, starting with a letter or digit.',
    'Der Attributname "-size" muss aus 1 bis 64 Buchstaben, Ziffern, Leerzeichen, _ . oder - bestehen und mit einem Buchstaben oder einer Ziffer beginnen.',
  ],
  [
    'a long attribute value',
    problemOf(checkAttributeValue('colour', 'x'.repeat(501))),
    'Attribute "colour" must be at most 500 characters.',
    'Attribut "colour" darf höchstens 500 Zeichen lang sein.',
  ],
];

describe("a contact's problems", () => {
  it.each(CASES)(
    '%s: English as an import stores it, German for a German reader',
    (_, problem, english, german) => {
      expect(problem.message).toBe(english);
      expect(renderMessage(problem.text, 'en')).toBe(english);
      expect(renderMessage(problem.text, 'de')).toBe(german);
    },
  );

  it('keeps a long value short in both languages', () => {
    const problem = problemOf(checkEmail(`${'a'.repeat(70)}@`));
    expect(problem.message).toBe(`E-mail "${'a'.repeat(57)}…" is not a valid address.`);
    expect(renderMessage(problem.text, 'de')).toBe(
      `Die E-Mail-Adresse "${'a'.repeat(57)}…" ist nicht gültig.`,
    );
  });
});
