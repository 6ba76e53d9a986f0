import { graphql } from '../../../gql';

/** Main and sub-categories valid for a platform; the form splits them into its two selects. */
export const ProductCategoriesQuery = graphql(`
  query ProductCategories($platformId: ID) {
    getProductCategories(platformId: $platformId) {
      id
      name
      isMainCategory
      mainCategory {
        id
        name
      }
    }
  }
`);
