import type { RecordingAnswer } from '../../db/schema';
import { type LanguageWords, languageWords } from './stop-words';

/** Longer texts are read up to here: a 10-minute transcript is about 9,000 characters. */
const READ_AT_MOST = 20_000;
/** Words longer than this are pasted data (links, tokens), not words. */
const WORD_MAX = 40;
export const THEME_MAX = 2 * WORD_MAX + 1;

// A word: letters (with their marks: Arabic vowels, Devanagari vowel signs) and digits, joined by
// inner hyphens or apostrophes (e-mail, don't).
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['-][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu;
// Scripts written without spaces between words: a dictionary-based word segmenter splits them.
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
// Where a phrase cannot continue: sentence and clause punctuation, line breaks, a spaced dash.
const BOUNDARY = /(?:[.!?;:,()[\]{}"“”«»…\n\r\t|/\\–—•]|\s-+\s)+/u;
const LETTER = /\p{L}/u;

type Token = { word: string; content: boolean; negation: boolean };

function tokenOf(raw: string, { stop: stopWords, negations }: LanguageWords): Token {
  let word = raw;
  const stop = stopWords.has(word) || negations.has(word);
  // Possessives count as the word itself: the shop's checkout is about the shop.
  if (!stop && word.endsWith("'s")) word = word.slice(0, -2);
  const content = !stop && word.length >= 2 && word.length <= WORD_MAX && LETTER.test(word);
  return { word, content, negation: negations.has(word) };
}

/** The language part of a tag ("pt" of "pt-BR"), or undefined when the tag is no language tag. */
function baseLanguage(language: string | null | undefined): string | undefined {
  if (!language) return undefined;
  try {
    return new Intl.Locale(language).language;
  } catch {
    return undefined;
  }
}

const segmenters = new Map<string, Intl.Segmenter>();
function wordsOfClause(clause: string, language: string | undefined): string[] {
  if (!UNSPACED.test(clause)) return Array.from(clause.matchAll(WORD), (match) => match[0]);
  const key = language ?? 'und';
  let segmenter = segmenters.get(key);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(key, segmenter);
  }
  return Array.from(segmenter.segment(clause))
    .filter((segment) => segment.isWordLike)
    .flatMap((segment) => Array.from(segment.segment.matchAll(WORD), (match) => match[0]));
}

/** The tokens of each clause, lower-cased (by the language's rules: Turkish I), typographic apostrophes made plain. */
function clausesOf(text: string, language: string | null | undefined): Token[][] {
  const base = baseLanguage(language);
  const words = languageWords(base);
  const normal = text
    .slice(0, READ_AT_MOST)
    .normalize('NFKC')
    .toLocaleLowerCase(base)
    .replace(/[’‘`´]/g, "'");
  return normal
    .split(BOUNDARY)
    .map((clause) => wordsOfClause(clause, base).map((word) => tokenOf(word, words)));
}

/**
 * The distinct terms of a text, sorted: its words that are not stop words, and its two-word
 * phrases — two neighbouring words of one clause, the second a content word, the first a content
 * word or a negation ("not working"). Numbers alone are no terms. Stop words, negations, case and
 * word boundaries follow `language`, the page's language the visitor wrote on (English without).
 */
export function termsOf(text: string | null | undefined, language?: string | null): string[] {
  if (!text) return [];
  const terms = new Set<string>();
  for (const tokens of clausesOf(text, language)) {
    tokens.forEach((token, index) => {
      if (!token.content) return;
      terms.add(token.word);
      const before = tokens[index - 1];
      if (before && (before.content || before.negation)) terms.add(`${before.word} ${token.word}`);
    });
  }
  return [...terms].sort();
}

/**
 * A theme as the recordings filter takes it: the one word or two-word phrase its text makes, in
 * the form termsOf gives, or null when it makes none (stop words, three words or more).
 */
export function themeTerm(input: string): string | null {
  const tokens = clausesOf(input.trim(), undefined);
  if (tokens.length !== 1) return null;
  const [first, second, ...rest] = tokens[0]!;
  if (!first || rest.length > 0) return null;
  if (!second) return first.content ? first.word : null;
  return second.content && (first.content || first.negation) ? `${first.word} ${second.word}` : null;
}

/** Everything a person said in a recording: typed text, answers to questions, the transcript. */
export function recordingWords(recording: {
  text: string | null;
  answers: RecordingAnswer[] | null;
  transcript: string | null;
}): string {
  // Line breaks between the parts, so no phrase runs from one into the next.
  return [recording.text, ...(recording.answers ?? []).map((answer) => answer.text), recording.transcript]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join('\n');
}
