import { describe, expect, it } from 'vitest';
import { termsOf, themeTerm } from '../terms';

describe('termsOf in the visitor language', () => {
  it('leaves out the stop words of a German page, and keeps a negated phrase', () => {
    const terms = termsOf('Die Kasse funktioniert nicht, und der Support antwortet nie.', 'de-DE');
    expect(terms).toContain('kasse');
    expect(terms).toContain('support antwortet');
    for (const stop of ['die', 'und', 'der', 'nicht', 'nie']) expect(terms).not.toContain(stop);
    expect(termsOf('Die App ist nicht schnell', 'de')).toContain('nicht schnell');
  });

  it('reads English stop words on every page, and only English ones without a language', () => {
    expect(termsOf('The checkout is great', 'fr')).toEqual(['checkout', 'great']);
    // "und" is no English stop word: without a language it stays.
    expect(termsOf('und so weiter', null)).toContain('und');
    expect(termsOf('und so weiter', 'de')).not.toContain('und');
  });

  it('lower-cases Turkish by Turkish rules', () => {
    expect(termsOf('İADE SÜRECİ çok yavaş', 'tr')).toContain('iade süreci');
  });

  it('splits Japanese into words and keeps Arabic words with their vowel marks whole', () => {
    const japanese = termsOf('アプリの動作が遅いです', 'ja');
    expect(japanese).toContain('アプリ');
    expect(japanese).toContain('動作');
    expect(japanese).not.toContain('の');
    expect(japanese.every((term) => term.length <= 20)).toBe(true);
    const arabic = termsOf('التطبيقُ بطيءٌ جدًا', 'ar');
    expect(arabic).toContain('التطبيقُ');
  });

  it('takes a tag that is no language as none', () => {
    expect(termsOf('The checkout works', 'not a language!')).toEqual(['checkout', 'checkout works', 'works']);
  });

  it('gives a theme back in the form the terms have, whatever its script', () => {
    const [phrase] = termsOf('アプリ 遅い', 'ja').filter((term) => term.includes(' '));
    expect(phrase).toBeDefined();
    expect(themeTerm(phrase!)).toBe(phrase);
  });
});
