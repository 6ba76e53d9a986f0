import { GraphQLError, locatedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badUserInput, forbidden } from '../../errors/app-errors';
import { entityId, requiredText } from '../../services/validation/fields';
import { parseInput } from '../../services/validation/parse-input';
import { acceptedLanguage } from '../accept-language';
import { isTranslatable, messageOfError, translateError } from '../error-messages';
import { message } from '../message';
import { englishText, renderMessage } from '../render-message';
import { issueWithMessage } from '../validation-messages';

const errorOf = (work: () => unknown): GraphQLError => {
  try {
    work();
  } catch (error) {
    return error as GraphQLError;
  }
  throw new Error('expected an error');
};

describe('renderMessage', () => {
  it('writes English as the template with its values, exactly', () => {
    expect(englishText(message('The note must be at most {{max}} characters.', { max: 2000 }))).toBe(
      'The note must be at most 2000 characters.',
    );
    expect(englishText('Sign in to continue.')).toBe('Sign in to continue.');
  });

  it('writes German from the dictionary, nested texts (labels, actions) in German too', () => {
    expect(
      renderMessage(message('Only an Admin can {{action}}.', { action: message('create products') }), 'de'),
    ).toBe('Nur ein Admin kann Produkte erstellen.');
    expect(renderMessage(message('{{label}} is required.', { label: message('Product') }), 'de')).toBe(
      'Produkt ist erforderlich.',
    );
  });

  it('shows values as they are: names and addresses are never looked up', () => {
    expect(renderMessage(message('{{email}} is not waiting for review.', { email: 'Product' }), 'de')).toBe(
      'Product wartet nicht auf eine Prüfung.',
    );
  });

  it('keeps English for a text German lacks, and fills nothing into a fixed sentence', () => {
    expect(renderMessage('A sentence nobody translated.', 'de')).toBe('A sentence nobody translated.');
    expect(renderMessage('Braces {{stay}} as written.', 'de')).toBe('Braces {{stay}} as written.');
    expect(renderMessage('constructor', 'de')).toBe('constructor');
  });
});

describe('acceptedLanguage', () => {
  it('takes the best weighted tag the dashboard speaks', () => {
    expect(acceptedLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(acceptedLanguage('fr-FR, en;q=0.5, de;q=0.7')).toBe('de');
    expect(acceptedLanguage('en-GB,en;q=0.9,de;q=0.8')).toBe('en');
    expect(acceptedLanguage('DE-at')).toBe('de');
  });

  it('keeps the header order among equal weights and skips refused or malformed entries', () => {
    expect(acceptedLanguage('en, de')).toBe('en');
    expect(acceptedLanguage('de;q=0, en;q=0.1')).toBe('en');
    expect(acceptedLanguage('*, de;q=0.5')).toBe('de');
    expect(acceptedLanguage('de;q=2, <script>, en;q=0.3')).toBe('en');
  });

  it('answers null when nothing fits, so the caller chooses English', () => {
    expect(acceptedLanguage('fr, ja;q=0.8')).toBeNull();
    expect(acceptedLanguage('')).toBeNull();
    expect(acceptedLanguage(null)).toBeNull();
  });
});

describe('translated errors', () => {
  it('raise the English text exactly and keep code and field', () => {
    const error = badUserInput(
      message('The note must be at most {{max}} characters.', { max: 2000 }),
      'note',
    );
    expect(error.message).toBe('The note must be at most 2000 characters.');
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'note' });
  });

  it('are said in German with the same extensions, path and locations', () => {
    const raised = forbidden(
      message('Only an Admin can {{action}}.', { action: message('create products') }),
    );
    // As graphql-js reports a resolver's error: located at the field, the thrown one inside.
    const wrapped = locatedError(raised, [], ['createProduct']);
    expect(wrapped).not.toBe(raised);
    expect(wrapped.message).toBe('Only an Admin can create products.');
    const german = translateError(wrapped, 'de');
    expect(german.message).toBe('Nur ein Admin kann Produkte erstellen.');
    expect(german.extensions).toBe(wrapped.extensions);
    expect(german.path).toEqual(['createProduct']);
    expect(translateError(wrapped, 'en')).toBe(wrapped);
  });

  it('translate fixed sentences by their text, and leave unknown ones alone', () => {
    expect(translateError(new GraphQLError('Something went wrong.'), 'de').message).toBe(
      'Etwas ist schiefgelaufen.',
    );
    const foreign = new GraphQLError('Cannot query field "nope" on type "Query".');
    expect(isTranslatable(foreign)).toBe(false);
    expect(translateError(foreign, 'de')).toBe(foreign);
  });

  it('ignore a remembered template once the message was rewritten', () => {
    const raised = badUserInput(message('Choose 2 to {{max}} campaigns to compare.', { max: 10 }));
    const rewritten = new GraphQLError('Something else.', { originalError: raised });
    expect(messageOfError(rewritten)).toBe('Something else.');
  });
});

describe('validation messages', () => {
  it('carry label and limit through zod to the error', () => {
    const error = errorOf(() =>
      parseInput(z.object({ name: requiredText('Name', 5) }), { name: 'far too long' }),
    );
    expect(error.message).toBe('Name must be at most 5 characters.');
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(translateError(error, 'de').message).toBe('Name darf höchstens 5 Zeichen lang sein.');

    const missing = errorOf(() =>
      parseInput(z.object({ productId: entityId('Product') }), { productId: 'x' }),
    );
    expect(missing.message).toBe('Product does not exist.');
    expect(translateError(missing, 'de').message).toBe('Produkt existiert nicht.');
  });

  it('carry values taken from the input in the issue itself', () => {
    const schema = z.string().transform((input, ctx) => {
      ctx.addIssue({
        code: 'custom',
        ...issueWithMessage(message('{{email}} is not waiting for review.', { email: input })),
      });
      return z.NEVER;
    });
    const error = errorOf(() => parseInput(schema, 'ann@example.com', 'email'));
    expect(error.message).toBe('ann@example.com is not waiting for review.');
    expect(translateError(error, 'de').message).toBe('ann@example.com wartet nicht auf eine Prüfung.');
  });
});
