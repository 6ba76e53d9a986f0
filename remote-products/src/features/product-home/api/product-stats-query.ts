import { graphql } from '../../../gql';

/**
 * The product home's figures over the last 30 days (the API's default range), days counted in the
 * user's time zone, and the newest recordings.
 */
export const ProductStatsQuery = graphql(`
  query ProductStats($productId: ID!, $timeZone: String) {
    productStats(productId: $productId, timeZone: $timeZone) {
      productId
      from
      to
      responsesPerDay {
        date
        count
        averageSentiment
      }
      totalResponses
      averageSentiment
      overallAverageSentiment
      sentimentCounts {
        label
        count
      }
      unreviewedCount
      reviewUserCount
      latestRecordings {
        id
        messageType
        text
        transcript
        phoneNumber
        createdAt
        reviewed
        sentimentLabel
        sentimentScore
        contact {
          name
          email
        }
        audio {
          durationMs
        }
      }
    }
  }
`);
