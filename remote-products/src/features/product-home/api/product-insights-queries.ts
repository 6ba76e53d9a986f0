import { graphql } from '../../../gql';

/** Weekly sentiment of the last 13 weeks (the API's default, about 90 days), weeks in the user's time zone. */
export const ProductSentimentTrendQuery = graphql(`
  query ProductSentimentTrend($productId: ID!, $timeZone: String) {
    productSentimentTrend(productId: $productId, timeZone: $timeZone) {
      weekStart
      count
      averageSentiment
      positive
      neutral
      negative
    }
  }
`);

/** The most characteristic words and two-word phrases of a period. */
export const ProductThemesQuery = graphql(`
  query ProductThemes($productId: ID!, $from: DateTime, $limit: Int) {
    productThemes(productId: $productId, from: $from, limit: $limit) {
      phrase
      recordings
      score
    }
  }
`);
