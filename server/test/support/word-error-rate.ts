/** Lower-case words, without punctuation (an apostrophe inside a word stays: "don't"). */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/**
 * Word error rate: the fewest substitutions, deletions and insertions that turn the reference
 * into the hypothesis (Levenshtein over words), divided by the reference's length.
 */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const said = wordsOf(reference);
  const heard = wordsOf(hypothesis);
  if (said.length === 0) return heard.length === 0 ? 0 : 1;
  let previous = Array.from({ length: heard.length + 1 }, (_, index) => index);
  for (let i = 1; i <= said.length; i++) {
    const current = [i];
    for (let j = 1; j <= heard.length; j++) {
      const substitution = previous[j - 1]! + (said[i - 1] === heard[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  return previous[heard.length]! / said.length;
}
