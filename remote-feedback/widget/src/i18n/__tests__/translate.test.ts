import { describe, expect, it } from 'vitest';
import { enRecorder } from '../../recorder/en-recorder';
import { en } from '../en';
import { createTranslator } from '../translate';

describe('the text dictionary', () => {
  it('fills placeholders and keeps English for what a translation lacks', () => {
    const t = createTranslator(en, { send: 'Envoyer', unknownKey: 'ignored' });
    expect(t('send')).toBe('Envoyer');
    expect(t('close')).toBe('Close');
    expect(t('error.tooLong', { max: 50 })).toBe('At most 50 characters.');
    expect(t('counter', { count: 3, max: 2000 })).toBe('3 / 2,000');
  });

  it('keeps the panel and the recorder dictionaries apart', () => {
    const shared = Object.keys(en).filter((key) => key in enRecorder);
    expect(shared).toEqual([]);
    expect(createTranslator(enRecorder)('recorder.elapsed', { elapsed: 3, max: 120 })).toBe(
      '3 of 120 seconds',
    );
  });
});

describe('numbers and plurals, the language’s way (Intl)', () => {
  it('writes numbers with the language’s grouping', () => {
    expect(createTranslator(en)('counter', { count: 1234, max: 2000 })).toBe('1,234 / 2,000');
    expect(createTranslator(en, {}, 'de')('counter', { count: 1234, max: 2000 })).toBe('1.234 / 2.000');
    expect(createTranslator(en, {}, 'fr')('counter', { count: 1234, max: 2000 })).toBe(
      `${new Intl.NumberFormat('fr').format(1234)} / ${new Intl.NumberFormat('fr').format(2000)}`,
    );
    // Strings are put in as they are.
    expect(createTranslator({ hello: 'Hello {name}' })('hello', { name: '2000' })).toBe('Hello 2000');
  });

  it('chooses the plural form by Intl.PluralRules, # standing for the number', () => {
    const t = createTranslator(en);
    expect(t('error.tooLong', { max: 1 })).toBe('At most 1 character.');
    expect(t('error.tooLong', { max: 2000 })).toBe('At most 2,000 characters.');
    expect(createTranslator(enRecorder)('recorder.elapsed', { elapsed: 0, max: 1 })).toBe('0 of 1 second');

    const polish = createTranslator(
      { chars: '{max, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}' },
      {},
      'pl',
    );
    expect([1, 2, 5, 22, 25, 1000].map((max) => polish('chars', { max }))).toEqual([
      '1 znak',
      '2 znaki',
      '5 znaków',
      '22 znaki',
      '25 znaków',
      `${new Intl.NumberFormat('pl').format(1000)} znaków`,
    ]);
  });

  it('prefers an exact =N variant, falls back to other, and leaves what it cannot fill', () => {
    const t = createTranslator(
      {
        items: '{n, plural, =0 {none} one {one item} other {# items}} of {total}',
        odd: '{n, plural, one {a}}',
      },
      {},
      'en',
    );
    expect(t('items', { n: 0, total: 3 })).toBe('none of 3');
    expect(t('items', { n: 1, total: 3 })).toBe('one item of 3');
    expect(t('items', { n: 7 })).toBe('7 items of {total}');
    // No variant for the number: the block is left as written rather than guessed.
    expect(t('odd', { n: 4 })).toBe('{n, plural, one {a}}');
  });

  it('lets the host page override a plural text with one of its own', () => {
    const t = createTranslator(
      en,
      { 'error.tooLong': '{max, plural, one {Un seul caractère.} other {# caractères au plus.}}' },
      'fr',
    );
    expect(t('error.tooLong', { max: 1 })).toBe('Un seul caractère.');
    expect(t('error.tooLong', { max: 200 })).toBe('200 caractères au plus.');
  });
});
