import type { QueryResolvers } from '../../../generated/resolvers-types';
import { organisationFeedback as find } from '../../../services/organization/widget-token';

export const organisationFeedback: NonNullable<QueryResolvers['organisationFeedback']> = (
  _parent,
  args,
  ctx,
) => find(ctx, args.id);
