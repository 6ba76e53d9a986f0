import { graphql } from '../../../gql';

export const ProductPlatformsQuery = graphql(`
  query ProductPlatforms {
    getPlatforms {
      id
      name
      isMobile
    }
  }
`);
