import type { RecognisedWord } from './speech-engine';

/** `<s>`, `</s>`, `<sil>`, `[NOISE]`, `[SPEECH]`, `++UH++`: silences and noises, not words. */
const FILLER = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;
/** `leisure(2)`: the second pronunciation of "leisure" in the dictionary. */
const VARIANT = /\(\d+\)$/;
const SECONDS = /^\d+(\.\d+)?$/;
const POSTERIOR = /^\d+(\.\d+)?(e[+-]?\d+)?$/i;

/**
 * One line of `pocketsphinx_continuous -time yes`: a word line is `word start_s end_s posterior`;
 * the hypothesis line of each utterance (the words alone) and fillers answer null. Times are
 * from the start of the whole input, across utterances.
 */
export function wordOfLine(line: string): RecognisedWord | null {
  const fields = line.trim().split(/\s+/);
  if (fields.length !== 4) return null;
  const [token, start, end, posterior] = fields as [string, string, string, string];
  if (!SECONDS.test(start) || !SECONDS.test(end) || !POSTERIOR.test(posterior)) return null;
  if (FILLER.test(token)) return null;
  const word = token.replace(VARIANT, '');
  if (!word) return null;
  return {
    word,
    startMs: Math.round(Number(start) * 1000),
    endMs: Math.round(Number(end) * 1000),
    // PocketSphinx's posteriors come out a hair above 1 (1.0004) from rounding in log space.
    confidence: Math.min(1, Math.max(0, Number(posterior))),
  };
}
