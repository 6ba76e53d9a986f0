import type { QueryResolvers } from '../../../generated/resolvers-types';
import { domainJoinOffers as run } from '../../../services/membership/domain-join';

export const domainJoinOffers: NonNullable<QueryResolvers['domainJoinOffers']> = (_parent, _args, ctx) =>
  run(ctx);
