import { graphql } from '../../../gql';

export const CampaignStatsFragment = graphql(`
  fragment CampaignStatsFields on CampaignStats {
    campaignId
    name
    status
    invited
    sent
    unsubscribed
    responses
    responseRate
    averageSentiment
    openAttentionItems
    sentiment {
      positive
      neutral
      negative
      unknown
    }
    trend {
      day
      positive
      neutral
      negative
    }
  }
`);

export const CampaignResultsQuery = graphql(`
  query CampaignResults($id: ID!, $paging: OffsetPaging) {
    campaign(id: $id) {
      id
      name
      status
      source
      message
      keywords
    }
    campaignStats(id: $id) {
      ...CampaignStatsFields
    }
    campaignResponses(campaignId: $id, paging: $paging) {
      id
      text
      transcript
      sentimentLabel
      createdAt
      contact {
        name
        email
      }
      answers {
        questionId
        question
        answer
      }
      audio {
        contentType
        durationMs
      }
    }
    countCampaignResponses(campaignId: $id)
  }
`);
