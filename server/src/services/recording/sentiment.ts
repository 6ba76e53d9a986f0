import vader from 'vader-sentiment';

export type SentimentLabel = 'Positive' | 'Neutral' | 'Negative';

export interface Sentiment {
  /** VADER's compound score, in [-1, 1]. */
  score: number;
  label: SentimentLabel;
}

/** VADER's own thresholds for calling a compound score positive or negative. */
const POSITIVE_FROM = 0.05;
const NEGATIVE_FROM = -0.05;

/**
 * The sentiment of a visitor's words with VADER's lexicon, which ships inside the package: no
 * network, no model download, microseconds per message. It is an English lexicon; other
 * languages mostly come out Neutral.
 */
export function sentimentOf(text: string | null | undefined): Sentiment | null {
  const words = text?.trim();
  if (!words) return null;
  const score = Math.max(-1, Math.min(1, vader.SentimentIntensityAnalyzer.polarity_scores(words).compound));
  const label: SentimentLabel =
    score >= POSITIVE_FROM ? 'Positive' : score <= NEGATIVE_FROM ? 'Negative' : 'Neutral';
  return { score, label };
}
