/**
 * The segments' texts: English keys (plural forms in en.json), German loaded when first needed.
 * Importing this module registers the namespace, so every screen using the hook finds it.
 */
import { registerTranslations, translate, useTranslation } from '@hearback/shared';
import en from './en.json';

export const SEGMENTS_NAMESPACE = 'segments';

registerTranslations(SEGMENTS_NAMESPACE, { en, other: { de: () => import('./de.json') } });

export function useSegmentsTranslation() {
  return useTranslation(SEGMENTS_NAMESPACE);
}

/** Outside components (the CSV check's reasons, the import's refusals): the text in the current language. */
export function segmentsText(key: string, values?: Record<string, unknown>): string {
  return translate(SEGMENTS_NAMESPACE, key, values);
}
