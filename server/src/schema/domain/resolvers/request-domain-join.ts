import type { MutationResolvers } from '../../../generated/resolvers-types';
import { requestDomainJoin as run } from '../../../services/membership/domain-join';

export const requestDomainJoin: NonNullable<MutationResolvers['requestDomainJoin']> = (_parent, args, ctx) =>
  run(ctx, args.organizationId);
