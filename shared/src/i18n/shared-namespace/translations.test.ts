import path from 'node:path';
import { expect, test } from 'vitest';
import { checkTranslations } from '../../testing/translation-coverage';
import de from './de.json';
import en from './en.json';

test('every text of the shared package goes through t() and German has each of them, placeholders intact', () => {
  const report = checkTranslations({
    sourceDir: path.resolve(import.meta.dirname, '../..'),
    english: en,
    dictionary: de,
    sameInEveryLanguage: ['Hearback'],
  });
  expect(report).toEqual({ untranslated: [], missing: [], unused: [], placeholderMismatches: [] });
});
