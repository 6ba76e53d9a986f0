import type { ProductType } from '../../../gql/graphql';
import { productsText as t } from '../../../i18n/translations';

/** Every ProductType of the schema, in the order the form offers them. */
export const PRODUCT_TYPES: readonly ProductType[] = ['Website', 'App', 'Game'];

/** The words shown for a product type. */
export function productTypeLabel(type: ProductType): string {
  switch (type) {
    case 'Website':
      return t('Website');
    case 'App':
      return t('App');
    case 'Game':
      return t('Game');
  }
}

/** Called at render, so the labels are in the language of the moment. */
export const productTypeOptions = () =>
  PRODUCT_TYPES.map((value) => ({ value, label: productTypeLabel(value) }));
