import type { SentimentLabel, TranscriptionStatus, WidgetPurpose } from '../../../gql/graphql';
import { SENTIMENT_LABELS, WIDGET_PURPOSES } from './recording-labels';
import { TRANSCRIPTION_STATUSES } from './transcription';

/**
 * The filters a link may set (`/app/{id}/recordings?theme=checkout`, from the product home's
 * themes) and that the page keeps in its address, so a filtered list can be reloaded and shared.
 */
export interface UrlFilters {
  theme?: string;
  search: string;
  messageType?: WidgetPurpose;
  sentimentLabel?: SentimentLabel;
  transcriptionStatus?: TranscriptionStatus;
}

const KEYS = ['theme', 'search', 'messageType', 'sentimentLabel', 'transcriptionStatus'] as const;

/** A value the API would refuse (an old link, a typo) is dropped rather than failing the page. */
const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  allowed.find((candidate) => candidate === value);

export function readUrlFilters(search: string): UrlFilters {
  const params = new URLSearchParams(search);
  return {
    theme: params.get('theme')?.trim() || undefined,
    search: params.get('search') ?? '',
    messageType: oneOf(WIDGET_PURPOSES, params.get('messageType')),
    sentimentLabel: oneOf(SENTIMENT_LABELS, params.get('sentimentLabel')),
    transcriptionStatus: oneOf(TRANSCRIPTION_STATUSES, params.get('transcriptionStatus')),
  };
}

/**
 * `search` with the filters written in ('' or '?…', to append to a path); the parameters of
 * others (`review=true`) are kept.
 */
export function withUrlFilters(search: string, filters: UrlFilters): string {
  const params = new URLSearchParams(search);
  for (const key of KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const sameUrlFilters = (a: UrlFilters, b: UrlFilters) =>
  KEYS.every((key) => (a[key]?.trim() || undefined) === (b[key]?.trim() || undefined));
