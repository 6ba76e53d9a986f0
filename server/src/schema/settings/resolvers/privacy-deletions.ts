import type { QueryResolvers } from '../../../generated/resolvers-types';
import {
  countPrivacyDeletions as count,
  listPrivacyDeletions,
} from '../../../services/privacy/privacy-deletions';

export const privacyDeletions: NonNullable<QueryResolvers['privacyDeletions']> = (_parent, args, ctx) =>
  listPrivacyDeletions(ctx, args.paging);

export const countPrivacyDeletions: NonNullable<QueryResolvers['countPrivacyDeletions']> = (
  _parent,
  _args,
  ctx,
) => count(ctx);
