import path from 'node:path';
import { checkTranslations } from '@hearback/shared/testing';
import { expect, test } from 'vitest';
import de from './de.json';
import en from './en.json';

test('every text of the segments goes through t() and German has each of them, placeholders intact', () => {
  const report = checkTranslations({
    sourceDir: path.resolve(import.meta.dirname, '..'),
    english: en,
    dictionary: de,
  });
  expect(report).toEqual({ untranslated: [], missing: [], unused: [], placeholderMismatches: [] });
});
