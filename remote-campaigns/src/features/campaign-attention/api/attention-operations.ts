import { graphql } from '../../../gql';

export const AttentionItemFragment = graphql(`
  fragment AttentionItemRow on AttentionItem {
    id
    reason
    matchedKeywords
    assigneeId
    assigneeEmail
    resolved
    resolvedAt
    resolutionNote
    contactEmail
    createdAt
    recording {
      id
      text
      sentimentLabel
      answers {
        questionId
        question
        answer
      }
    }
  }
`);

export const AttentionItemsQuery = graphql(`
  query AttentionItems($campaignId: ID!, $paging: OffsetPaging, $filter: AttentionItemFilter) {
    campaign(id: $campaignId) {
      id
      name
    }
    attentionItems(campaignId: $campaignId, paging: $paging, filter: $filter) {
      ...AttentionItemRow
    }
    countAttentionItems(campaignId: $campaignId, filter: $filter)
  }
`);

export const TeammatesQuery = graphql(`
  query Teammates {
    users(paging: { limit: 100, offset: 0 }, filter: { enabled: true }) {
      id
      email
      firstName
      lastName
    }
  }
`);

export const AssignAttentionItemMutation = graphql(`
  mutation AssignAttentionItem($id: ID!, $assigneeId: ID) {
    assignAttentionItem(id: $id, assigneeId: $assigneeId) {
      ...AttentionItemRow
    }
  }
`);

export const ResolveAttentionItemMutation = graphql(`
  mutation ResolveAttentionItem($id: ID!, $note: String!) {
    resolveAttentionItem(id: $id, note: $note) {
      ...AttentionItemRow
    }
  }
`);
