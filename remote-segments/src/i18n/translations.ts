/**
 * The segments' texts: English keys (plural forms in en.json), German loaded when first needed.
 * Importing this module registers the namespace, so every screen using the hook finds it.
 */
import { defineTranslations } from '@hearback/shared';
import en from './en.json';

export const { useNamespaceTranslation: useSegmentsTranslation, text: segmentsText } = defineTranslations(
  'segments',
  { en, other: { de: () => import('./de.json') } },
);
