import { graphql } from '../../../gql';

export const CampaignScheduleFragment = graphql(`
  fragment CampaignSchedule on Campaign {
    id
    name
    status
    source
    startsAt
    endsAt
    timeZone
    recurrence
  }
`);

export const CampaignScheduleQuery = graphql(`
  query CampaignSchedule($id: ID!) {
    campaign(id: $id) {
      ...CampaignSchedule
    }
  }
`);

export const ScheduleCampaignMutation = graphql(`
  mutation ScheduleCampaign($id: ID!, $input: CampaignScheduleInput!) {
    scheduleCampaign(id: $id, input: $input) {
      ...CampaignSchedule
    }
  }
`);

export const PauseCampaignMutation = graphql(`
  mutation PauseCampaign($id: ID!) {
    pauseCampaign(id: $id) {
      ...CampaignSchedule
    }
  }
`);

export const ResumeCampaignMutation = graphql(`
  mutation ResumeCampaign($id: ID!) {
    resumeCampaign(id: $id) {
      ...CampaignSchedule
    }
  }
`);
