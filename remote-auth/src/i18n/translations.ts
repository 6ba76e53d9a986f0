/**
 * The auth remote's texts: English keys (plural forms in en.json), German loaded when first needed.
 * Importing this module registers the namespace, so every screen using the hook finds it.
 */
import { defineTranslations } from '@hearback/shared';
import en from './en.json';

export const { useNamespaceTranslation: useAuthTranslation, text: authText } = defineTranslations('auth', {
  en,
  other: { de: () => import('./de.json') },
});

/**
 * The namespace's `t`, for helpers that build texts for a component (form rules, error messages):
 * the component passes its own, so the texts follow the language it renders in.
 */
export type AuthTranslate = ReturnType<typeof useAuthTranslation>['t'];
