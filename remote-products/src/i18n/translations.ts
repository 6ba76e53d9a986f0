/**
 * The products remote's texts: English keys (plural forms in en.json), German loaded when first needed.
 * German is split in two files by the features they cover (de-widget.json: widget configuration,
 * organisation, event pages); both make up one dictionary. Importing this module registers the namespace.
 */
import { registerTranslations, translate, useTranslation } from '@hearback/shared';
import en from './en.json';

export const PRODUCTS_NAMESPACE = 'products';

registerTranslations(PRODUCTS_NAMESPACE, {
  en,
  other: {
    de: async () => ({
      ...(await import('./de.json')).default,
      ...(await import('./de-widget.json')).default,
    }),
  },
});

export function useProductsTranslation() {
  return useTranslation(PRODUCTS_NAMESPACE);
}

/**
 * Outside components (label functions of the features' lib modules), called when the text is shown.
 * Those modules import it as `t`, so the coverage check reads their keys as it reads a component's.
 */
export function productsText(key: string, values?: Record<string, unknown>): string {
  return translate(PRODUCTS_NAMESPACE, key, values);
}
