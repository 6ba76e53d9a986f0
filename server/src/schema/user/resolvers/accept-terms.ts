import type { MutationResolvers } from '../../../generated/resolvers-types';
import { acceptTerms as accept } from '../../../services/user/account';

export const acceptTerms: NonNullable<MutationResolvers['acceptTerms']> = (_parent, args, ctx) =>
  accept(ctx, args.botCheck);
