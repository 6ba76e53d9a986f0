import * as stopword from 'stopword';

/**
 * English words too common in feedback to say what it is about: articles, pronouns, auxiliaries,
 * prepositions, conjunctions, their contractions, and the fillers of spoken feedback ("honestly",
 * "it seems", "I think"). Kept here rather than taken from a package: the packages' English
 * lists are either short (no contractions, no "just" or "really") or so long that they remove
 * words feedback is about ("problem", "help", "thanks").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and another any anybody anyone anything are
  around as at be because been before being below between both but by can could did do does
  doing done down during each either else etc even ever every everything few for from further
  get gets getting go goes going gone got gotten had has have having he her here hers herself
  him himself his how however i if in into is it its itself just least less let lets like lot
  lots many may me might mine more most much must my myself neither nor of off often oh ok okay
  on once one ones only onto or other others otherwise our ours ourselves out over own per
  perhaps please pretty quite rather really said same say says see seem seems several shall she
  should since so some somebody someone something sometimes somewhat still such sure than that
  the their theirs them themselves then there these they thing things this those though through
  thru to too toward towards um uh under until up upon us use used using very via was we well
  were what whatever when whenever where whether which while who whom whose why will with
  within without would yeah yes yet you your yours yourself yourselves hi hello hey dear
  actually anyway basically honestly maybe today yesterday tomorrow seem seems seemed look looks
  looked feel feels felt keep keeps kept think thought know knew want wanted
  i'm i've i'd i'll you're you've you'd you'll he's he'd he'll she's she'd she'll it's it'd
  it'll we're we've we'd we'll they're they've they'd they'll that's that'd that'll there's
  there'd there'll here's what's what'd what'll who's who'd who'll where's when's why's how's
  let's y'all ya gonna wanna gotta kinda sorta`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Stop words that still start a two-word phrase: "not working" or "can't login" says what is
 * wrong, where "not" alone says nothing.
 */
export const NEGATIONS: ReadonlySet<string> = new Set(
  `not no never nothing nobody none cannot can't don't doesn't didn't won't wouldn't isn't aren't
  wasn't weren't hasn't haven't hadn't couldn't shouldn't mustn't needn't ain't`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Lists of the `stopword` package for the widget's languages other than English (ISO 639-1 to
 * the package's ISO 639-3 names). Its English list is not used: the one above is made for feedback.
 */
const PACKAGE_LISTS: Readonly<Record<string, readonly string[]>> = {
  ar: ['ara'],
  cs: ['ces'],
  da: ['dan'],
  de: ['deu'],
  el: ['ell'],
  es: ['spa'],
  fi: ['fin'],
  fr: ['fra'],
  he: ['heb'],
  hi: ['hin'],
  hu: ['hun'],
  it: ['ita'],
  ja: ['jpn'],
  ko: ['kor'],
  nb: ['nob'],
  nl: ['nld'],
  no: ['nob'],
  pl: ['pol'],
  pt: ['por', 'porBr'],
  ro: ['ron'],
  ru: ['rus'],
  sv: ['swe'],
  th: ['tha'],
  tr: ['tur'],
  uk: ['ukr'],
  zh: ['zho'],
};

/** Words that turn the next one around ("nicht funktioniert"), kept for phrases in those languages. */
const LANGUAGE_NEGATIONS: Readonly<Record<string, string>> = {
  da: 'ikke aldrig ingen',
  de: 'nicht kein keine keinen keiner nie niemals',
  es: 'no nunca nada',
  fr: 'pas jamais rien aucun aucune',
  it: 'non mai niente',
  nb: 'ikke aldri ingen',
  nl: 'niet geen nooit',
  pl: 'nie nigdy',
  pt: 'não nunca nada',
  sv: 'inte aldrig ingen',
  tr: 'değil yok hiç',
};

export interface LanguageWords {
  stop: ReadonlySet<string>;
  negations: ReadonlySet<string>;
}

const ENGLISH: LanguageWords = { stop: STOP_WORDS, negations: NEGATIONS };
const byLanguage = new Map<string, LanguageWords>();

/**
 * The stop words and negations for a text in `language` (a page's language tag, as the widget
 * sends it): the language's own, and English's too, since English words turn up in feedback
 * of every language and a page's declared language is not always the one typed. Unknown or
 * missing languages get English's.
 */
export function languageWords(language: string | null | undefined): LanguageWords {
  const base = language?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const lists = PACKAGE_LISTS[base];
  if (!lists) return ENGLISH;
  let words = byLanguage.get(base);
  if (!words) {
    const negations = (LANGUAGE_NEGATIONS[base] ?? '').split(' ').filter(Boolean);
    const packageLists = stopword as unknown as Record<string, string[] | undefined>;
    const own = lists.flatMap((list) => packageLists[list] ?? []).map((word) => word.toLowerCase());
    words = {
      stop: new Set([...STOP_WORDS, ...own.filter((word) => !negations.includes(word))]),
      negations: new Set([...NEGATIONS, ...negations]),
    };
    byLanguage.set(base, words);
  }
  return words;
}
