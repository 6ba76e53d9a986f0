import { graphql } from '../../../gql';

/** The campaign behind a personal link (public: the token is the capability). */
export const CampaignInvitationQuery = graphql(`
  query CampaignInvitation($token: String!) {
    campaignInvitation(token: $token) {
      campaignName
      organisationName
      productName
      purpose
      message
      open
      answered
      unsubscribed
      questions {
        id
        text
      }
    }
  }
`);

export const SubmitCampaignResponseMutation = graphql(`
  mutation SubmitCampaignResponse($token: String!, $input: CampaignResponseInput!) {
    submitCampaignResponse(token: $token, input: $input)
  }
`);

export const UnsubscribeFromCampaignMutation = graphql(`
  mutation UnsubscribeFromCampaign($token: String!) {
    unsubscribeFromCampaign(token: $token)
  }
`);
