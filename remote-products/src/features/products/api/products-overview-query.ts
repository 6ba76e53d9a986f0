import { graphql } from '../../../gql';

/**
 * One page of products and the total for the same filter, in one round trip: the table's pager
 * needs both, and asking separately could pair a page with a count from a different moment.
 */
export const ProductsOverviewQuery = graphql(`
  query ProductsOverview($paging: OffsetPaging!, $sorting: [ProductSort!], $filter: ProductFilter) {
    getProducts(paging: $paging, sorting: $sorting, filter: $filter) {
      ...ProductRow
    }
    countProducts(filter: $filter)
  }
`);
