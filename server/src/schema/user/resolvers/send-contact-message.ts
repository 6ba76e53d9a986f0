import type { MutationResolvers } from '../../../generated/resolvers-types';
import { sendContactMessage as send } from '../../../services/user/account';

export const sendContactMessage: NonNullable<MutationResolvers['sendContactMessage']> = (
  _parent,
  args,
  ctx,
) => send(ctx, args.input, args.botCheck);
