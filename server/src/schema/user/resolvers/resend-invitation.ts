import type { MutationResolvers } from '../../../generated/resolvers-types';
import { resendInvitation as resend } from '../../../services/membership/invitations';

export const resendInvitation: NonNullable<MutationResolvers['resendInvitation']> = (_parent, args, ctx) =>
  resend(ctx, args.id);
