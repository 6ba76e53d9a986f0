/** The texts of `@hearback/shared` itself (route titles, the audio player, validation, notifications). */
import { defineTranslations } from '../define-translations';
import en from './en.json';

export const {
  namespace: SHARED_NAMESPACE,
  useNamespaceTranslation: useSharedTranslation,
  text: sharedText,
} = defineTranslations('shared', { en, other: { de: () => import('./de.json') } });
