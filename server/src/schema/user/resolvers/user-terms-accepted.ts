import type { QueryResolvers } from '../../../generated/resolvers-types';
import { userTermsAccepted as check } from '../../../services/user/account';

export const userTermsAccepted: NonNullable<QueryResolvers['userTermsAccepted']> = (_parent, args, ctx) =>
  check(ctx, args.email);
