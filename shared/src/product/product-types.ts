import type { GetAllProductsQuery } from '../gql/graphql';

/** A product as the switcher and the current-product rule see it (the `getAllProducts` fields). */
export type Product = GetAllProductsQuery['getAllProducts'][number];
