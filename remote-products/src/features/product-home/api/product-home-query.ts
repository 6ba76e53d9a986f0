import { graphql } from '../../../gql';

/**
 * The API has no product-by-id query; getAllProducts is the list of products the user may open,
 * so looking the id up in it also answers "may this user see it". network-only (spec section 7):
 * a product created or attached elsewhere must show up without a reload.
 */
export const ProductHomeQuery = graphql(`
  query ProductHome {
    getAllProducts {
      id
      name
      url
      type
      isActive
      isGambling
      createdAt
      updatedAt
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
  }
`);
