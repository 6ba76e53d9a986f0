/**
 * The auth remote's texts: English keys (plural forms in en.json), German loaded when first needed.
 * Importing this module registers the namespace, so every screen using the hook finds it.
 */
import { registerTranslations, translate, useTranslation } from '@hearback/shared';
import en from './en.json';

export const AUTH_NAMESPACE = 'auth';

registerTranslations(AUTH_NAMESPACE, { en, other: { de: () => import('./de.json') } });

export function useAuthTranslation() {
  return useTranslation(AUTH_NAMESPACE);
}

/**
 * The namespace's `t`, for helpers that build texts for a component (form rules, error messages):
 * the component passes its own, so the texts follow the language it renders in.
 */
export type AuthTranslate = ReturnType<typeof useAuthTranslation>['t'];

/** For code that runs outside any screen, so no screen's `t` can be handed to it. */
export function authText(key: string, values?: Record<string, unknown>): string {
  return translate(AUTH_NAMESPACE, key, values);
}
