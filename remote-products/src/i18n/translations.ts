/**
 * The products remote's texts: English keys (plural forms in en.json), German loaded when first needed.
 * German is split in two files by the features they cover (de-widget.json: widget configuration,
 * organisation, event pages); both make up one dictionary. Importing this module registers the namespace.
 *
 * `productsText` serves code outside components (label functions of the features' lib modules),
 * called when the text is shown. Those modules import it as `t`, so the coverage check reads their
 * keys as it reads a component's.
 */
import { defineTranslations } from '@hearback/shared';
import en from './en.json';

export const { useNamespaceTranslation: useProductsTranslation, text: productsText } = defineTranslations(
  'products',
  {
    en,
    other: {
      de: async () => ({
        ...(await import('./de.json')).default,
        ...(await import('./de-widget.json')).default,
      }),
    },
  },
);
