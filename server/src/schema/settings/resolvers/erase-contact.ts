import type { MutationResolvers } from '../../../generated/resolvers-types';
import { eraseContact as erase } from '../../../services/privacy/erase-contact';

export const eraseContact: NonNullable<MutationResolvers['eraseContact']> = (_parent, args, ctx) =>
  erase(ctx, args.email);
