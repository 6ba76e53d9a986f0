import { graphql } from '../../../gql';

/** The rule editor's live count: how many of the product's contacts the draft rules match. */
export const RuleCountQuery = graphql(`
  query RuleCount($productId: ID!, $rules: SegmentRules!) {
    countSegmentRuleMatches(productId: $productId, rules: $rules)
  }
`);
