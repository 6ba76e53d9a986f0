/** Every product the user may open: feeds the product switcher and the current-product rule. */
import { graphql } from '../gql';

export const GetAllProductsDocument = graphql(`
  query GetAllProducts {
    getAllProducts {
      id
      name
      url
      isActive
      platform {
        id
        name
        isLegacy
        isMobile
      }
    }
  }
`);
