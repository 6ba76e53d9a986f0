import type { MutationResolvers } from '../../../generated/resolvers-types';
import { withdrawJoinRequest as run } from '../../../services/membership/domain-join';

export const withdrawJoinRequest: NonNullable<MutationResolvers['withdrawJoinRequest']> = (
  _parent,
  _args,
  ctx,
) => run(ctx);
