import type { RecordingAnswer } from '../../db/schema';
import { NEGATIONS, STOP_WORDS } from './stop-words';

/** Longer texts are read up to here: a 10-minute transcript is about 9,000 characters. */
const READ_AT_MOST = 20_000;
/** Words longer than this are pasted data (links, tokens), not words. */
const WORD_MAX = 40;
export const THEME_MAX = 2 * WORD_MAX + 1;

// A word: letters and digits, joined by inner hyphens or apostrophes (e-mail, don't).
const WORD = /[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu;
// Where a phrase cannot continue: sentence and clause punctuation, line breaks, a spaced dash.
const BOUNDARY = /(?:[.!?;:,()[\]{}"“”«»…\n\r\t|/\\–—•]|\s-+\s)+/u;
const LETTER = /\p{L}/u;

type Token = { word: string; content: boolean; negation: boolean };

function tokenOf(raw: string): Token {
  let word = raw;
  const stop = STOP_WORDS.has(word) || NEGATIONS.has(word);
  // Possessives count as the word itself: the shop's checkout is about the shop.
  if (!stop && word.endsWith("'s")) word = word.slice(0, -2);
  const content = !stop && word.length >= 2 && word.length <= WORD_MAX && LETTER.test(word);
  return { word, content, negation: NEGATIONS.has(word) };
}

/** The tokens of each clause, lower-cased, typographic apostrophes made plain. */
function clausesOf(text: string): Token[][] {
  const normal = text
    .slice(0, READ_AT_MOST)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'");
  return normal.split(BOUNDARY).map((clause) => Array.from(clause.matchAll(WORD), (m) => tokenOf(m[0])));
}

/**
 * The distinct terms of a text, sorted: its words that are not stop words, and its two-word
 * phrases — two neighbouring words of one clause, the second a content word, the first a content
 * word or a negation ("not working"). Numbers alone are no terms.
 */
export function termsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  const terms = new Set<string>();
  for (const tokens of clausesOf(text)) {
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
  const tokens = clausesOf(input.trim());
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
