import { graphql } from '../../../gql';

/**
 * A short-lived URL to PUT the background image to, and the URL it is then readable at. The
 * operation's name keeps the API's published spelling.
 */
export const BackgroundImageUrlQuery = graphql(`
  query BackgroundImageUrl($productId: ID!, $aspectRatio: Float!, $type: String) {
    getBackgroungImageSignedUrl(productId: $productId, aspectRatio: $aspectRatio, type: $type) {
      url
      signedUrl
      key
    }
  }
`);
