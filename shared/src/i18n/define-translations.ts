/**
 * One call per package (its `i18n/translations.ts`) registers the package's namespace and hands
 * back the two ways its code reads texts: a hook for components, a function for code outside them.
 * Both are bound to the namespace, so no call site names it. Call it once, at the top level of that
 * module: each call registers the namespace again and makes a new hook.
 */
import { useTranslation } from 'react-i18next';
import { type NamespaceTranslations, registerTranslations, translate } from './dashboard-i18n';

export function defineTranslations<const Namespace extends string>(
  namespace: Namespace,
  translations: NamespaceTranslations,
) {
  registerTranslations(namespace, translations);

  // biome-ignore lint/correctness/noComponentHookFactories: called once per package when its translations module loads, so each package's hook keeps one identity for good
  function useNamespaceTranslation() {
    return useTranslation(namespace);
  }

  /** The text in the current language, for code that runs outside any component. */
  function text(key: string, values?: Record<string, unknown>): string {
    return translate(namespace, key, values);
  }

  return { namespace, useNamespaceTranslation, text };
}
