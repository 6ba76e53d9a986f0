/** The texts of `@hearback/shared` itself (route titles, the audio player, validation, notifications). */
import { useTranslation } from 'react-i18next';
import { registerTranslations, translate } from '../dashboard-i18n';
import en from './en.json';

export const SHARED_NAMESPACE = 'shared';

registerTranslations(SHARED_NAMESPACE, { en, other: { de: () => import('./de.json') } });

export function useSharedTranslation() {
  return useTranslation(SHARED_NAMESPACE);
}

export function sharedText(key: string, values?: Record<string, unknown>): string {
  return translate(SHARED_NAMESPACE, key, values);
}
