import type { Resolvers } from '../../../generated/resolvers-types';
import { DateTime } from '../../../graphql/date-time';

export const commonResolvers: Resolvers = {
  DateTime,
  Query: {
    health: () => true,
  },
  Mutation: {
    // The placeholder root answers null: there is nothing to do, and nothing to refuse.
    _noop: () => null,
  },
};
