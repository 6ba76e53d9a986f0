import { graphql } from '../../../gql';

/** The fields a row of the products table shows and the edit form starts from. */
export const ProductRowFragment = graphql(`
  fragment ProductRow on Product {
    id
    name
    url
    type
    isActive
    isGambling
    createdAt
    platform {
      id
      name
    }
    category {
      id
      name
    }
    subCategory {
      id
      name
    }
  }
`);
