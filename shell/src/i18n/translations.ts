/**
 * The shell's texts: English keys (plural forms in en.json), German loaded when first needed.
 * Importing this module registers the namespace, so every screen using the hook finds it.
 */
import { registerTranslations, translate, useTranslation } from '@hearback/shared';
import en from './en.json';

export const SHELL_NAMESPACE = 'shell';

registerTranslations(SHELL_NAMESPACE, { en, other: { de: () => import('./de.json') } });

export function useShellTranslation() {
  return useTranslation(SHELL_NAMESPACE);
}

/** Outside components (route tables, logging of failures shown to users). */
export function shellText(key: string, values?: Record<string, unknown>): string {
  return translate(SHELL_NAMESPACE, key, values);
}
