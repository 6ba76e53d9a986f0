import path from 'node:path';
import { checkTranslations } from '@hearback/shared/testing';
import { expect, test } from 'vitest';
import de from './de.json';
import deWidget from './de-widget.json';
import en from './en.json';

test('every text of the products remote goes through t() and German has each of them, placeholders intact', () => {
  const report = checkTranslations({
    sourceDir: path.resolve(import.meta.dirname, '..'),
    english: en,
    dictionary: { ...de, ...deWidget },
    sameInEveryLanguage: ['Hearback', 'https://example.com'],
  });
  expect(report).toEqual({ untranslated: [], missing: [], unused: [], placeholderMismatches: [] });
});
