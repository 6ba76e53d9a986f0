/**
 * The shell's texts: English keys (plural forms in en.json), German loaded when first needed.
 * Importing this module registers the namespace, so every screen using the hook finds it.
 */
import { defineTranslations } from '@hearback/shared';
import en from './en.json';

export const {
  namespace: SHELL_NAMESPACE,
  useNamespaceTranslation: useShellTranslation,
  text: shellText,
} = defineTranslations('shell', { en, other: { de: () => import('./de.json') } });
