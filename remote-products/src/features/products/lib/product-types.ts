import type { ProductType } from '../../../gql/graphql';

/** Every ProductType of the schema, with the words shown for it. */
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  Website: 'Website',
  App: 'App',
  Game: 'Game',
};

export const PRODUCT_TYPE_OPTIONS = (Object.keys(PRODUCT_TYPE_LABELS) as ProductType[]).map((value) => ({
  value,
  label: PRODUCT_TYPE_LABELS[value],
}));
