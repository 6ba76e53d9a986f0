import type { MutationResolvers } from '../../../generated/resolvers-types';
import { resendVerification as resend } from '../../../services/user/account';

export const resendVerification: NonNullable<MutationResolvers['resendVerification']> = (
  _parent,
  args,
  ctx,
) => resend(ctx, args.returnTo);
