import { graphql } from '../gql';

/** Public: a fresh challenge for one protected form (a solution is good once, for 10 minutes). */
export const BotChallengeDocument = graphql(`
  query BotChallenge {
    botChallenge {
      provider
      siteKey
      altcha {
        algorithm
        challenge
        maxnumber
        salt
        signature
      }
    }
  }
`);
